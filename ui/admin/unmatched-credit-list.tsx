import { useId, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { formatPrice } from '../lib/money';
import { type Tone } from '../lib/tones';

/**
 * A credit of the statement offered for no order (it matched none, or was confirmed before), or a row whose
 * amount could not be read.
 */
type UnmatchedCredit = {
  /** the row in the file, as a spreadsheet numbers it */
  line: number;
  /** as the bank wrote it; may be blank */
  date: string;
  description: string;
  /** naira; null when the row's amount is not a number */
  amount: number | null;
  /**
   * why no order is offered ('no order awaiting payment names this reference or comes to this amount', 'already
   * confirmed as the payment of #2a535483')
   */
  why: string;
};

type UnmatchedCreditListProps = Omit<ComponentProps<'section'>, 'children'> & {
  credits: readonly UnmatchedCredit[];
  /** the list's heading, which also names its region: 'Matched nothing' unless said ('Already confirmed') */
  heading?: string;
  /** the colour of each reason: 'warning' for credits to look into, 'neutral' for those needing nothing done */
  whyTone?: Extract<Tone, 'warning' | 'neutral'>;
};

const whyTones = { warning: 'text-warning', neutral: 'text-muted-foreground' } as const;

const columns = 'md:grid-cols-[4rem_7rem_minmax(0,1fr)_8rem_minmax(0,1fr)] md:items-baseline md:gap-4';

/**
 * 'Matched nothing': the credits the owner must look into (a transfer without the order's reference, a shopper
 * who paid twice), each with its line in the file and why; under another heading, another group of them
 * ('Already confirmed'). A row each on a laptop, a card each on a phone.
 */
function UnmatchedCreditList({
  credits,
  heading = 'Matched nothing',
  whyTone = 'warning',
  className,
  ...props
}: UnmatchedCreditListProps) {
  // a page may show two of these lists: each region is named by its own heading
  const headingId = useId();
  return (
    <section
      data-slot="unmatched-credit-list"
      aria-labelledby={headingId}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <h2 id={headingId} className="font-display text-xl text-foreground">
        {heading}
      </h2>
      <div className="grid gap-2">
        <div
          aria-hidden="true"
          className={cn('hidden px-4 text-xs font-medium text-muted-foreground md:grid', columns)}
        >
          <span>Line</span>
          <span>Date</span>
          <span>Narration</span>
          <span className="text-right">Amount</span>
          <span>Why</span>
        </div>
        <ul className="grid gap-3 md:gap-0 md:divide-y md:divide-border md:overflow-hidden md:rounded-xl md:border md:border-border md:bg-card">
          {credits.map((credit) => (
            <li
              key={credit.line}
              data-slot="unmatched-credit"
              aria-label={`Line ${credit.line}`}
              className={cn(
                'grid grid-cols-[auto_minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1 rounded-xl border border-border bg-card p-4 shadow-card',
                'md:rounded-none md:border-0 md:shadow-none',
                columns,
              )}
            >
              <span className="text-sm text-muted-foreground tabular-nums">
                <span className="md:sr-only">Line </span>
                {credit.line}
              </span>
              <span className="text-sm text-muted-foreground">{credit.date}</span>
              <span className="text-right font-medium tabular-nums text-foreground md:col-start-4 md:row-start-1">
                {credit.amount === null ? 'No amount' : formatPrice(credit.amount)}
              </span>
              <span className="col-span-3 break-words text-foreground md:col-span-1 md:col-start-3 md:row-start-1">
                {credit.description}
              </span>
              <span
                className={cn(
                  'col-span-3 text-sm md:col-span-1 md:col-start-5 md:row-start-1',
                  whyTones[whyTone],
                )}
              >
                {credit.why}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export { UnmatchedCreditList, type UnmatchedCredit, type UnmatchedCreditListProps };
