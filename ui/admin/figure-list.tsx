import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';

type Figure = {
  label: string;
  /** as it is read ('₦120,000.00', '4') */
  value: string;
  /** a line under it ('3 payments') */
  note?: string;
  /** a figure below zero or one to watch: shown in the danger colour */
  warn?: boolean;
};

type FigureListProps = Omit<ComponentProps<'dl'>, 'children'> & { figures: readonly Figure[] };

/** A few headline figures side by side, each its name, its value and a short note: wrap onto rows on a phone. */
function FigureList({ figures, className, ...props }: FigureListProps) {
  return (
    <dl
      data-slot="figure-list"
      className={cn('grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]', className)}
      {...props}
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="grid content-start gap-1 rounded-xl border border-border bg-card p-4"
        >
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd
            className={cn(
              'font-display text-lg font-semibold tabular-nums break-words sm:text-xl',
              figure.warn ? 'text-danger' : 'text-foreground',
            )}
          >
            {figure.value}
          </dd>
          {figure.note && <dd className="text-xs text-muted-foreground">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

type RankedItem = { id: string; name: string; /** its figure ('12 units', '₦60,000.00') */ figure: string };

type RankedListProps = Omit<ComponentProps<'ol'>, 'children'> & { items: readonly RankedItem[] };

/** Things in order, the first the most: a name and its figure a line (the best sellers). */
function RankedList({ items, className, ...props }: RankedListProps) {
  return (
    <ol
      data-slot="ranked-list"
      className={cn('grid list-decimal divide-y divide-border pl-5', className)}
      {...props}
    >
      {items.map((item) => (
        <li key={item.id} className="py-2 text-sm">
          <span className="flex items-baseline justify-between gap-4">
            <span className="text-foreground">{item.name}</span>
            <span className="font-medium whitespace-nowrap tabular-nums">{item.figure}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export { FigureList, RankedList, type Figure, type FigureListProps, type RankedItem, type RankedListProps };
