import { type ComponentProps } from 'react';

import { formatOrderDate } from '../checkout/order-format';
import { cn } from '../lib/cn';

type SubscriberRow = { email: string; /** ms since epoch */ date: number };

type SubscriberListProps = Omit<ComponentProps<'ul'>, 'children'> & { subscribers: readonly SubscriberRow[] };

/** The newsletter's newest subscribers: the address and the day it subscribed. */
function SubscriberList({ subscribers, className, ...props }: SubscriberListProps) {
  return (
    <ul
      data-slot="subscriber-list"
      className={cn('grid divide-y divide-border rounded-xl border border-border bg-card px-4', className)}
      {...props}
    >
      {subscribers.map((subscriber) => (
        <li
          key={subscriber.email}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
        >
          <span className="break-all text-foreground">{subscriber.email}</span>
          <time className="text-sm text-muted-foreground" dateTime={new Date(subscriber.date).toISOString()}>
            {formatOrderDate(subscriber.date)}
          </time>
        </li>
      ))}
    </ul>
  );
}

export { SubscriberList, type SubscriberListProps, type SubscriberRow };
