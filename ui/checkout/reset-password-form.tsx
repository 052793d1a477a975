import { useState, type ReactNode } from 'react';

import { Button } from '../primitives/button';
import { errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { BackToLogin } from './back-to-login';
import { FormMessage, type FormResult } from './form-message';
import { FormCard } from './form-card';
import { PasswordInput } from './password-input';

type ResetPasswordFormProps = {
  /** Both fields filled (the browser checks first); the caller compares them and checks the password. */
  onSubmit: (password: string, confirmPassword: string) => void;
  busy?: boolean;
  /** Under New Password (api passwordProblem: 'Password must be at least 8 characters'). */
  passwordError?: ReactNode;
  /** Under Confirm Password ('Passwords do not match'). */
  confirmError?: ReactNode;
  result?: FormResult;
  loginHref?: string;
  /** Where the form posts before (or without) the page's scripts (method="post"); the server answers. */
  action?: string;
};

/** Choosing a new password from a reset link. */
function ResetPasswordForm({
  onSubmit,
  busy = false,
  passwordError,
  confirmError,
  result,
  loginHref,
  action,
}: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const ids = useFieldIds(['password', 'confirm']);
  const errors = busy
    ? []
    : errorSummaryItems(result?.tone === 'danger' && result.text, [
        [ids.password, passwordError],
        [ids.confirm, confirmError],
      ]);

  return (
    <FormCard
      data-slot="reset-password-form"
      title="Reset Password"
      description="Choose a new password of at least 8 characters."
      method="post"
      action={action}
      onSubmit={() => onSubmit(password, confirm)}
      errors={errors}
      footer={<BackToLogin href={loginHref} />}
    >
      <Field id={ids.password} label="New Password" required error={passwordError}>
        <PasswordInput
          name="password"
          toggleLabel="Show new password"
          autoComplete="new-password"
          required
          value={password}
          disabled={busy}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Field id={ids.confirm} label="Confirm Password" required error={confirmError}>
        <PasswordInput
          name="confirmPassword"
          toggleLabel="Show confirm password"
          autoComplete="new-password"
          required
          value={confirm}
          disabled={busy}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </Field>
      {result?.tone === 'success' && <FormMessage tone="success">{result.text}</FormMessage>}
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel="Resetting...">
        Reset Password
      </Button>
    </FormCard>
  );
}

export { ResetPasswordForm, type ResetPasswordFormProps };
