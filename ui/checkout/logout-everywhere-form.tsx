import { Button } from '../primitives/button';
import { errorSummaryItems } from '../primitives/error-summary';
import { FormCard } from './form-card';

type LogoutEverywhereFormProps = {
  onSubmit: () => void;
  busy?: boolean;
  /** Why the sessions could not be ended ('Network error. Please try again.'). */
  error?: string | null;
  /** Where the form posts before (or without) the page's scripts (method="post"); `intent` names it. */
  action?: string;
};

/** Ends every session of the account, this one too: for a lost phone or a shared computer. */
function LogoutEverywhereForm({
  onSubmit,
  busy = false,
  error,
  action = '/account',
}: LogoutEverywhereFormProps) {
  return (
    <FormCard
      data-slot="logout-everywhere-form"
      title="Log Out Everywhere"
      titleAs="h2"
      description="Lost a phone, or logged in on a shared computer? This logs your account out on every device, this one too. Your password stays the same."
      method="post"
      action={action}
      onSubmit={onSubmit}
      errors={busy ? [] : errorSummaryItems(error)}
    >
      <input type="hidden" name="intent" value="logout-everywhere" />
      <Button type="submit" variant="outline" size="lg" fullWidth busy={busy} busyLabel="Logging out...">
        Log Out Everywhere
      </Button>
    </FormCard>
  );
}

export { LogoutEverywhereForm, type LogoutEverywhereFormProps };
