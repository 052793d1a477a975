import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';
import { Button } from '../primitives/button';
import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';
import { Icon } from '../primitives/icon';

/** How to reach the shop; the same shape as the shop's config (`config.contact`). */
type ShopContact = {
  phone: string;
  email: string;
  address: string;
  /** A maps link that opens directions to the shop. */
  directionsUrl: string;
  /**
   * An embeddable map page; null when the shop has not set one, and then no map is drawn
   * (docs/decisions/034-chat-and-map-only-when-configured.md).
   */
  mapEmbedUrl: string | null;
};

type OpeningHours = { days: string; hours: string };

type ContactBlockProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  /** 1 when the block opens the Contact page. */
  level?: 1 | 2;
  contact: ShopContact;
  hours: readonly OpeningHours[];
  /** A wa.me chat with the shop, the quickest way in: shown first when the shop has a WhatsApp number. */
  whatsappHref?: string;
};

/** 'tel:' wants the digits and the leading '+', not the spaces a person reads. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Detail({
  icon,
  title,
  level,
  className,
  children,
}: {
  icon: ReactNode;
  title: string;
  level: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  // one level under the block's own heading
  const Title = level === 1 ? 'h2' : 'h3';
  return (
    <div className={cn('flex gap-4', className)}>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-pill bg-primary text-accent [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <Title className="label-caps text-xs text-muted-foreground">{title}</Title>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}

const linkClass =
  'inline-flex min-h-touch items-center break-all font-medium underline decoration-accent decoration-2 underline-offset-4 hover:decoration-primary';

/**
 * The shop's phone, email, address with directions, and opening hours; beside them the map, drawn only when the
 * shop configured one and only once the page is interactive (a third-party frame must not hold up the first paint).
 */
function ContactBlock({ heading, level = 2, contact, hours, whatsappHref, ...props }: ContactBlockProps) {
  const interactive = useHydrated();
  const showMap = contact.mapEmbedUrl !== null && contact.mapEmbedUrl !== '';

  return (
    <MarketingSection heading={heading} level={level} align="start" data-slot="contact-block" {...props}>
      <div className={cn('grid gap-8', showMap && 'lg:grid-cols-2')}>
        <address className="grid content-start gap-6 not-italic sm:grid-cols-2">
          {whatsappHref && (
            <Detail
              icon={<Icon name="message-circle" />}
              title="WhatsApp us"
              level={level}
              className="sm:col-span-2"
            >
              <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Chat with us on WhatsApp<span className="sr-only"> (opens WhatsApp in a new tab)</span>
              </a>
            </Detail>
          )}
          <Detail icon={<Icon name="phone" />} title="Call us" level={level}>
            <a href={telHref(contact.phone)} className={linkClass}>
              {contact.phone}
            </a>
          </Detail>
          <Detail icon={<Icon name="mail" />} title="Email us" level={level}>
            <a href={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </a>
          </Detail>
          <Detail icon={<Icon name="map-pin" />} title="Visit us" level={level}>
            <p>{contact.address}</p>
            <Button asChild variant="link" className="gap-1.5">
              <a href={contact.directionsUrl} target="_blank" rel="noopener noreferrer">
                <Icon name="navigation" />
                Get directions<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </Detail>
          <Detail icon={<Icon name="clock" />} title="Opening hours" level={level} className="sm:col-span-2">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {hours.map((line) => (
                <div key={line.days} className="contents">
                  <dt>{line.days}</dt>
                  <dd className="text-muted-foreground">{line.hours}</dd>
                </div>
              ))}
            </dl>
          </Detail>
        </address>
        {showMap && (
          <div className="aspect-[4/3] overflow-hidden rounded-xl border border-border bg-surface shadow-card">
            {interactive && (
              <iframe
                src={contact.mapEmbedUrl ?? undefined}
                title={`Map: ${contact.address}`}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="size-full border-0"
              />
            )}
          </div>
        )}
      </div>
    </MarketingSection>
  );
}

export { ContactBlock, type ContactBlockProps, type OpeningHours, type ShopContact };
