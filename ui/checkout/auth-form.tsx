import { type ReactNode } from 'react';

import type { AuthMode } from '../../api';
import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import { errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';
import { EmailField } from './email-field';
import { FormCard } from './form-card';
import { PasswordInput } from './password-input';

type AuthField = 'name' | 'email' | 'password';
type AuthValues = Record<AuthField, string>;

type AuthFormProps = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  values: AuthValues;
  onChange: (field: AuthField, value: string) => void;
  /** Every field filled and the email well formed (the browser checks both first). */
  onSubmit: (mode: AuthMode, values: AuthValues) => void;
  busy?: boolean;
  /** The server's message or the transport's about the whole form ('Invalid email or password'). */
  error?: ReactNode;
  /** A message about one field, shown beside it ('Password must be at least 8 characters' on Sign Up). */
  fieldErrors?: Partial<Record<AuthField, ReactNode>>;
  /** Under the password when signing up (docs/decisions/030-passwords-and-reset-links.md). */
  passwordHint?: ReactNode;
  forgotPasswordHref?: string;
  /** Where the form posts without JavaScript (method="post"); `intent` says login or signup. */
  action?: string;
  /** The other mode's page, for the switch link without JavaScript. */
  modeHref?: (mode: AuthMode) => string;
};

const copy = {
  login: {
    title: 'Login',
    submit: 'Sign In',
    busy: 'Signing in...',
    ask: 'New here?',
    switchTo: 'Create account',
  },
  signup: {
    title: 'Sign Up',
    submit: 'Sign Up',
    busy: 'Signing up...',
    ask: 'Already have an account?',
    switchTo: 'Login Here',
  },
} as const satisfies Record<AuthMode, Record<string, string>>;

/**
 * Login and Sign Up in one card, switched by the link under it. Controlled: the login page keeps the values.
 * A real form: before the page's scripts run (or without them) it posts to `action` and the server answers.
 * (No 'Or continue with' divider: the shop has no other way to log in.)
 */
function AuthForm({
  mode,
  onModeChange,
  values,
  onChange,
  onSubmit,
  busy = false,
  error,
  fieldErrors = {},
  passwordHint = 'At least 8 characters',
  forgotPasswordHref = '/forgot-password',
  action = '/login',
  modeHref = (next) => `/login?mode=${next}`,
}: AuthFormProps) {
  const words = copy[mode];
  const signingUp = mode === 'signup';
  const otherMode = signingUp ? 'login' : 'signup';
  const ids = useFieldIds(['name', 'email', 'password']);
  const errors = busy
    ? []
    : errorSummaryItems(error, [
        [ids.name, fieldErrors.name],
        [ids.email, fieldErrors.email],
        [ids.password, fieldErrors.password],
      ]);

  return (
    <FormCard
      data-slot="auth-form"
      title={words.title}
      method="post"
      action={action}
      onSubmit={() => onSubmit(mode, values)}
      errors={errors}
      footer={
        <p>
          {words.ask}{' '}
          <Button asChild variant="link">
            <a
              href={modeHref(otherMode)}
              onClick={(event) => {
                event.preventDefault();
                onModeChange(otherMode);
              }}
            >
              {words.switchTo}
            </a>
          </Button>
        </p>
      }
    >
      <input type="hidden" name="intent" value={mode} />
      {signingUp && (
        <Field id={ids.name} label="Full Name" required error={fieldErrors.name}>
          <Input
            name="name"
            autoComplete="name"
            required
            value={values.name}
            disabled={busy}
            onChange={(event) => onChange('name', event.target.value)}
          />
        </Field>
      )}
      <EmailField
        id={ids.email}
        error={fieldErrors.email}
        value={values.email}
        onValueChange={(email) => onChange('email', email)}
        disabled={busy}
      />
      <div className="grid gap-1">
        <Field
          id={ids.password}
          label="Password"
          required
          hint={signingUp ? passwordHint : undefined}
          error={fieldErrors.password}
        >
          <PasswordInput
            name="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            required
            value={values.password}
            disabled={busy}
            onChange={(event) => onChange('password', event.target.value)}
          />
        </Field>
        {!signingUp && (
          <Button asChild variant="link" className="justify-self-end text-sm">
            <ShopLink href={forgotPasswordHref}>Forgot password?</ShopLink>
          </Button>
        )}
      </div>
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel={words.busy}>
        {words.submit}
      </Button>
    </FormCard>
  );
}

export { AuthForm, type AuthField, type AuthFormProps, type AuthMode, type AuthValues };
