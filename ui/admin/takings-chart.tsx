import { useId, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { formatPrice } from '../lib/money';

type TakingsBar = {
  /** the period's first day ('2026-11-16'): a key, and the table row's date */
  start: string;
  /** under the bar, a few letters wide ('16', '16/11', 'Nov') */
  short: string;
  /** in the table and the chart's description ('Mon 16 Nov', 'Week of 16 Nov', 'November 2026') */
  long: string;
  /** naira */
  amount: number;
  payments: number;
};

type TakingsChartProps = Omit<ComponentProps<'figure'>, 'children' | 'title'> & {
  /** what the chart shows ('Takings by day'): its caption and its picture's name */
  title: string;
  /** the table's first column ('Day', 'Week', 'Month') */
  periodLabel: string;
  bars: readonly TakingsBar[];
};

// the plot's height and where the bars stand, in px; the width follows the page
const HEIGHT = 200;
const TOP = 24;
const BASE = 172;

/** A bar's share of the width, in %: the bars take seven tenths of their slot, the gaps the rest. */
const slot = (index: number, count: number, at: number) => `${((index + at) * 100) / count}%`;

/**
 * Money by period as bars, drawn on the server as SVG (no scripts), with the same figures in a table under it
 * for screen readers and for reading the exact amounts. On a phone every other label under the bars is left out,
 * the newest always kept, so they never run into each other.
 */
function TakingsChart({ title, periodLabel, bars, className, ...props }: TakingsChartProps) {
  const id = useId();
  const highest = bars.reduce((top, bar) => (bar.amount > (top?.amount ?? 0) ? bar : top), bars[0]);
  const max = highest?.amount ?? 0;
  const total = bars.reduce((sum, bar) => sum + bar.amount, 0);
  const payments = bars.reduce((sum, bar) => sum + bar.payments, 0);
  const description =
    bars.length === 0
      ? 'No periods to show.'
      : `${bars.length} bars, ${bars[0]!.long} to ${bars.at(-1)!.long}, ${formatPrice(total)} in all. ` +
        (max > 0 && highest ? `The highest, ${formatPrice(max)}, in ${highest.long}.` : 'Nothing came in.');
  return (
    <figure
      data-slot="takings-chart"
      aria-labelledby={`${id}-caption`}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-5', className)}
      {...props}
    >
      <figcaption id={`${id}-caption`} className="text-sm font-medium text-muted-foreground">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width="100%"
        height={HEIGHT}
        className="overflow-visible text-xs"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1="0" x2="100%" y1={TOP} y2={TOP} className="stroke-border" strokeDasharray="4 4" />
        <text x="0" y={TOP - 8} className="fill-muted-foreground">
          {formatPrice(max)}
        </text>
        {bars.map((bar, index) => {
          const height = max > 0 ? ((BASE - TOP) * bar.amount) / max : 0;
          return (
            <g key={bar.start}>
              {bar.amount > 0 && (
                <rect
                  data-slot="takings-bar"
                  x={slot(index, bars.length, 0.15)}
                  width={slot(0, bars.length, 0.7)}
                  y={BASE - Math.max(height, 2)}
                  height={Math.max(height, 2)}
                  rx="3"
                  className="fill-primary"
                >
                  <title>{`${bar.long}: ${formatPrice(bar.amount)}`}</title>
                </rect>
              )}
              <text
                x={slot(index, bars.length, 0.5)}
                y={BASE + 18}
                textAnchor="middle"
                className={cn(
                  'fill-muted-foreground',
                  bars.length > 7 && (bars.length - 1 - index) % 2 === 1 && 'max-sm:hidden',
                )}
              >
                {bar.short}
              </text>
            </g>
          );
        })}
        <line x1="0" x2="100%" y1={BASE} y2={BASE} className="stroke-foreground/40" />
      </svg>
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 font-medium">
              {periodLabel}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Payments
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Takings
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {bars.map((bar) => (
            <tr key={bar.start}>
              <th scope="row" className="py-1.5 text-left font-normal">
                {bar.long}
              </th>
              <td className="py-1.5 text-right tabular-nums">{bar.payments}</td>
              <td className="py-1.5 text-right tabular-nums">{formatPrice(bar.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border font-medium">
          <tr>
            <th scope="row" className="py-2 text-left">
              In all
            </th>
            <td className="py-2 text-right tabular-nums">{payments}</td>
            <td className="py-2 text-right tabular-nums">{formatPrice(total)}</td>
          </tr>
        </tfoot>
      </table>
    </figure>
  );
}

export { TakingsChart, type TakingsBar, type TakingsChartProps };
