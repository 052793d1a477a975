import { type ReactNode } from 'react';

import type { PasswordChangeField, PasswordChangeValues } from '../../api';
import { Button } from '../primitives/button';
import { errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { FormCard } from './form-card';
import { FormMessage, type FormResult } from './form-message';
import { PasswordInput } from './password-input';

type ChangePasswordFormProps = {
  /** Controlled: the account page keeps what is typed. */
  values: PasswordChangeValues;
  onChange: (field: PasswordChangeField, value: string) => void;
  /** Every box filled (the browser checks first); the caller compares and checks the new password. */
  onSubmit: () => void;
  busy?: boolean;
  /** A message beside its box ('That is not your current password.', 'Passwords do not match'). */
  errors?: Partial<Record<PasswordChangeField, ReactNode>>;
  /** What happened to the whole form: done, or refused for a reason of no one box (too many attempts). */
  result?: FormResult;
  /** Where the form posts before (or without) the page's scripts (method="post"); `intent` names it. */
  action?: string;
};

const boxes = [
  { field: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  {
    field: 'newPassword',
    label: 'New Password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters',
  },
  { field: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const satisfies readonly {
  field: PasswordChangeField;
  label: string;
  autoComplete: string;
  hint?: string;
}[];

/** A logged-in shopper's new password; changing it logs out every other device (the one in use stays). */
function ChangePasswordForm({
  values,
  onChange,
  onSubmit,
  busy = false,
  errors = {},
  result,
  action = '/account',
}: ChangePasswordFormProps) {
  const ids = useFieldIds(boxes.map((box) => box.field));
  const summary = busy
    ? []
    : errorSummaryItems(
        result?.tone === 'danger' && result.text,
        boxes.map((box) => [ids[box.field], errors[box.field]] as const),
      );
  return (
    <FormCard
      data-slot="change-password-form"
      title="Change Password"
      titleAs="h2"
      description="Every other device logged in to your account is logged out; this one stays logged in."
      method="post"
      action={action}
      onSubmit={onSubmit}
      errors={summary}
    >
      <input type="hidden" name="intent" value="change-password" />
      {boxes.map((box) => (
        <Field
          key={box.field}
          id={ids[box.field]}
          label={box.label}
          required
          hint={'hint' in box ? box.hint : undefined}
          error={errors[box.field]}
        >
          <PasswordInput
            name={box.field}
            toggleLabel={`Show ${box.label.toLowerCase()}`}
            autoComplete={box.autoComplete}
            required
            value={values[box.field]}
            disabled={busy}
            onChange={(event) => onChange(box.field, event.target.value)}
          />
        </Field>
      ))}
      {result?.tone === 'success' && <FormMessage tone="success">{result.text}</FormMessage>}
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel="Changing...">
        Change Password
      </Button>
    </FormCard>
  );
}

export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type PasswordChangeField,
  type PasswordChangeValues,
};
