/** Who the shop is, as link previews, the header and search results name it. Marketing words live in store/. */
export const shop = {
  name: 'Òórùn',
  fullName: 'Òórùn Fragrance House',
  tagline: 'Authentic perfume fragrances from Nigeria',
  description:
    'Authentic perfume fragrances, premium ingredients and long-lasting scents, handcrafted in Ibadan. Delivered across Nigeria.',
  logo: '/images/logo.webp',
  locale: 'en_NG',
} as const;
