import { type ComponentProps } from 'react';

import { formatDateTime } from '../../api/rules/dates';
import { cn } from '../lib/cn';

type OrderHistoryEntry = {
  /** ms since epoch */
  at: number;
  /** who did it (a staff member's email) */
  who: string;
  /** what was done, in words ('Marked paid, transfer GTB-20261125-0042') */
  what: string;
};

type OrderHistoryProps = Omit<ComponentProps<'ol'>, 'children'> & { entries: readonly OrderHistoryEntry[] };

/** What the shop has done to an order, oldest first: when, what, who. */
function OrderHistory({ entries, className, ...props }: OrderHistoryProps) {
  if (entries.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing has been changed by the shop yet.</p>;
  return (
    <ol
      data-slot="order-history"
      className={cn('grid gap-3 border-l-2 border-border pl-4', className)}
      {...props}
    >
      {entries.map((entry, index) => (
        // an email address has nowhere to break: on a phone it may break anywhere rather than widen the page
        <li key={`${entry.at}-${index}`} className="grid gap-0.5 text-sm wrap-anywhere">
          <span className="font-medium text-foreground">{entry.what}</span>
          <span className="text-muted-foreground">
            <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time> by {entry.who}
          </span>
        </li>
      ))}
    </ol>
  );
}

export { OrderHistory, type OrderHistoryEntry, type OrderHistoryProps };
