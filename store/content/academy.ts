import type { Course, SectionHeadingText } from '../../ui/marketing';

/** The Perfume Academy (3 months at ₦250,000; 2 months at ₦180,000). */
export const academyHeading = {
  eyebrow: 'Perfume Academy',
  title: 'Learn the craft in our Ibadan studio',
  intro:
    'Small classes, real materials and a working perfumer beside you. Enrol on WhatsApp and we will send you the next start date.',
} as const satisfies SectionHeadingText;

export const courses = [
  {
    title: 'Professional Perfumery Course',
    duration: '3 months',
    price: 250_000,
    curriculum: [
      'Fragrance families and how notes are built: top, heart and base',
      'Working with essential oils, absolutes and aroma materials safely',
      'Oud, attar and oil-based perfumes in the Northern tradition',
      'Formulating, macerating and testing your own blends',
      'Costing, bottling, labelling and selling your perfume',
    ],
    outcome:
      'Create, price and bottle your own perfume range, with three finished formulas of your own to take home.',
  },
  {
    title: 'Fragrance Foundations Course',
    duration: '2 months',
    price: 180_000,
    curriculum: [
      'How to smell: training your nose on 40 raw materials',
      'Body mists, roll-on oils and simple eau de parfum blends',
      'Safe dilution, storage and shelf life',
      'Packaging your blends as gifts and small orders',
    ],
    outcome:
      'Blend body mists and perfume oils with confidence, and make gift sets for friends or first customers.',
  },
] as const satisfies readonly Course[];
