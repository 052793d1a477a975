import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Icon, type IconName } from '../primitives/icon';

/** The pictures a feature badge may carry; content names one by key. */
const featureIcons = {
  delivery: 'truck',
  ingredients: 'gem',
  support: 'headset',
} as const satisfies Record<string, IconName>;

type FeatureBadge = {
  icon: keyof typeof featureIcons;
  title: string;
  text: string;
};

type FeatureBadgesProps = Omit<ComponentProps<'section'>, 'children'> & {
  badges: readonly FeatureBadge[];
  /** The band's name for screen readers; it has no visible heading. */
  label?: string;
};

/** Three short promises in a band: fast delivery, premium ingredients, support at any hour. */
function FeatureBadges({ badges, label = 'Why shop with us', className, ...props }: FeatureBadgesProps) {
  return (
    <section
      aria-label={label}
      data-slot="feature-badges"
      className={cn('bg-surface py-12', className)}
      {...props}
    >
      <ul className="mx-auto grid max-w-page gap-8 px-gutter sm:grid-cols-3 sm:px-6 lg:px-8">
        {badges.map((badge) => {
          return (
            <li
              key={badge.title}
              className="flex items-start gap-4 sm:flex-col sm:items-center sm:text-center"
            >
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-pill bg-primary text-accent">
                <Icon name={featureIcons[badge.icon]} className="size-6" />
              </span>
              <div>
                <h3 className="font-display text-2xl">{badge.title}</h3>
                <p className="mt-1 text-muted-foreground">{badge.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export { FeatureBadges, featureIcons, type FeatureBadge, type FeatureBadgesProps };
