import { type ComponentProps, type FormEvent } from 'react';

import { type ContactRequest } from '../../api';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';
import { Textarea } from '../primitives/textarea';
import { Icon } from '../primitives/icon';

/** What the contact form sends (POST /api/contact), every field held as text: a phone left out is ''. */
type ContactFormValues = Required<ContactRequest>;

type ContactFormField = keyof ContactFormValues;

/** How the last submission went, as the shop answered. */
type ContactFormResult = { tone: 'success' | 'error'; message: string };

type ContactFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'onChange'> & {
  values: ContactFormValues;
  /** A message per field ('Name is required'), shown under it. */
  errors?: Partial<Record<ContactFormField, string>>;
  onValueChange: (field: ContactFormField, value: string) => void;
  /** The shopper pressed Send; the owner validates and posts. */
  onSubmit: (values: ContactFormValues) => void;
  submitting?: boolean;
  result?: ContactFormResult | null;
};

type FieldSpec = {
  name: ContactFormField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  required: boolean;
  hint?: string;
};

const fields = [
  { name: 'name', label: 'Your name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    required: false,
    hint: 'Optional: for a quicker reply by call or WhatsApp',
  },
  { name: 'subject', label: 'Subject', autoComplete: 'off', required: true },
] as const satisfies readonly FieldSpec[];

/** Every field in the order shown, the message last. */
const fieldOrder = [
  ...fields.map((field) => field.name),
  'message',
] as const satisfies readonly ContactFormField[];

/**
 * The contact page's form: name, email, phone, subject, message. Controlled: the owner keeps the values, checks
 * them, posts them and passes back the errors, the busy state and the shop's answer.
 */
function ContactForm({
  values,
  errors = {},
  onValueChange,
  onSubmit,
  submitting = false,
  result,
  className,
  ...props
}: ContactFormProps) {
  const ids = useFieldIds(fieldOrder);
  const summary = submitting
    ? []
    : errorSummaryItems(
        result?.tone === 'error' && result.message,
        fieldOrder.map((name) => [ids[name], errors[name]] as const),
      );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  return (
    <form
      method="post"
      noValidate
      aria-label="Send us a message"
      data-slot="contact-form"
      onSubmit={submit}
      className={cn(
        'grid gap-5 rounded-xl border border-border bg-card p-6 shadow-card sm:grid-cols-2 sm:p-8',
        className,
      )}
      {...props}
    >
      <ErrorSummary errors={summary} className="sm:col-span-2" />
      {fields.map((field) => (
        <Field
          key={field.name}
          id={ids[field.name]}
          label={field.label}
          required={field.required}
          hint={'hint' in field ? field.hint : undefined}
          error={errors[field.name]}
        >
          <Input
            name={field.name}
            type={'type' in field ? field.type : 'text'}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => onValueChange(field.name, event.target.value)}
            disabled={submitting}
          />
        </Field>
      ))}
      <Field id={ids.message} label="Message" required error={errors.message} className="sm:col-span-2">
        <Textarea
          name="message"
          rows={6}
          value={values.message}
          onChange={(event) => onValueChange('message', event.target.value)}
          disabled={submitting}
        />
      </Field>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <Button type="submit" size="lg" busy={submitting} busyLabel="SENDING..." className="sm:self-start">
          Send Message
        </Button>
        {/* Always present, so screen readers announce the answer when it arrives; a refusal is in the summary. */}
        <div role="status" data-slot="contact-form-result">
          {result?.tone === 'success' && (
            <p className="flex items-start gap-2 rounded-lg bg-success-soft p-4 text-success">
              <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
              {result.message}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

export {
  ContactForm,
  type ContactFormField,
  type ContactFormProps,
  type ContactFormResult,
  type ContactFormValues,
};
