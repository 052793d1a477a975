import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-pill px-2.5 py-1 text-xs label-caps [&_svg]:size-3.5',
  {
    variants: {
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
    defaultVariants: { tone: 'neutral' },
  },
);

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short uppercase tag: 'Bestseller', 'Out of stock', 'Multiple options available', 'Paid', 'Test mode'. */
function Badge({ tone, className, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}

export { Badge, badgeVariants, type BadgeProps };
