import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Icon } from './icon';

const spinnerVariants = cva('animate-spin shrink-0 motion-reduce:animate-none', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

/** The turning ring alone, hidden from assistive technology: for places that announce busyness themselves. */
function SpinnerIcon({ className, size }: { className?: string } & VariantProps<typeof spinnerVariants>) {
  return (
    <Icon
      name="loader-circle"
      data-slot="spinner-icon"
      className={cn(spinnerVariants({ size }), className)}
    />
  );
}

type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read to screen readers ('Loading your orders'). */
    label?: string;
  };

/** A loading indicator with a status role, so screen readers hear the label. */
function Spinner({ label = 'Loading', size, className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center text-primary', className)}
      {...props}
    >
      <SpinnerIcon size={size} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, SpinnerIcon, spinnerVariants };
