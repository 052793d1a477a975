import { useState, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { HiddenFields } from '../primitives/hidden-fields';
import { NativeSelect, type NativeSelectOption } from '../primitives/native-select';
import { type FormAs } from './form-as';

type OrderStatusFormProps = Omit<ComponentProps<'section'>, 'children'> & {
  action: string;
  fields: Readonly<Record<string, string>>;
  options: readonly NativeSelectOption[];
  /** The status chosen when the form shows: the order's, or the one the server was asked for. */
  defaultStatus: string;
  /** The option that cancels: choosing it asks for a tick first ('Yes, cancel and return the stock'). */
  cancelValue: string;
  /** Why the server refused: the confirmation missing, or the change itself. */
  error?: string;
  /** The error is about the confirmation box (its summary link leads there). */
  errorAt?: 'status' | 'confirm';
  busy?: boolean;
  formAs?: FormAs;
};

/**
 * 'Change status': a select of the statuses. Cancelling returns the stock, so it takes a tick in a box that shows
 * once 'Cancelled' is chosen; without the page's scripts the server shows the box on the second step.
 */
function OrderStatusForm({
  action,
  fields,
  options,
  defaultStatus,
  cancelValue,
  error,
  errorAt = 'status',
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: OrderStatusFormProps) {
  const ids = useFieldIds(['status', 'confirm', 'title']);
  const [status, setStatus] = useState(defaultStatus);
  const cancelling = status === cancelValue;
  const shownError = busy ? undefined : error;
  return (
    <section
      data-slot="order-status-form"
      aria-labelledby={ids.title}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card', className)}
      {...props}
    >
      <h2 id={ids.title} className="font-display text-xl text-foreground">
        Change status
      </h2>
      <Form method="post" action={action} noValidate className="grid gap-4">
        <ErrorSummary
          titleAs="h3"
          errors={errorSummaryItems(null, [[errorAt === 'confirm' ? ids.confirm : ids.status, shownError]])}
        />
        <HiddenFields fields={fields} />
        <Field id={ids.status} label="Status" error={errorAt === 'status' ? shownError : undefined}>
          <NativeSelect name="status" options={options} value={status} onValueChange={setStatus} />
        </Field>
        {cancelling && (
          <div className="grid gap-2 rounded-md bg-danger-soft p-3">
            <Checkbox
              id={ids.confirm}
              name="confirm"
              value="yes"
              label="Yes, cancel and return the stock"
              description="The shopper is told by mail. A cancelled order cannot be reopened."
              aria-invalid={errorAt === 'confirm' && shownError ? true : undefined}
            />
            {errorAt === 'confirm' && shownError && <p className="text-sm text-danger">{shownError}</p>}
          </div>
        )}
        <Button
          type="submit"
          variant={cancelling ? 'destructive' : 'primary'}
          busy={busy}
          busyLabel="Saving..."
          className="justify-self-start"
        >
          {cancelling ? 'Cancel order' : 'Change status'}
        </Button>
      </Form>
    </section>
  );
}

export { OrderStatusForm, type OrderStatusFormProps };
