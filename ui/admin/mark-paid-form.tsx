import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { HiddenFields } from '../primitives/hidden-fields';
import { Input } from '../primitives/input';
import { type FormAs } from './form-as';

type MarkPaidFormProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Where the form posts (the order's page); the server marks it paid and answers. */
  action: string;
  /** Fields the owner does not see (intent, the order's id). */
  fields: Readonly<Record<string, string>>;
  /** The reference typed, kept when the server refused it. */
  defaultReference?: string;
  /** Why the reference was refused ("Give the transfer's reference"). */
  error?: string;
  /** Why the whole form failed (the order was paid already). */
  formError?: string;
  busy?: boolean;
  formAs?: FormAs;
};

/** A bank transfer has come in: the reference as the bank statement shows it, and the order is paid. */
function MarkPaidForm({
  action,
  fields,
  defaultReference = '',
  error,
  formError,
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: MarkPaidFormProps) {
  const ids = useFieldIds(['reference']);
  return (
    <section
      data-slot="mark-paid-form"
      aria-labelledby={`${ids.reference}-title`}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card', className)}
      {...props}
    >
      <h2 id={`${ids.reference}-title`} className="font-display text-xl text-foreground">
        Mark paid
      </h2>
      <Form method="post" action={action} noValidate className="grid gap-4">
        <ErrorSummary
          titleAs="h3"
          errors={busy ? [] : errorSummaryItems(formError, [[ids.reference, error]])}
        />
        <HiddenFields fields={fields} />
        <Field
          id={ids.reference}
          label="Transfer reference"
          hint="As the bank statement shows it"
          error={busy ? undefined : error}
          required
        >
          <Input name="reference" autoComplete="off" spellCheck={false} defaultValue={defaultReference} />
        </Field>
        <Button type="submit" busy={busy} busyLabel="Marking paid..." className="justify-self-start">
          Mark paid
        </Button>
      </Form>
    </section>
  );
}

export { MarkPaidForm, type MarkPaidFormProps };
