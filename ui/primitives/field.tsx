import * as LabelPrimitive from '@radix-ui/react-label';
import { Slot } from '@radix-ui/react-slot';
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { Icon } from './icon';

type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  label: ReactNode;
  /** Shown under the control ('We only call about your delivery'). */
  hint?: ReactNode;
  /** The message to show ('Please enter a valid email address'); marks the control invalid. */
  error?: ReactNode;
  /** Adds a required marker to the label and aria-required to the control (the form shows its own errors, so no
   *  native `required` and no browser bubble). */
  required?: boolean;
  /** Keep the label for screen readers only (a search box with a visible placeholder and icon). */
  hideLabel?: boolean;
  /** The id of the control; generated when absent. */
  id?: string;
  /** Exactly one control: Input, Textarea, Select, or any element that takes id and aria-* props. */
  children: ReactElement;
};

/**
 * A labelled form control with its hint and error. It hands the control its id, aria-describedby, aria-invalid
 * and aria-required, so `<Field label="Email" error={error}><Input /></Field>` is wired for screen readers.
 */
function Field({ label, hint, error, required, hideLabel, id, className, children, ...props }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = Boolean(error);
  const describedBy = [hint && hintId, invalid && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="field" className={cn('flex flex-col gap-2', className)} {...props}>
      <LabelPrimitive.Root
        htmlFor={controlId}
        data-slot="field-label"
        className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}
      >
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </LabelPrimitive.Root>
      <Slot
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
      >
        {children}
      </Slot>
      {hint && (
        <p id={hintId} data-slot="field-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} data-slot="field-error" className="flex items-start gap-1.5 text-sm text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

export { Field, type FieldProps };
