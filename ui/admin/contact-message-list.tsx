import { type ComponentProps } from 'react';

import { formatOrderDate } from '../checkout/order-format';
import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Badge } from '../primitives/badge';

/** Where a message stands: nobody opened it, opened and waiting for an answer, answered. */
const messageStandings = {
  new: { label: 'New', tone: 'new' },
  toAnswer: { label: 'To answer', tone: 'neutral' },
  answered: { label: 'Answered', tone: 'success' },
} as const satisfies Record<string, { label: string; tone: ComponentProps<typeof Badge>['tone'] }>;

type MessageStanding = keyof typeof messageStandings;

type ContactMessageSummary = {
  id: string;
  /** the message's page: by its id only, never the sender's address */
  href: string;
  name: string;
  subject: string;
  /** ms since epoch */
  date: number;
  standing: MessageStanding;
};

type ContactMessageListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  messages: readonly ContactMessageSummary[];
};

/** The contact page's messages, newest first: who, about what, when, and where each stands; a new one in bold. */
function ContactMessageList({ messages, className, ...props }: ContactMessageListProps) {
  return (
    <ul
      data-slot="contact-message-list"
      className={cn(
        'grid divide-y divide-border overflow-hidden rounded-xl border border-border bg-card',
        className,
      )}
      {...props}
    >
      {messages.map((message) => (
        <li key={message.id} aria-label={`${message.subject}, from ${message.name}`}>
          <ShopLink
            href={message.href}
            className="grid min-h-11 gap-1 p-4 hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
          >
            <span className="grid gap-0.5">
              <span
                className={cn(
                  'truncate text-foreground',
                  message.standing === 'new' ? 'font-semibold' : 'font-medium',
                )}
              >
                {message.subject}
              </span>
              <span className="text-sm text-muted-foreground">
                {message.name} ·{' '}
                <time dateTime={new Date(message.date).toISOString()}>{formatOrderDate(message.date)}</time>
              </span>
            </span>
            <Badge tone={messageStandings[message.standing].tone}>
              {messageStandings[message.standing].label}
            </Badge>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}

export {
  ContactMessageList,
  messageStandings,
  type ContactMessageListProps,
  type ContactMessageSummary,
  type MessageStanding,
};
