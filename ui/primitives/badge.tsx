import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';

const badgeVariants = cva('inline-flex w-fit shrink-0 items-center gap-1 py-1 [&_svg]:size-3.5', {
  variants: {
    shape: {
      tag: 'whitespace-nowrap rounded-pill px-2.5 text-xs label-caps',
      /** a few words that may wrap in a narrow card, in sentence case */
      note: 'rounded-md px-2 text-[0.6875rem] leading-snug font-semibold sm:text-xs',
    },
    tone: {
      bestseller: 'bg-accent text-accent-foreground',
      'out-of-stock': 'bg-aubergine-950 text-ivory-100',
      'multiple-options': 'bg-primary-soft text-primary',
      new: 'bg-primary text-primary-foreground',
      success: 'bg-success-soft text-success',
      info: 'bg-info-soft text-info',
      warning: 'bg-warning-soft text-warning',
      danger: 'bg-danger-soft text-danger',
      neutral: 'bg-neutral-soft text-neutral',
    },
  },
  defaultVariants: { tone: 'neutral', shape: 'tag' },
});

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short uppercase tag ('Bestseller', 'Out of stock', 'Paid', 'Test mode') or a note ('Multiple options available'). */
function Badge({ tone, shape, className, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone, shape }), className)} {...props} />;
}

export { Badge, badgeVariants, type BadgeProps };
