import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';

type RadioOption = {
  value: string;
  label: ReactNode;
  /** A second line ('Pay before your order is processed'), linked to the radio with aria-describedby. */
  description?: ReactNode;
  disabled?: boolean;
};

const radioGroupVariants = cva('grid', {
  variants: {
    appearance: {
      /** Plain rows: a dot and its label. */
      list: 'gap-1',
      /** Each option a bordered card that highlights when chosen (payment methods, delivery options). */
      cards: 'gap-3',
    },
  },
  defaultVariants: { appearance: 'list' },
});

type RadioGroupProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'children'> &
  VariantProps<typeof radioGroupVariants> & {
    options: readonly RadioOption[];
    /** The visible group label; without it pass aria-label. */
    label?: ReactNode;
  };

/**
 * One choice out of a few, on Radix RadioGroup: Tab enters the group, arrow keys move and choose.
 * Controlled with `value` + `onValueChange`, or uncontrolled with `defaultValue`.
 */
function RadioGroup({ options, label, appearance, className, ...props }: RadioGroupProps) {
  const id = useId();
  const labelId = label ? `${id}-label` : undefined;

  return (
    <div data-slot="radio-group-field" className="grid gap-2">
      {label && (
        <span id={labelId} data-slot="radio-group-label" className="text-sm font-medium text-foreground">
          {label}
        </span>
      )}
      <RadioGroupPrimitive.Root
        data-slot="radio-group"
        aria-labelledby={labelId}
        className={cn(radioGroupVariants({ appearance }), className)}
        {...props}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          const labelTextId = `${itemId}-label`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          return (
            <label
              key={option.value}
              htmlFor={itemId}
              data-slot="radio-option"
              className={cn(
                'group flex min-h-touch cursor-pointer items-start gap-3 py-2.5',
                'has-disabled:cursor-not-allowed has-disabled:opacity-60',
                appearance === 'cards' &&
                  'rounded-lg border border-border bg-card px-4 py-4 transition-colors duration-fast hover:border-input has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary-soft/50 has-data-[state=checked]:shadow-soft',
              )}
            >
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                // The whole row is the <label> (a big touch target), so name the radio by its label text alone.
                aria-labelledby={labelTextId}
                aria-describedby={descriptionId}
                data-slot="radio"
                className={cn(
                  'mt-px flex size-5 shrink-0 items-center justify-center rounded-pill border border-input bg-card',
                  'transition-colors duration-fast group-hover:border-primary data-[state=checked]:border-primary',
                )}
              >
                <RadioGroupPrimitive.Indicator className="size-2.5 rounded-pill bg-primary" />
              </RadioGroupPrimitive.Item>
              <span className="grid gap-0.5">
                <span id={labelTextId} className="text-base leading-snug text-foreground">
                  {option.label}
                </span>
                {option.description && (
                  <span id={descriptionId} className="text-sm text-muted-foreground">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </RadioGroupPrimitive.Root>
    </div>
  );
}

export { RadioGroup, type RadioGroupProps, type RadioOption };
