import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';

const skeletonVariants = cva('animate-shimmer bg-ivory-300/70', {
  variants: {
    shape: {
      block: 'rounded-lg',
      text: 'h-4 w-full rounded-sm',
      circle: 'aspect-square rounded-pill',
    },
  },
  defaultVariants: { shape: 'block' },
});

type SkeletonProps = ComponentProps<'div'> & VariantProps<typeof skeletonVariants>;

/**
 * A placeholder the size of content still loading; size it with className. Hidden from screen readers: the region
 * that is loading should say so once (a Spinner, or aria-busy on its container), not once per grey bar.
 */
function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

export { Skeleton, type SkeletonProps };
