import type { MissionPillar, Perfumer, SectionHeadingText } from '../../ui/marketing';

/** The About page: the story (story.ts), the mission and the four perfumers. */
export const missionHeading = {
  eyebrow: 'Our mission',
  title: 'Why we make perfume',
  intro: 'Three things guide every blend we make and every ingredient we buy.',
} as const satisfies SectionHeadingText;

export const missionPillars = [
  {
    icon: 'heritage',
    title: 'Cultural preservation',
    text: 'We keep Nigeria’s scent traditions alive, from Northern attars to Yoruba shea and camwood, by using them, naming them and teaching them in our Academy.',
  },
  {
    icon: 'sourcing',
    title: 'Sustainable sourcing',
    text: 'We buy shea, kola and botanicals from Nigerian suppliers we know by name, pay fairly, and buy only what we use.',
  },
  {
    icon: 'recognition',
    title: 'Global recognition',
    text: 'We want the world to know that fine perfume is made in Nigeria, and we hold our blends to the standard of any perfume house anywhere.',
  },
] as const satisfies readonly MissionPillar[];

export const perfumersHeading = {
  eyebrow: 'Our perfumers',
  title: 'The noses behind every bottle',
  intro: 'Four people blend, test and teach at Òórùn. Each has a scent they are proudest of.',
} as const satisfies SectionHeadingText;

export const perfumers = [
  {
    name: 'Adeola Ogunleye',
    role: 'Founder and head perfumer',
    bio: 'Adeola started Òórùn at her workbench in Bodija. She shapes every new scent and has the final say before anything is bottled.',
    image: '/images/perfumers/1.webp',
    signature: 'Ọba Oud',
  },
  {
    name: 'Ibrahim Danjuma',
    role: 'Oud and attar perfumer',
    bio: 'Raised between Kano and Ibadan, Ibrahim brings the Northern tradition of oil perfumes and turare to the studio.',
    image: '/images/perfumers/2.webp',
    signature: 'Sarauta Oud',
  },
  {
    name: 'Chiamaka Nwosu',
    role: 'Florals perfumer and Academy lead',
    bio: 'Chiamaka composes our florals and leads the Perfume Academy, where she teaches students to train their noses.',
    image: '/images/perfumers/3.webp',
    signature: 'Ada Jasmine',
  },
  {
    name: 'Folake Adeyemi',
    role: 'Perfumer and quality lead',
    bio: 'Folake tests every batch against its formula before it leaves the studio, and blends our fresh and citrus scents.',
    image: '/images/perfumers/4.webp',
    signature: 'Calabar Lime',
  },
] as const satisfies readonly Perfumer[];
