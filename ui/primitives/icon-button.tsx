import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';

const iconButtonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center rounded-pill',
    'transition-[color,background-color,border-color] duration-fast ease-luxe',
    'disabled:cursor-not-allowed disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-5",
  ],
  {
    variants: {
      variant: {
        ghost: 'text-foreground hover:bg-primary-soft',
        outline: 'border border-input bg-card text-foreground hover:bg-primary-soft',
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-accent text-accent-foreground hover:bg-accent-hover',
      },
      size: {
        md: 'size-touch',
        lg: 'size-12',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** What the button does, for screen readers and as a tooltip ('Open cart'). Required: the icon says nothing. */
    label: string;
  };

/** A round button showing only an icon (pass an <Icon> as the child); its label is its accessible name. */
function IconButton({ label, variant, size, className, type, children, ...props }: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
    </button>
  );
}

export { IconButton, iconButtonVariants, type IconButtonProps };
