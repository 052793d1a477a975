import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { SpinnerIcon } from './spinner';

const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md',
    'transition-[color,background-color,border-color,box-shadow] duration-fast ease-luxe',
    // A busy button stays legible: only a plainly disabled one fades.
    'disabled:cursor-not-allowed disabled:not-aria-busy:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: 'label-caps bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover',
        secondary: 'label-caps bg-accent text-accent-foreground shadow-soft hover:bg-accent-hover',
        outline: 'label-caps border border-primary bg-transparent text-primary hover:bg-primary-soft',
        ghost: 'label-caps bg-transparent text-primary hover:bg-primary-soft',
        link: 'min-h-touch font-medium text-primary underline decoration-accent decoration-2 underline-offset-4 hover:decoration-primary',
        destructive: 'label-caps bg-danger text-white shadow-soft hover:bg-danger/90',
      },
      size: {
        sm: 'h-touch px-4 text-xs',
        md: 'h-12 px-6 text-sm',
        lg: 'h-14 px-8 text-sm',
      },
      fullWidth: {
        true: 'w-full',
      },
      /** A long label (a shopper's name in it) wraps onto a second line rather than widen a phone's page. */
      wrap: {
        true: 'h-auto min-h-12 shrink py-2 text-center whitespace-normal',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
    /** Working: the button is disabled, marked aria-busy and shows a spinner with `busyLabel`. */
    busy?: boolean;
    /** What the button says while busy ('PLACING ORDER...'); the usual label when absent. */
    busyLabel?: ReactNode;
  };

function Button({
  className,
  variant,
  size,
  fullWidth,
  wrap,
  asChild = false,
  busy = false,
  busyLabel,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, fullWidth, wrap }), className);

  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} {...props}>
        {children}
      </Slot>
    );
  }

  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <>
          <SpinnerIcon size="sm" />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

export { Button, buttonVariants, type ButtonProps };
