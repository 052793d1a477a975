import { type ComponentProps } from 'react';

import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';

type HeritageEntry = {
  /** When, as the story tells it: a year ('2016') or an age ('Our grandmothers' time'). */
  period: string;
  title: string;
  text: string;
};

type HeritageTimelineProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  entries: readonly HeritageEntry[];
};

/**
 * The heritage the house draws on, oldest first: a vertical line on a phone, the same line with the periods in
 * their own column from tablet width up.
 */
function HeritageTimeline({ heading, entries, ...props }: HeritageTimelineProps) {
  return (
    <MarketingSection heading={heading} {...props}>
      <ol data-slot="heritage-timeline" className="mx-auto grid max-w-3xl gap-0">
        {entries.map((entry) => (
          <li
            key={entry.title}
            className="group relative grid gap-1 border-l-2 border-accent pb-10 pl-8 last:pb-0 sm:grid-cols-[10rem_1fr] sm:gap-x-8 sm:border-l-0 sm:pb-0 sm:pl-0"
          >
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[9px] size-4 rounded-pill border-2 border-accent bg-background sm:left-[calc(12rem-7px)]"
            />
            <p className="label-caps pt-0.5 text-xs text-accent-text sm:text-right">{entry.period}</p>
            <div className="sm:border-l-2 sm:border-accent sm:pb-10 sm:pl-8 sm:group-last:pb-0">
              <h3 className="font-display text-2xl">{entry.title}</h3>
              <p className="mt-2 leading-relaxed text-pretty text-muted-foreground">{entry.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}

export { HeritageTimeline, type HeritageEntry, type HeritageTimelineProps };
