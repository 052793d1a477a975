import type { HeritageEntry, SectionHeadingText } from '../../ui/marketing';

/** The traditions the house draws on, oldest first, then the house's own steps. */
export const heritageHeading = {
  eyebrow: 'Our heritage',
  title: 'Scent has always been part of Nigerian life',
  intro: 'Long before the first Òórùn bottle, our grandmothers were perfumers without the title.',
} as const satisfies SectionHeadingText;

export const heritageTimeline = [
  {
    period: 'Generations ago',
    title: 'Turare in the North',
    text: 'In Kano, Sokoto and Zaria, women burned turare incense and layered perfume oils for homes, guests and weddings: a tradition of scent as hospitality that still shapes our attars.',
  },
  {
    period: 'Generations ago',
    title: 'Shea, camwood and smoke in the South-West',
    text: 'Across Yorubaland, shea butter, camwood and fragrant woods scented skin, cloth and celebrations. Our shea-based mists and cedar blends start from those memories.',
  },
  {
    period: 'Our beginning',
    title: 'A workbench in Bodija',
    text: 'Òórùn started as oils mixed for friends and family in Ibadan, and grew one recommendation at a time.',
  },
  {
    period: 'Our studio',
    title: 'A home for blending and teaching',
    text: 'We moved into our own studio in Ibadan, where every perfume is blended and where the Perfume Academy and workshops now meet.',
  },
  {
    period: 'Today',
    title: 'From Ibadan to every state',
    text: 'We deliver across Nigeria and work with stockists who carry our perfumes in their own shops.',
  },
] as const satisfies readonly HeritageEntry[];
