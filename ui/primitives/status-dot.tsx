import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { type Tone } from '../lib/tones';

const dotVariants = cva('size-2.5 shrink-0 rounded-pill ring-2', {
  variants: {
    tone: {
      success: 'bg-success-dot ring-success-soft',
      info: 'bg-info-dot ring-info-soft',
      warning: 'bg-warning-dot ring-warning-soft',
      danger: 'bg-danger-dot ring-danger-soft',
      neutral: 'bg-neutral-dot ring-neutral-soft',
    } satisfies Record<Tone, string>,
  },
  defaultVariants: { tone: 'neutral' },
});

type StatusDotProps = ComponentProps<'span'> & VariantProps<typeof dotVariants>;

/**
 * A coloured dot beside its label ('Delivered'). The colour only decorates: the label carries the meaning.
 * ui/ knows tones, not order statuses; store/ maps each status onto a tone.
 */
function StatusDot({ tone, className, children, ...props }: StatusDotProps) {
  return (
    <span
      data-slot="status-dot"
      className={cn('inline-flex items-center gap-2 text-sm font-medium text-foreground', className)}
      {...props}
    >
      <span aria-hidden="true" data-slot="status-dot-swatch" className={dotVariants({ tone })} />
      {children}
    </span>
  );
}

export { StatusDot, type StatusDotProps };
