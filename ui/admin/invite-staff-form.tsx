import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';
import { type FormAs } from './form-as';
import { Icon } from '../primitives/icon';

type InviteStaffFormProps = Omit<ComponentProps<'form'>, 'children' | 'method' | 'action' | 'onSubmit'> & {
  /** Where the form posts (intent=invite): the email rides in the body, never the address. */
  action: string;
  /** The email typed, kept when the server refused it. */
  defaultEmail?: string;
  /** Why it was refused ('Please enter a valid email address'). */
  error?: string;
  busy?: boolean;
  formAs?: FormAs;
};

/** Invites someone to work in the admin by their email: they join by the link mailed to it. */
function InviteStaffForm({
  action,
  defaultEmail = '',
  error,
  busy = false,
  formAs: Form = 'form',
  className,
}: InviteStaffFormProps) {
  const ids = useFieldIds(['email', 'title']);
  const shown = busy ? undefined : error;
  return (
    <Form
      method="post"
      action={action}
      aria-labelledby={ids.title}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5', className)}
    >
      <h2 id={ids.title} className="font-display text-xl">
        Invite staff
      </h2>
      <ErrorSummary titleAs="h3" errors={errorSummaryItems(null, [[ids.email, shown]])} />
      <input type="hidden" name="intent" value="invite" />
      <Field
        id={ids.email}
        label="Email"
        hint="A link is mailed to this email. They become staff when they follow it and choose their password."
        required
        error={shown}
      >
        <Input name="email" type="email" autoComplete="off" required defaultValue={defaultEmail} />
      </Field>
      <Button type="submit" className="w-fit" busy={busy} busyLabel="Inviting...">
        <Icon name="user-plus" />
        Invite
      </Button>
    </Form>
  );
}

export { InviteStaffForm, type InviteStaffFormProps };
