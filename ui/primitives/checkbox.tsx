import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';

type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> & {
  label: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
};

/**
 * A checkbox with its label; the whole row is the touch target (44 px tall). Controlled with `checked` +
 * `onCheckedChange`, or uncontrolled with `defaultChecked`. `checked="indeterminate"` draws a dash.
 */
function Checkbox({ label, description, id, className, disabled, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const descriptionId = description ? `${boxId}-description` : undefined;

  return (
    <div
      data-slot="checkbox-field"
      data-disabled={disabled ? '' : undefined}
      className={cn('flex min-h-touch items-start gap-3 py-2.5 data-disabled:opacity-60', className)}
    >
      <CheckboxPrimitive.Root
        id={boxId}
        data-slot="checkbox"
        disabled={disabled}
        aria-describedby={descriptionId}
        className={cn(
          'peer mt-px flex size-5 shrink-0 items-center justify-center rounded-sm border border-input bg-card',
          'transition-colors duration-fast hover:border-primary disabled:cursor-not-allowed',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
          'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
          // The box is small to the eye; this invisible halo makes it a 44 px target on its own too.
          'relative after:absolute after:-inset-3 after:content-[""]',
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group">
          <Check
            aria-hidden="true"
            className="size-3.5 group-data-[state=indeterminate]:hidden"
            strokeWidth={3}
          />
          <Minus
            aria-hidden="true"
            className="hidden size-3.5 group-data-[state=indeterminate]:block"
            strokeWidth={3}
          />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="grid gap-0.5">
        <label
          htmlFor={boxId}
          data-slot="checkbox-label"
          className="cursor-pointer text-base leading-snug text-foreground peer-disabled:cursor-not-allowed"
        >
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

export { Checkbox, type CheckboxProps };
