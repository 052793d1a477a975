import type { SectionHeadingText, Workshop } from '../../ui/marketing';

/**
 * Coming workshops (₦75,000 each). The dates are data: the shop owner updates them here (a past date stays on
 * the page until then).
 */
export const workshopsHeading = {
  eyebrow: 'Workshops',
  title: 'Make your own perfume in a day',
  intro: 'A hands-on day in small groups. Materials, lunch and the bottle you make are included.',
} as const satisfies SectionHeadingText;

export const workshops = [
  {
    date: '2027-01-16',
    title: 'Blend Your Signature Scent',
    location: 'Òórùn Studio, Bodija, Ibadan',
    price: 75_000,
    highlight: 'Leave with a 50 ml bottle of a perfume only you wear.',
  },
  {
    date: '2027-02-13',
    title: 'Oud and Attar Masterclass',
    location: 'Òórùn Studio, Bodija, Ibadan',
    price: 75_000,
    highlight: 'Work with oud, sandalwood and rose the Northern way, with oils, not alcohol.',
  },
  {
    date: '2027-03-20',
    title: 'Scents for Your Celebration',
    location: 'Òórùn Studio, Bodija, Ibadan',
    price: 75_000,
    highlight: 'Design a scent for your wedding or owambe, with miniatures for your guests.',
  },
] as const satisfies readonly Workshop[];
