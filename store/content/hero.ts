import type { HeroProps, HeroSlide } from '../../ui/marketing';

/** The home page's hero. The pictures keep their left third empty for these captions. */
export const heroSlides = [
  {
    caption: 'Nigerian Craftsmanship',
    image: '/images/hero/1.webp',
    alt: 'An amber bottle of Òórùn perfume beside a carved wooden bowl',
  },
  {
    caption: 'Premium Fragrances',
    image: '/images/hero/2.webp',
    alt: 'Three Òórùn bottles in deep red, amber and olive, lit from behind',
  },
  {
    caption: 'Perfume Expertise',
    image: '/images/hero/3.webp',
    alt: 'Scent blotters fanned out beside a pipette, leaves and oranges',
  },
] as const satisfies readonly HeroSlide[];

export const hero = {
  slides: heroSlides,
  eyebrow: 'Òórùn · Ibadan',
  headline: 'Fragrance is our passion',
  intro:
    'Authentic perfume fragrances, blended by hand in Ibadan from premium ingredients, for long-lasting scents that stay with you from the morning meeting to the last dance at the owambe.',
  exploreHref: '/products',
} as const satisfies Omit<HeroProps, 'inquiryHref' | 'activeIndex' | 'onActiveIndexChange'>;
