import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { HiddenFields } from '../primitives/hidden-fields';
import { Input } from '../primitives/input';
import { NativeSelect, type NativeSelectOption } from '../primitives/native-select';
import { type FormAs } from './form-as';

/** The fields a money form refuses by name; `detail` is its reference or its reason. */
type MoneyField = 'amount' | 'method' | 'detail';

type MoneyFormProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** Where the form posts; the server answers it, with or without scripts. */
  action: string;
  /** Fields the owner does not see (intent). */
  fields: Readonly<Record<string, string>>;
  /** What is typed or chosen when the form shows: the sums the order suggests, or what the server refused. */
  defaults: { amount: string; method: string; detail: string };
  /** Why a field was refused, beside it and in the summary. */
  errors?: Partial<Record<MoneyField, string>>;
  /** Why the whole form failed, in the summary. */
  formError?: string;
  busy?: boolean;
  formAs?: FormAs;
};

type MoneyFormKindProps = MoneyFormProps & {
  title: string;
  /** A sentence above the fields: what is owed, or why a refund is asked for. */
  lead?: ReactNode;
  amountHint: string;
  methods: readonly NativeSelectOption[];
  detail: { name: string; label: string; hint: string; required: boolean };
  submitLabel: string;
  busyLabel: string;
  /** The button's look: a refund gives money away. */
  variant?: 'primary' | 'outline';
};

/**
 * An admin card for money that moved on an order: how much (naira), how, and a reference or a reason. MarkPaidForm
 * and RefundForm are its kinds.
 */
function MoneyForm({
  title,
  lead,
  action,
  fields,
  defaults,
  errors = {},
  formError,
  amountHint,
  methods,
  detail,
  submitLabel,
  busyLabel,
  variant = 'primary',
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: MoneyFormKindProps) {
  const ids = useFieldIds(['title', 'amount', 'method', 'detail']);
  const shown = busy ? {} : errors;
  return (
    <section
      aria-labelledby={ids.title}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card', className)}
      {...props}
    >
      <h2 id={ids.title} className="font-display text-xl text-foreground">
        {title}
      </h2>
      {lead}
      <Form method="post" action={action} noValidate className="grid gap-4">
        <ErrorSummary
          titleAs="h3"
          errors={
            busy
              ? []
              : errorSummaryItems(formError, [
                  [ids.amount, shown.amount],
                  [ids.method, shown.method],
                  [ids.detail, shown.detail],
                ])
          }
        />
        <HiddenFields fields={fields} />
        <Field id={ids.amount} label="Amount (₦)" hint={amountHint} error={shown.amount} required>
          <Input name="amount" inputMode="decimal" autoComplete="off" defaultValue={defaults.amount} />
        </Field>
        <Field id={ids.method} label="How" error={shown.method} required>
          <NativeSelect name="method" options={methods} defaultValue={defaults.method} />
        </Field>
        <Field
          id={ids.detail}
          label={detail.label}
          hint={detail.hint}
          error={shown.detail}
          required={detail.required}
        >
          <Input name={detail.name} autoComplete="off" spellCheck={false} defaultValue={defaults.detail} />
        </Field>
        <Button
          type="submit"
          variant={variant}
          busy={busy}
          busyLabel={busyLabel}
          className="justify-self-start"
        >
          {submitLabel}
        </Button>
      </Form>
    </section>
  );
}

export { MoneyForm, type MoneyField, type MoneyFormProps };
