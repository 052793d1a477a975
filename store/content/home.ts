import type { FeatureBadge, SectionHeadingText, Testimonial } from '../../ui/marketing';
import type { DeliveryTimes } from './delivery-times';

/** The headings of the home page's sections whose bodies come from the shop's data. */
export const homeHeadings = {
  recentScents: { eyebrow: 'Just arrived', title: 'Recent scents' },
  favourites: { eyebrow: 'Loved by our customers', title: 'Customer favourites' },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'Worn across Nigeria',
    intro: 'A few words from customers who wear Òórùn every day.',
  },
  reviews: {
    eyebrow: 'Shop reviews',
    title: 'What our customers say',
    intro: 'Reviews from shoppers who ordered from us.',
  },
  delivery: {
    eyebrow: 'Delivery and payment',
    title: 'From our studio to your door',
    intro: 'Clear times, clear fees, and nothing leaves before your payment is confirmed.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Visit, call or write to us',
    intro: 'Come and smell the collection in person, or ask us anything.',
  },
} as const satisfies Record<string, SectionHeadingText>;

export const testimonials = [
  {
    quote:
      'I wore Ọba Oud to my cousin’s wedding in the morning and people were still asking what I had on at the reception. It lasts.',
    name: 'Adaeze Okafor',
    city: 'Enugu',
    rating: 5,
  },
  {
    quote:
      'I ordered on Monday and it was in my hands in Bodija on Wednesday, well wrapped. The Harmattan Amber is warm without being heavy.',
    name: 'Babatunde Adewale',
    city: 'Ibadan',
    rating: 5,
  },
  {
    quote:
      'I asked on WhatsApp for something light for the office and they recommended Lekki Breeze. Exactly right, and fair for the price.',
    name: 'Halima Yusuf',
    city: 'Abuja',
    rating: 4,
  },
] as const satisfies readonly Testimonial[];

/**
 * The three promises under the home page's sections. Delivery states the real times, not minutes
 * (docs/decisions/023-food-shop-leftovers-replaced.md).
 */
export function featureBadges(delivery: DeliveryTimes): FeatureBadge[] {
  return [
    {
      icon: 'delivery',
      title: 'Fast delivery',
      text: `${delivery.localCity} ${delivery.localDays}, elsewhere in Nigeria ${delivery.elsewhereDays}.`,
    },
    {
      icon: 'ingredients',
      title: 'Premium ingredients',
      text: 'Fine oils and carefully chosen local materials, blended in small batches.',
    },
    {
      icon: 'support',
      title: '24/7 support',
      text: 'Message us on WhatsApp any time; we reply as soon as we can, day or night.',
    },
  ];
}
