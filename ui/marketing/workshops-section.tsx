import { type ComponentProps } from 'react';

import { formatLongDay } from '../../api/rules/dates';
import { Price } from '../primitives/price';
import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';
import { WhatsAppLink } from './whatsapp-link';
import { Icon } from '../primitives/icon';

/** A workshop: date, title, location, price, highlight. */
type Workshop = {
  /** The day, as an ISO date ('2027-01-16'); shown the Nigerian way ('Saturday, 16 January 2027'). */
  date: string;
  title: string;
  location: string;
  /** In naira. */
  price: number;
  /** The one thing that makes the day worth it. */
  highlight: string;
};

type WorkshopsSectionProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  workshops: readonly Workshop[];
  /** The wa.me link that opens a chat to book this workshop. */
  bookHref: (workshop: Workshop) => string;
};

function WorkshopCard({ workshop, bookHref }: { workshop: Workshop; bookHref: string }) {
  return (
    <article
      data-slot="workshop-card"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-card"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-accent-text">
        <Icon name="calendar-days" className="size-4" />
        <time dateTime={workshop.date}>{formatLongDay(workshop.date)}</time>
      </p>
      <h3 className="font-display text-display-sm">{workshop.title}</h3>
      <p className="flex items-start gap-2 text-muted-foreground">
        <Icon name="map-pin" className="mt-1 size-4 shrink-0" />
        {workshop.location}
      </p>
      <p className="flex items-start gap-2">
        <Icon name="sparkles" className="mt-1 size-4 shrink-0 text-accent-text" />
        {workshop.highlight}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-4 border-t border-border pt-4">
        <Price amount={workshop.price} size="lg" />
        <WhatsAppLink href={bookHref} size="sm">
          Book on WhatsApp<span className="sr-only"> for {workshop.title}</span>
        </WhatsAppLink>
      </div>
    </article>
  );
}

/** Coming workshops, each booked through WhatsApp. */
function WorkshopsSection({ heading, workshops, bookHref, ...props }: WorkshopsSectionProps) {
  return (
    <MarketingSection heading={heading} tone="surface" {...props}>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {workshops.map((workshop) => (
          <WorkshopCard
            key={`${workshop.date}-${workshop.title}`}
            workshop={workshop}
            bookHref={bookHref(workshop)}
          />
        ))}
      </div>
    </MarketingSection>
  );
}

export { WorkshopsSection, type Workshop, type WorkshopsSectionProps };
