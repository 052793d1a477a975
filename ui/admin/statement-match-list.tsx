import { cva } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { formatPrice } from '../lib/money';
import { type Tone } from '../lib/tones';
import { Badge } from '../primitives/badge';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { HiddenFields } from '../primitives/hidden-fields';
import { type FormAs } from './form-as';
import { Icon } from '../primitives/icon';

/** A credit of the statement tied to an order awaiting payment, as the owner judges it. */
type StatementMatchRow = {
  /** What the row's box posts as `pay` when ticked: the order and the transfer's reference. */
  value: string;
  /** as the bank wrote it ('25-Nov-2026'); may be blank */
  date: string;
  /** the credit's narration */
  description: string;
  /** the credit's amount, naira */
  amount: number;
  /** the order's reference ('#2a535483') */
  reference: string;
  /** where the order's page is */
  href: string;
  /** the shopper's name */
  name: string;
  /** how the credit was tied to the order, in words ('Reference and amount') */
  how: string;
  howTone: Tone;
  /** the sentence to judge by ('paid ₦20,000.00 of ₦27,500.00') */
  why: string;
  /** ticked when the list shows: only a sure match */
  ticked: boolean;
};

type StatementMatchListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Where the ticked matches are posted to be marked paid. */
  action: string;
  /** Fields the owner does not see (intent, the statement to match again after a refusal). */
  fields: Readonly<Record<string, string>>;
  matches: readonly StatementMatchRow[];
  /** Why the confirmation was refused ('Tick at least one payment to confirm'). */
  error?: string;
  busy?: boolean;
  formAs?: FormAs;
};

const columns =
  'md:grid-cols-[2.75rem_6.5rem_minmax(0,1fr)_8rem_6.5rem_minmax(0,9rem)_13.5rem] md:items-start md:gap-4';

/** On a phone the parts stack beside the box; on a laptop each takes its column of the one row. */
const wide = 'col-span-2 col-start-2';
const at = {
  box: 'md:col-start-1 md:row-span-1 md:row-start-1',
  date: 'md:col-span-1 md:col-start-2 md:row-start-1',
  narration: 'md:col-span-1 md:col-start-3 md:row-start-1',
  amount: 'md:col-start-4 md:row-start-1',
  order: 'md:col-start-5 md:row-start-1',
  name: 'md:col-span-1 md:col-start-6 md:row-start-1',
  how: 'md:col-span-1 md:col-start-7 md:row-start-1',
} as const;

const rowVariants = cva(
  [
    'grid grid-cols-[2.75rem_minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1 rounded-xl border bg-card p-4 shadow-card',
    'md:rounded-none md:border-0 md:shadow-none',
  ],
  {
    variants: {
      ticked: {
        true: 'border-primary md:bg-primary-soft/40',
        false: 'border-border',
      },
    },
    defaultVariants: { ticked: false },
  },
);

const paymentsWord = (count: number) => (count === 1 ? '1 payment' : `${count} payments`);

/**
 * The matches, each with a box to confirm it: a row each on a laptop (date, narration, amount, order, shopper,
 * how it matched), a card each on a phone. Only the sure matches come ticked; 'Confirm N payments' marks the
 * ticked orders paid in one step and counts them as the owner ticks (without scripts it counts those first ticked).
 */
function StatementMatchList({
  action,
  fields,
  matches,
  error,
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: StatementMatchListProps) {
  const ids = useFieldIds(['title', 'first']);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(
    () => new Set(matches.filter((match) => match.ticked).map((match) => match.value)),
  );
  const tick = (value: string, on: boolean) =>
    setTicked((before) => {
      const after = new Set(before);
      if (on) after.add(value);
      else after.delete(value);
      return after;
    });
  return (
    <section
      data-slot="statement-match-list"
      aria-labelledby={ids.title}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <h2 id={ids.title} className="font-display text-xl text-foreground">
        Matched to orders
      </h2>
      <Form method="post" action={action} noValidate className="grid gap-4">
        <ErrorSummary titleAs="h3" errors={busy ? [] : errorSummaryItems(null, [[ids.first, error]])} />
        <HiddenFields fields={fields} />
        <div className="grid gap-2">
          <div
            aria-hidden="true"
            className={cn('hidden px-4 text-xs font-medium text-muted-foreground md:grid', columns)}
          >
            <span>Pay</span>
            <span>Date</span>
            <span>Narration</span>
            <span className="text-right">Amount</span>
            <span>Order</span>
            <span>Shopper</span>
            <span>Matched by</span>
          </div>
          <ul className="grid gap-3 md:gap-0 md:divide-y md:divide-border md:overflow-hidden md:rounded-xl md:border md:border-border md:bg-card">
            {matches.map((match, index) => {
              const on = ticked.has(match.value);
              // two transfers for one order: each is named by its amount too
              const shared = matches.some((other) => other !== match && other.reference === match.reference);
              const which = shared ? `${match.reference}: ${formatPrice(match.amount)}` : match.reference;
              return (
                <li
                  key={match.value}
                  data-slot="statement-match"
                  aria-label={`Match for ${which}`}
                  className={cn(rowVariants({ ticked: on }), columns)}
                >
                  <Checkbox
                    id={index === 0 ? ids.first : undefined}
                    name="pay"
                    value={match.value}
                    checked={on}
                    onCheckedChange={(checked) => tick(match.value, checked === true)}
                    label={
                      <span className="sr-only">
                        {shared ? `Record ${which}` : `Mark ${match.reference} paid`}
                      </span>
                    }
                    className={cn('-mt-2.5 row-span-5', at.box)}
                  />
                  <ShopLink
                    href={match.href}
                    className={cn('font-semibold text-primary underline-offset-4 hover:underline', at.order)}
                  >
                    {match.reference}
                  </ShopLink>
                  <span className={cn('text-right font-medium tabular-nums text-foreground', at.amount)}>
                    {formatPrice(match.amount)}
                  </span>
                  <span className={cn(wide, 'truncate text-foreground', at.name)}>{match.name}</span>
                  <span className={cn(wide, 'text-sm text-muted-foreground', at.date)}>{match.date}</span>
                  <span className={cn(wide, 'break-words text-foreground', at.narration)}>
                    {match.description}
                  </span>
                  <span className={cn(wide, 'grid justify-items-start gap-1', at.how)}>
                    <Badge tone={match.howTone}>{match.how}</Badge>
                    <span className="text-sm text-muted-foreground">{match.why}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <Button type="submit" busy={busy} busyLabel="Confirming..." className="justify-self-start">
          <Icon name="check-check" />
          Confirm {paymentsWord(ticked.size)}
        </Button>
      </Form>
    </section>
  );
}

export { StatementMatchList, type StatementMatchListProps, type StatementMatchRow };
