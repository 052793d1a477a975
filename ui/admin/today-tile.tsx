import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Icon } from '../primitives/icon';

const todayTileVariants = cva('grid content-start gap-3 rounded-xl border bg-card p-5 shadow-card', {
  variants: {
    tone: {
      calm: 'border-border',
      attention: 'border-warning',
    },
  },
  defaultVariants: { tone: 'calm' },
});

type TileLink = { href: string; label: string };

type TodayTileProps = Omit<ComponentProps<'section'>, 'title'> &
  VariantProps<typeof todayTileVariants> & {
    title: string;
    /** How many; none for a tile that lists its things instead (low stock). */
    count?: number;
    /** Where to see them, with the link's words ('See the orders awaiting payment'); or several such links. */
    link?: TileLink | readonly TileLink[];
    children?: ReactNode;
  };

/** One thing that needs the shop today: a count and where to see them, or a short list. */
function TodayTile({ title, count, link, tone, className, children, ...props }: TodayTileProps) {
  const headingId = `today-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      data-slot="today-tile"
      aria-labelledby={headingId}
      className={cn(todayTileVariants({ tone }), className)}
      {...props}
    >
      <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
        {title}
      </h2>
      {count !== undefined && (
        <p data-slot="today-count" className="font-display text-display-sm text-foreground">
          {count}
        </p>
      )}
      {children}
      {(link === undefined ? [] : 'href' in link ? [link] : link).map(({ href, label }) => (
        <ShopLink
          key={href}
          href={href}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {label}
          <Icon name="arrow-right" className="size-4" />
        </ShopLink>
      ))}
    </section>
  );
}

type LowStockItem = { id: string; name: string; stock: number };

/** The products running out, fewest first: name and how many are left. */
function LowStockList({
  items,
  className,
  ...props
}: ComponentProps<'ul'> & { items: readonly LowStockItem[] }) {
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">Every product has stock to spare.</p>;
  return (
    <ul data-slot="low-stock-list" className={cn('grid divide-y divide-border', className)} {...props}>
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline justify-between gap-4 py-2 text-sm">
          <span className="text-foreground">{item.name}</span>
          <span className={cn('font-medium tabular-nums', item.stock === 0 ? 'text-danger' : 'text-warning')}>
            {item.stock === 0 ? 'Sold out' : `${item.stock} left`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export { LowStockList, TodayTile, todayTileVariants, type LowStockItem, type TodayTileProps };
