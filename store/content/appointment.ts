import type { AppointmentOption, SectionHeadingText } from '../../ui/marketing';

/** The /appointment page: a workshop or a personal consultation, both booked on WhatsApp. */
export const appointmentHeading = {
  eyebrow: 'Appointments',
  title: 'Book a Workshop or Consultation',
  intro: 'Tell us on WhatsApp what you would like and when suits you, and we will confirm a time.',
} as const satisfies SectionHeadingText;

export const appointmentOptions = [
  {
    kind: 'workshop',
    title: 'Perfume-making workshop',
    text: 'Spend a day in our studio blending a perfume of your own with one of our perfumers, in a group of up to ten.',
    duration: 'One day, 10:00 am to 4:00 pm',
    price: 75_000,
    points: [
      'All materials and a 50 ml bottle included',
      'Lunch included',
      'Ideal for friends, couples and teams',
    ],
    cta: 'Book a workshop',
  },
  {
    kind: 'consultation',
    title: 'Personal scent consultation',
    text: 'Meet a perfumer at the studio to find your scent, or a gift for someone else, from the full collection.',
    duration: 'About 45 minutes',
    priceNote: 'Free',
    points: [
      'Smell the collection before you buy',
      'Advice on layering and wearing',
      'In the studio or on a video call',
    ],
    cta: 'Book a consultation',
  },
] as const satisfies readonly AppointmentOption[];
