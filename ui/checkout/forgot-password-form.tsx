import { useState } from 'react';

import { Button } from '../primitives/button';
import { errorSummaryItems } from '../primitives/error-summary';
import { BackToLogin } from './back-to-login';
import { FormMessage, type FormResult } from './form-message';
import { EmailField } from './email-field';
import { FormCard } from './form-card';

type ForgotPasswordFormProps = {
  /** A filled, well-formed email (the browser checks both first). */
  onSubmit: (email: string) => void;
  busy?: boolean;
  /** What came back: the same success whether or not the account exists, so no one learns who has one. */
  result?: FormResult;
  loginHref?: string;
  defaultEmail?: string;
  /** Where the form posts before (or without) the page's scripts (method="post"); the server answers. */
  action?: string;
};

/** Asks for the email to send a reset link to. */
function ForgotPasswordForm({
  onSubmit,
  busy = false,
  result,
  loginHref,
  defaultEmail = '',
  action = '/forgot-password',
}: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(defaultEmail);

  return (
    <FormCard
      data-slot="forgot-password-form"
      title="Forgot Password"
      description="Enter the email you shop with and we will send you a link to choose a new password."
      method="post"
      action={action}
      onSubmit={() => onSubmit(email.trim())}
      // a refusal is about the whole form: the browser checks the email box before sending
      errors={busy ? [] : errorSummaryItems(result?.tone === 'danger' && result.text)}
      footer={<BackToLogin href={loginHref} />}
    >
      <EmailField value={email} onValueChange={setEmail} disabled={busy} />
      {result?.tone === 'success' && <FormMessage tone="success">{result.text}</FormMessage>}
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel="Sending...">
        Send Reset Link
      </Button>
    </FormCard>
  );
}

export { ForgotPasswordForm, type ForgotPasswordFormProps };
