import { type ComponentProps, type ReactElement } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { HiddenFields } from '../primitives/hidden-fields';
import { type FormAs } from './form-as';

type OneFieldFormProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** The card's heading, which names the form ('Mark paid'). */
  title: string;
  /** Where the form posts; the server answers it, with or without scripts. */
  action: string;
  /** Fields the owner does not see (intent). */
  fields: Readonly<Record<string, string>>;
  /** The field's name in the post, and its label and hint. */
  name: string;
  label: string;
  hint: string;
  /** Exactly one control (Input, Textarea) named `name`. */
  children: ReactElement;
  /** Why the field was refused, beside it and in the summary. */
  error?: string;
  /** Why the whole form failed, in the summary. */
  formError?: string;
  submitLabel: string;
  busyLabel: string;
  busy?: boolean;
  formAs?: FormAs;
};

/** What a kind of OneFieldForm leaves to its user: it fixes the heading, the field and the button's words. */
type OneFieldFormKindProps = Omit<
  OneFieldFormProps,
  'title' | 'name' | 'label' | 'hint' | 'children' | 'submitLabel' | 'busyLabel'
>;

/**
 * An admin card holding a form of one required field and its button, the refusals said in the summary and
 * beside the field. MarkPaidForm, ReplyForm, OrderNoteForm and DeliveryNoteForm are its kinds.
 */
function OneFieldForm({
  title,
  action,
  fields,
  name,
  label,
  hint,
  children,
  error,
  formError,
  submitLabel,
  busyLabel,
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: OneFieldFormProps) {
  const ids = useFieldIds([name]);
  const id = ids[name]!;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card', className)}
      {...props}
    >
      <h2 id={`${id}-title`} className="font-display text-xl text-foreground">
        {title}
      </h2>
      <Form method="post" action={action} noValidate className="grid gap-4">
        <ErrorSummary titleAs="h3" errors={busy ? [] : errorSummaryItems(formError, [[id, error]])} />
        <HiddenFields fields={fields} />
        <Field id={id} label={label} hint={hint} error={busy ? undefined : error} required>
          {children}
        </Field>
        <Button type="submit" busy={busy} busyLabel={busyLabel} className="justify-self-start">
          {submitLabel}
        </Button>
      </Form>
    </section>
  );
}

export { OneFieldForm, type OneFieldFormKindProps, type OneFieldFormProps };
