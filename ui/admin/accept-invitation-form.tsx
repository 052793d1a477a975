import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';

type AcceptInvitationFormProps = Omit<ComponentProps<'form'>, 'children' | 'method' | 'action'> & {
  /** Where the form posts: the invitation's own page, which the server answers (no script needed). */
  action: string;
  /** The invited email: the account whose password is chosen, shown and given to password managers. */
  email: string;
  /** 'Staff' or 'Owner': what accepting makes them */
  roleLabel: string;
  /** false: an account of that email exists, and its password is chosen anew */
  newAccount: boolean;
  /** What a password must be ('At least 8 characters.'), the shop's rule */
  passwordHint?: string;
  /** Why the password was refused, beside its box ('Passwords do not match' beside the second). */
  passwordError?: string;
  confirmError?: string;
};

/**
 * An invitation to the admin, accepted from the mailed link: the person chooses the account's password (a new
 * account's first, or an existing one's anew, which ends every session of it) and the role is theirs.
 */
function AcceptInvitationForm({
  action,
  email,
  roleLabel,
  newAccount,
  passwordHint,
  passwordError,
  confirmError,
  className,
  ...props
}: AcceptInvitationFormProps) {
  const ids = useFieldIds(['password', 'confirm', 'title']);
  return (
    <form
      method="post"
      action={action}
      aria-labelledby={ids.title}
      className={cn(
        'grid max-w-md gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5',
        className,
      )}
      {...props}
    >
      <h2 id={ids.title} className="font-display text-xl">
        Join as {roleLabel.toLowerCase()}
      </h2>
      <p className="text-sm text-muted-foreground">
        {newAccount
          ? `Choose the password of your new account, ${email}.`
          : `Choose a new password for your account, ${email}: it replaces the one before (you may type the same one again), and every device logged in to it is logged out.`}
      </p>
      <ErrorSummary
        titleAs="h3"
        errors={errorSummaryItems(null, [
          [ids.password, passwordError],
          [ids.confirm, confirmError],
        ])}
      />
      {/* the account's name, for a password manager to file the new password under */}
      <input type="hidden" name="email" value={email} autoComplete="username" />
      <Field id={ids.password} label="Password" hint={passwordHint} required error={passwordError}>
        <Input name="password" type="password" autoComplete="new-password" required />
      </Field>
      <Field id={ids.confirm} label="Confirm password" required error={confirmError}>
        <Input name="confirmPassword" type="password" autoComplete="new-password" required />
      </Field>
      <Button type="submit" className="w-fit">
        Accept the invitation
      </Button>
    </form>
  );
}

export { AcceptInvitationForm, type AcceptInvitationFormProps };
