import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { keepEnterFromSubmitting } from '../lib/keep-enter-from-submitting';
import { useChosenBeforeHydration } from '../lib/use-typed-before-hydration';
import { useControllableState } from '../lib/use-controllable-state';

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

type RadioGroupProps = Omit<ComponentProps<'div'>, 'children' | 'defaultValue'> &
  VariantProps<typeof radioGroupVariants> & {
    options: readonly RadioOption[];
    /** The visible group label; without it pass aria-label. */
    label?: ReactNode;
    /** The chosen option's value ('' for none yet); leave out for an uncontrolled group. */
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    /** Every option, not only those marked disabled. */
    disabled?: boolean;
    /** The radios' form field name; a generated one by default. */
    name?: string;
    required?: boolean;
  };

/**
 * One choice out of a few, on the browser's own radios: sharing one `name` makes them a group, so Tab enters
 * it on the chosen option and the arrow keys move and choose, skipping disabled ones.
 * Controlled with `value` + `onValueChange`, or uncontrolled with `defaultValue`.
 */
function RadioGroup({
  options,
  label,
  appearance,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  disabled,
  name,
  required,
  className,
  ...props
}: RadioGroupProps) {
  const id = useId();
  const labelId = label ? `${id}-label` : undefined;
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const groupRef = useChosenBeforeHydration<HTMLDivElement>(value, setValue);

  return (
    <div data-slot="radio-group-field" className="grid gap-2">
      {label && (
        <span id={labelId} data-slot="radio-group-label" className="text-sm font-medium text-foreground">
          {label}
        </span>
      )}
      <div
        ref={groupRef}
        role="radiogroup"
        data-slot="radio-group"
        aria-labelledby={labelId}
        aria-required={required}
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
                  'rounded-lg border border-border bg-card px-4 py-4 transition-colors duration-fast hover:border-input has-checked:border-primary has-checked:bg-primary-soft/50 has-checked:shadow-soft',
              )}
            >
              <input
                type="radio"
                id={itemId}
                name={name ?? id}
                value={option.value}
                checked={option.value === value}
                onChange={() => setValue(option.value)}
                onKeyDown={keepEnterFromSubmitting}
                disabled={disabled || option.disabled}
                required={required}
                // The whole row is the <label> (a big touch target), so name the radio by its label text alone.
                aria-labelledby={labelTextId}
                aria-describedby={descriptionId}
                data-slot="radio"
                className={cn(
                  'mt-px grid size-5 shrink-0 appearance-none place-content-center rounded-pill border border-input bg-card',
                  'transition-colors duration-fast group-hover:border-primary checked:border-primary',
                  // The dot is the radio's own ::before, shown while it is checked.
                  'before:invisible before:size-2.5 before:rounded-pill before:bg-primary checked:before:visible',
                )}
              />
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
      </div>
    </div>
  );
}

export { RadioGroup, type RadioGroupProps, type RadioOption };
