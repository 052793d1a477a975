import { type ReactNode } from 'react';

import { Field } from '../primitives/field';
import { Input } from '../primitives/input';

type CodeFieldProps = {
  defaultValue?: string;
  disabled?: boolean;
  label?: string;
  /** The box's id, for the error summary's link to it; generated when absent. */
  id?: string;
  error?: ReactNode;
};

/**
 * An authenticator app's 6-digit code: a number pad on phones, filled by the phone's own one-time-code offer,
 * and checked by the browser (six digits) before it is sent.
 */
function CodeField({ defaultValue = '', disabled, label = 'Code from your app', id, error }: CodeFieldProps) {
  return (
    <Field id={id} label={label} required error={error} hint="6 digits, new every 30 seconds">
      <Input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\s*(\d\s*){6}"
        maxLength={9}
        required
        defaultValue={defaultValue}
        disabled={disabled}
        className="max-w-48 font-mono tracking-widest"
      />
    </Field>
  );
}

export { CodeField, type CodeFieldProps };
