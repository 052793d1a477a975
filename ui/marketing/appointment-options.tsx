import { type ComponentProps } from 'react';

import { Price } from '../primitives/price';
import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';
import { WhatsAppLink } from './whatsapp-link';
import { Icon, type IconName } from '../primitives/icon';

/** The pictures an appointment may carry; content names one by key. */
const appointmentIcons = {
  workshop: 'users',
  consultation: 'flask-conical',
} as const satisfies Record<string, IconName>;

type AppointmentOption = {
  kind: keyof typeof appointmentIcons;
  title: string;
  text: string;
  /** How long it takes ('About 1 hour'). */
  duration: string;
  /** In naira; leave out when it is free or quoted in the chat. */
  price?: number;
  /** Said instead of a price ('Free for customers'). */
  priceNote?: string;
  points: readonly string[];
  /** The link's words ('Book a workshop'). */
  cta: string;
};

type AppointmentOptionsProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  options: readonly AppointmentOption[];
  /** The wa.me link that opens a booking chat for this option. */
  bookHref: (option: AppointmentOption) => string;
};

/** The /appointment page: a workshop or a personal consultation, each booked in a WhatsApp chat. */
function AppointmentOptions({ heading, options, bookHref, ...props }: AppointmentOptionsProps) {
  return (
    <MarketingSection heading={heading} level={1} {...props}>
      <ul className="grid gap-6 md:grid-cols-2">
        {options.map((option) => {
          return (
            <li key={option.title}>
              <article
                data-slot="appointment-option"
                className="flex h-full flex-col gap-5 rounded-xl border border-border bg-card p-6 shadow-card sm:p-8"
              >
                <Icon name={appointmentIcons[option.kind]} className="size-8 text-accent-text" />
                <h2 className="font-display text-display-sm">{option.title}</h2>
                <p className="text-pretty text-muted-foreground">{option.text}</p>
                <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                    <Icon name="clock" className="size-4" />
                    {option.duration}
                  </span>
                  {option.price !== undefined ? (
                    <Price amount={option.price} size="lg" />
                  ) : (
                    option.priceNote && <span className="font-semibold">{option.priceNote}</span>
                  )}
                </p>
                <ul className="grid gap-2">
                  {option.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Icon name="check" className="mt-1 size-4 shrink-0 text-success" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
                <WhatsAppLink href={bookHref(option)} className="mt-auto" fullWidth>
                  {option.cta}
                </WhatsAppLink>
              </article>
            </li>
          );
        })}
      </ul>
    </MarketingSection>
  );
}

export { AppointmentOptions, appointmentIcons, type AppointmentOption, type AppointmentOptionsProps };
