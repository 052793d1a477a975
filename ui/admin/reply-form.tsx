import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { HiddenFields } from '../primitives/hidden-fields';
import { Textarea } from '../primitives/textarea';
import { type FormAs } from './form-as';

type ReplyFormProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Where the form posts (the message's page). */
  action: string;
  /** Fields the owner does not see (intent). */
  fields: Readonly<Record<string, string>>;
  /** Who the reply goes to, by name ('Amaka Obi'). */
  to: string;
  /** The text typed, kept when the server refused it. */
  defaultReply?: string;
  /** The most characters the shop sends, told beside the box. */
  maxLength: number;
  /** Why the reply was refused ('Write the reply'). */
  error?: string;
  /** Why the whole form failed (the session ended). */
  formError?: string;
  busy?: boolean;
  formAs?: FormAs;
};

/**
 * A reply by mail: sent from the shop, with the shop's contact address to answer to and the shopper's message
 * quoted below it. Sending marks the message answered.
 */
function ReplyForm({
  action,
  fields,
  to,
  defaultReply = '',
  maxLength,
  error,
  formError,
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: ReplyFormProps) {
  const ids = useFieldIds(['reply']);
  return (
    <section
      data-slot="reply-form"
      aria-labelledby={`${ids.reply}-title`}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card', className)}
      {...props}
    >
      <h2 id={`${ids.reply}-title`} className="font-display text-xl text-foreground">
        Reply by mail
      </h2>
      <Form method="post" action={action} noValidate className="grid gap-4">
        <ErrorSummary titleAs="h3" errors={busy ? [] : errorSummaryItems(formError, [[ids.reply, error]])} />
        <HiddenFields fields={fields} />
        <Field
          id={ids.reply}
          label={`Your reply to ${to}`}
          hint={`Sent from the shop; their message is quoted below it. At most ${maxLength} characters.`}
          error={busy ? undefined : error}
          required
        >
          <Textarea name="reply" rows={6} defaultValue={defaultReply} />
        </Field>
        <Button type="submit" busy={busy} busyLabel="Sending..." className="justify-self-start">
          Send reply
        </Button>
      </Form>
    </section>
  );
}

export { ReplyForm, type ReplyFormProps };
