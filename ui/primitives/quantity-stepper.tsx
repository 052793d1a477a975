import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';

import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration';
import { Icon } from './icon';

/** A cart quantity is a whole number from 1 up: a line of 0 is no line, and the bin removes it. */
const MIN = 1;

const stepperVariants = cva(
  'inline-flex items-stretch overflow-hidden rounded-md border border-input bg-card data-disabled:opacity-60',
  {
    variants: {
      size: {
        md: 'h-touch',
        lg: 'h-12',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

// a plain string, not cn(): cn() at import time would build tailwind-merge's tables while the page loads
const stepButtonClasses =
  'focus-ring-inset inline-flex w-touch shrink-0 items-center justify-center text-foreground ' +
  'transition-colors duration-fast hover:bg-primary-soft disabled:cursor-not-allowed disabled:text-muted-foreground disabled:hover:bg-transparent';

type QuantityStepperProps = Omit<ComponentProps<'div'>, 'onChange'> &
  VariantProps<typeof stepperVariants> & {
    value: number;
    /**
     * Called with the new quantity, always 1 or more and never above `max`. Leave out in a form the server
     * answers (`stepName`): the steps then post as they are.
     */
    onValueChange?: (quantity: number) => void;
    /** The most allowed (the stock); no upper limit when absent. */
    max?: number;
    /** Called with a typed quantity above `max`, which is not taken (say 'Only {stock} available in stock'). */
    onExceedMax?: (attempted: number) => void;
    disabled?: boolean;
    /** Accessible name of the number box. */
    label?: string;
    decreaseLabel?: string;
    increaseLabel?: string;
    /** The box's field, for a native form post. */
    name?: string;
    /**
     * In a form (a cart line, ADD TO CART), the step buttons are submit buttons posting this field with the
     * new quantity, so they work before the page's scripts run; a hidden default button before them makes
     * Enter in the box post the form as it stands, not a step. Without it the steps need the scripts, and
     * show disabled until the page has them (a button that ignores a tap is never shown as ready).
     */
    stepName?: string;
  };

/**
 * − [ 2 ] + : buttons step by one, the box takes a typed number, arrow keys in the box step too. A typed 0 or
 * below, or not a number, is ignored, and the last good quantity comes back on blur; one above `max` is refused
 * through `onExceedMax`, and the box shows the quantity it holds at once.
 */
function QuantityStepper({
  value,
  onValueChange,
  max,
  onExceedMax,
  disabled = false,
  label = 'Quantity',
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  name,
  stepName,
  size,
  className,
  ...props
}: QuantityStepperProps) {
  // What the shopper is typing, shown until the box loses focus; null shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const stepsWork = useHydrated() || stepName !== undefined;
  const boxRef = useTypedBeforeHydration<HTMLInputElement>({
    value: draft ?? String(value),
    onChange: (event) => onType(event.target.value),
  });
  const canDecrease = stepsWork && !disabled && value > MIN;
  const canIncrease = stepsWork && !disabled && (max === undefined || value < max);
  const stepButton = (to: number) =>
    stepName === undefined
      ? { type: 'button' as const, onClick: () => commit(to) }
      : {
          type: 'submit' as const,
          name: stepName,
          value: String(to),
          // with the scripts, the quantity changes here; the post is for a page without them
          onClick: (event: MouseEvent) => {
            if (!onValueChange) return;
            event.preventDefault();
            commit(to);
          },
        };

  const commit = (next: number) => {
    if (max !== undefined && next > max) {
      // refused: the box shows the quantity held, never a number the total is not for
      setDraft(null);
      onExceedMax?.(next);
    } else if (next >= MIN && next !== value) onValueChange?.(next);
  };

  const onType = (text: string) => {
    setDraft(text);
    if (/^\d+$/.test(text.trim())) commit(Number(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' && canIncrease) commit(value + 1);
    else if (event.key === 'ArrowDown' && canDecrease) commit(value - 1);
    else return;
    event.preventDefault();
    setDraft(null);
  };

  return (
    <div
      data-slot="quantity-stepper"
      data-disabled={disabled || undefined}
      className={cn(stepperVariants({ size }), className)}
      {...props}
    >
      {stepName !== undefined && (
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          Submit
        </button>
      )}
      <button
        {...stepButton(value - 1)}
        aria-label={decreaseLabel}
        disabled={!canDecrease}
        className={stepButtonClasses}
      >
        <Icon name="minus" className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        ref={boxRef}
        aria-label={label}
        name={name}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => onType(event.target.value)}
        onBlur={() => setDraft(null)}
        onKeyDown={onKeyDown}
        data-slot="quantity-stepper-input"
        className="focus-ring-inset w-12 min-w-0 border-x border-border bg-transparent text-center text-base font-medium text-foreground tabular-nums disabled:cursor-not-allowed"
      />
      <button
        {...stepButton(value + 1)}
        aria-label={increaseLabel}
        disabled={!canIncrease}
        className={stepButtonClasses}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}

export { QuantityStepper, type QuantityStepperProps };
