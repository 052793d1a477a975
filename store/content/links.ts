/**
 * The footer's links. The Footer component names its own prop types; these are plain label and href pairs, so
 * they fit any of them. Anchors point at the sections that answer the link.
 */
export type ContentLink = { label: string; href: string };

export type SocialLink = ContentLink & { network: 'instagram' | 'facebook' | 'tiktok' | 'whatsapp' };

export const quickLinks = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Collections', href: '/products' },
  { label: 'Perfume Academy', href: '/#academy' },
  { label: 'Workshops', href: '/appointment' },
] as const satisfies readonly ContentLink[];

export const customerServiceLinks = [
  { label: 'Contact Us', href: '/contact' },
  { label: 'Shipping Policy', href: '/#delivery' },
  { label: 'Returns & Refunds', href: '/returns' },
  { label: 'FAQ', href: '/contact#faq' },
  { label: 'Privacy Notice', href: '/privacy' },
  { label: 'Terms of Sale', href: '/terms' },
] as const satisfies readonly ContentLink[];

/** The section ids the links above aim at; the screens give their sections these ids. */
export const sectionIds = {
  academy: 'academy',
  delivery: 'delivery',
  faq: 'faq',
  workshops: 'workshops',
  wholesale: 'wholesale',
} as const;

/**
 * The shop's social pages. Placeholders until the shop owner gives the real handles: replace before launch.
 * (WhatsApp is not here: its link is built from the business phone in the config, see whatsapp.ts.)
 */
export const socialLinks = [
  { network: 'instagram', label: 'Òórùn on Instagram', href: 'https://www.instagram.com/oorun.fragrance' },
  { network: 'facebook', label: 'Òórùn on Facebook', href: 'https://www.facebook.com/oorun.fragrance' },
  { network: 'tiktok', label: 'Òórùn on TikTok', href: 'https://www.tiktok.com/@oorun.fragrance' },
] as const satisfies readonly SocialLink[];
