import { Globe, Landmark, Leaf, type LucideIcon } from 'lucide-react';
import { type ComponentProps } from 'react';

import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';

/** The pictures a mission pillar may carry; content names one by key. */
const missionIcons = {
  heritage: Landmark,
  sourcing: Leaf,
  recognition: Globe,
} as const satisfies Record<string, LucideIcon>;

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
          const Icon = missionIcons[pillar.icon];
          return (
            <li key={pillar.title} className="rounded-xl border border-border p-6 sm:p-8">
              <Icon aria-hidden="true" className="size-8 text-accent" />
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
