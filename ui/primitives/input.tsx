import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration';

/** The look shared by every text control (Input, Textarea, Select's trigger). 16 px text: iOS zooms on smaller. */
const controlVariants = cva(
  [
    'w-full min-w-0 rounded-md border border-input bg-card text-base text-foreground shadow-soft',
    'transition-[border-color,box-shadow] duration-fast ease-luxe placeholder:text-muted-foreground',
    'hover:border-primary focus-visible:border-primary',
    'disabled:cursor-not-allowed disabled:bg-surface disabled:opacity-60',
    'aria-invalid:border-danger aria-invalid:hover:border-danger',
  ],
  {
    variants: {
      size: {
        md: 'h-12 px-4',
        lg: 'h-14 px-5 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof controlVariants>;

/**
 * A one-line text box. Put it inside a Field to give it a label, a hint and an error. What is typed before the
 * page's scripts run is kept (useTypedBeforeHydration).
 */
function Input({ size, className, type = 'text', ref, ...props }: InputProps) {
  const boxRef = useTypedBeforeHydration(props, ref);
  return (
    <input
      ref={boxRef}
      data-slot="input"
      type={type}
      className={cn(controlVariants({ size }), className)}
      {...props}
    />
  );
}

export { controlVariants, Input, type InputProps };
