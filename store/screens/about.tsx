import { MissionSection } from '../../ui/marketing/mission-section';
import { PerfumerProfiles } from '../../ui/marketing/perfumer-profiles';
import { StorySection } from '../../ui/marketing/story-section';
import { missionHeading, missionPillars, perfumers, perfumersHeading } from '../content/about';
import { shop } from '../content/shop';
import { aboutStory } from '../content/story';
import type { MetaFunction } from '../seo/route-meta';

export const meta: MetaFunction = () => ({
  title: 'About us',
  description: 'The story of a Nigerian fragrance house: our mission and the perfumers behind every bottle.',
});

/** About: a short hero, the house's story, its mission and its four perfumers. */
export function Component() {
  return (
    <>
      <section className="surface-inverse">
        <div className="mx-auto max-w-page px-gutter py-16 sm:px-6 lg:px-8 lg:py-24">
          <p className="label-caps text-xs text-accent-text">{aboutStory.heading.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-display text-display-xl text-balance">{shop.fullName}</h1>
          <p className="mt-5 max-w-prose text-lg text-pretty text-muted-foreground">{shop.description}</p>
        </div>
      </section>
      <StorySection {...aboutStory} heading={{ ...aboutStory.heading, eyebrow: 'Our story' }} />
      <MissionSection heading={missionHeading} pillars={missionPillars} />
      <PerfumerProfiles heading={perfumersHeading} perfumers={perfumers} />
    </>
  );
}
