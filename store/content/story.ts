import type { StorySectionProps } from '../../ui/marketing';

type StoryContent = Pick<StorySectionProps, 'heading' | 'paragraphs' | 'facts' | 'image'>;

/** The house's story, told on the home page and (at more length) on About. */
export const story = {
  heading: {
    eyebrow: 'Our story',
    title: 'A scent house rooted in Ibadan',
    intro:
      'Òórùn is the Yoruba word for scent. We chose it because scent is where every bottle of ours begins.',
  },
  paragraphs: [
    'Òórùn began at a small workbench in Bodija, where our founder mixed oils for friends, family and the occasional wedding. People came back for the same thing: a perfume that smelled of home and still lasted through a long Nigerian day.',
    'Today a small team of perfumers blends every fragrance in our Ibadan studio, in small batches. We pair the materials that have scented our markets for generations, such as oud, sandalwood, shea, kola and zobo, with fine oils from trusted suppliers, and we let every blend rest before it is bottled.',
    'We are still a young house. We answer every message ourselves, we deliver across Nigeria, and we would rather make a few perfumes well than many in a hurry.',
  ],
  facts: [
    { term: 'Blended in', detail: 'Ibadan, Oyo State' },
    { term: 'Made in', detail: 'Small batches' },
    { term: 'Delivered to', detail: 'All 36 states and the FCT' },
  ],
  image: {
    src: '/images/hero/3.webp',
    alt: 'Scent blotters fanned out on the perfumer’s table',
    width: 1200,
    height: 675,
  },
} as const satisfies StoryContent;

/** About's longer telling: the same story with a closing line on how the house works. */
export const aboutStory = {
  ...story,
  heading: { eyebrow: 'About us', title: 'The story of Òórùn', intro: story.heading.intro },
  paragraphs: [
    ...story.paragraphs,
    'If a scent of ours ever disappoints you, tell us: we read every message, and we would rather hear it than lose you.',
  ],
} as const satisfies StoryContent;
