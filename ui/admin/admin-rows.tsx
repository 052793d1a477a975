import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';

type AdminRowsProps = ComponentProps<'ul'> & {
  /** the md: grid template the header line and every row share */
  columns: string;
  /** the header line's words, a column each; `end` ones sit at the right (sums) */
  headings: readonly { label: string; end?: boolean }[];
  /** names the whole list for tests and styles ('admin-order-list') */
  slot: string;
};

/**
 * An admin list that is a table on a laptop and cards on a phone: one header line over rows that share its
 * columns (orders, customers). Each row is an `<li className={adminRowClass(columns)}>`.
 */
function AdminRows({ columns, headings, slot, className, children, ...props }: AdminRowsProps) {
  return (
    <div data-slot={slot} className="grid gap-2">
      <div
        aria-hidden="true"
        className={cn('hidden px-4 text-xs font-medium text-muted-foreground md:grid', columns)}
      >
        {headings.map((heading) => (
          <span key={heading.label} className={heading.end ? 'text-right' : undefined}>
            {heading.label}
          </span>
        ))}
      </div>
      <ul
        className={cn(
          'grid gap-3 md:gap-0 md:divide-y md:divide-border md:overflow-hidden md:rounded-xl md:border md:border-border md:bg-card',
          className,
        )}
        {...props}
      >
        {children}
      </ul>
    </div>
  );
}

/** A row of AdminRows: a card on a phone, a line of the table from md on. */
const adminRowClass = (columns: string) =>
  cn(
    'grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-border bg-card p-4 shadow-card',
    'md:rounded-none md:border-0 md:shadow-none',
    columns,
  );

export { AdminRows, adminRowClass, type AdminRowsProps };
