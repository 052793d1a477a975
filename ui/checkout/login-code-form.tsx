import { useId, type ReactNode } from 'react';

import { Button } from '../primitives/button';
import { errorSummaryItems } from '../primitives/error-summary';
import { BackToLogin } from './back-to-login';
import { CodeField } from './code-field';
import { FormCard } from './form-card';

type LoginCodeFormProps = {
  /** The code typed, six digits (the browser checks them first). */
  onSubmit: (code: string) => void;
  busy?: boolean;
  /** Why the code was refused ('That code is not right...'). */
  error?: string | null;
  /** Where the form posts before (or without) the page's scripts (method="post"); the server answers. */
  action?: string;
  loginHref?: string;
  /** Another way through this step, under the form (the recovery code's form: a form of its own). */
  alternative?: ReactNode;
};

/** A login's second step: the code from the authenticator app, after a right password. */
function LoginCodeForm({
  onSubmit,
  busy = false,
  error,
  action = '/login/code',
  loginHref,
  alternative,
}: LoginCodeFormProps) {
  const codeId = useId();
  return (
    <FormCard
      data-slot="login-code-form"
      title="Enter your code"
      description="Your password was right. Open your authenticator app and enter the 6-digit code it shows for the shop."
      method="post"
      action={action}
      onSubmit={() => {
        const box = document.getElementById(codeId);
        onSubmit(box instanceof HTMLInputElement ? box.value : '');
      }}
      errors={busy ? [] : errorSummaryItems(null, [[codeId, error]])}
      footer={
        <>
          {alternative}
          <BackToLogin href={loginHref} />
        </>
      }
    >
      <CodeField id={codeId} disabled={busy} error={busy ? undefined : error} />
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel="Checking...">
        Log in
      </Button>
    </FormCard>
  );
}

export { LoginCodeForm, type LoginCodeFormProps };
