import type { SectionHeadingText, WholesaleTier } from '../../ui/marketing';

/** Wholesale partnership (₦500,000 for 5%, ₦1,500,000 for 10%, ₦5,000,000 for 15%). */
export const wholesaleHeading = {
  eyebrow: 'Wholesale',
  title: 'Stock Òórùn in your shop',
  intro:
    'For boutiques, gift shops, salons and resellers. Your discount grows with your order; join on WhatsApp and we will send the current catalogue and price list.',
} as const satisfies SectionHeadingText;

export const wholesaleTiers = [
  {
    name: 'Starter',
    minimumOrder: 500_000,
    discount: 5,
    features: [
      'Mix any perfumes from the collection',
      'Product photos and descriptions for your page',
      'Delivery across Nigeria at our usual rates',
    ],
  },
  {
    name: 'Growth',
    minimumOrder: 1_500_000,
    discount: 10,
    featured: true,
    features: [
      'Everything in Starter',
      'Testers for your counter with every order',
      'A named contact on WhatsApp for reorders',
      'Early word of new scents and seasonal sets',
    ],
  },
  {
    name: 'Premier',
    minimumOrder: 5_000_000,
    discount: 15,
    features: [
      'Everything in Growth',
      'Free delivery on every order',
      'A staff training session on our scents',
      'Gift sets packed for your festive season',
    ],
  },
] as const satisfies readonly WholesaleTier[];
