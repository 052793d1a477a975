import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { EmptyState } from '../primitives/empty-state';
import { Skeleton } from '../primitives/skeleton';
import { ProductCard, type ProductCardProps } from './product-card';

// Two columns even on a 360 px phone (shoppers compare scents side by side), more as the screen widens.
const productGridVariants = cva('grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5', {
  variants: {
    maxColumns: {
      4: 'lg:grid-cols-4',
      5: 'lg:grid-cols-4 xl:grid-cols-5',
    },
  },
  defaultVariants: { maxColumns: 4 },
});

type ProductGridCard = Omit<ProductCardProps, 'headingLevel' | 'priority'> & { productId: string };

type ProductGridProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof productGridVariants> & {
    /** One entry per card: the card's props and the product id (the list key). */
    cards: readonly ProductGridCard[];
    loading?: boolean;
    /** How many skeleton cards stand in while loading. */
    loadingCount?: number;
    /** The first cards that load their image at once (above the fold). */
    priorityCount?: number;
    headingLevel?: 'h2' | 'h3';
    /** What shows when there are no cards (the screen's own messages). */
    emptyTitle: ReactNode;
    emptyMessage?: ReactNode;
    emptyAction?: ReactNode;
    emptyIcon?: ReactNode;
  };

function SkeletonCard() {
  return (
    <div data-slot="product-card-skeleton" className="overflow-hidden rounded-lg bg-card shadow-card">
      <Skeleton className="aspect-4/5 rounded-none" />
      <div className="grid gap-2 p-3 sm:p-4">
        <Skeleton shape="text" className="w-3/4" />
        <Skeleton shape="text" className="w-1/3" />
      </div>
    </div>
  );
}

/** A grid of product cards, with its loading and empty states. */
function ProductGrid({
  cards,
  loading = false,
  loadingCount = 8,
  priorityCount = 0,
  headingLevel,
  maxColumns,
  emptyTitle,
  emptyMessage,
  emptyAction,
  emptyIcon,
  className,
  ...props
}: ProductGridProps) {
  const grid = cn(productGridVariants({ maxColumns }), className);

  if (loading) {
    return (
      <div data-slot="product-grid" aria-busy="true" className={grid} {...props}>
        <span role="status" className="sr-only">
          Loading perfumes
        </span>
        {Array.from({ length: loadingCount }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </div>
    );
  }

  if (cards.length === 0) {
    return (
      <div data-slot="product-grid" {...props}>
        <EmptyState icon={emptyIcon} title={emptyTitle} action={emptyAction}>
          {emptyMessage}
        </EmptyState>
      </div>
    );
  }

  return (
    <div data-slot="product-grid" {...props}>
      <ul className={grid}>
        {cards.map(({ productId, ...card }, index) => (
          <li key={productId} className="flex">
            <ProductCard
              {...card}
              className={cn('w-full', card.className)}
              headingLevel={headingLevel}
              priority={index < priorityCount}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ProductGrid, productGridVariants, type ProductGridCard, type ProductGridProps };
