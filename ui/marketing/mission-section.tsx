import { type ComponentProps } from 'react';

import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';
import { Icon, type IconName } from '../primitives/icon';

/** The pictures a mission pillar may carry; content names one by key. */
const missionIcons = {
  heritage: 'landmark',
  sourcing: 'leaf',
  recognition: 'globe',
} as const satisfies Record<string, IconName>;

type MissionPillar = {
  icon: keyof typeof missionIcons;
  title: string;
  text: string;
};

type MissionSectionProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  pillars: readonly MissionPillar[];
};

/** What the house works for: cultural preservation, sustainable sourcing, global recognition. */
function MissionSection({ heading, pillars, ...props }: MissionSectionProps) {
  return (
    <MarketingSection heading={heading} tone="inverse" {...props}>
      <ul className="grid gap-6 md:grid-cols-3">
        {pillars.map((pillar) => {
          return (
            <li key={pillar.title} className="rounded-xl border border-border p-6 sm:p-8">
              <Icon name={missionIcons[pillar.icon]} className="size-8 text-accent" />
              <h3 className="mt-4 font-display text-display-sm">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{pillar.text}</p>
            </li>
          );
        })}
      </ul>
    </MarketingSection>
  );
}

export { MissionSection, missionIcons, type MissionPillar, type MissionSectionProps };
