import { type ReactNode } from 'react';

import { Field } from '../primitives/field';
import { Input } from '../primitives/input';

type EmailFieldProps = {
  value: string;
  onValueChange: (email: string) => void;
  disabled?: boolean;
  label?: string;
  /** The box's id, for the error summary's link to it; generated when absent. */
  id?: string;
  /** Its message ('Please enter a valid email address'). */
  error?: ReactNode;
};

/** 'Email Address', required and of email type: the browser refuses an empty or malformed one before sending. */
function EmailField({ value, onValueChange, disabled, label = 'Email Address', id, error }: EmailFieldProps) {
  return (
    <Field id={id} label={label} required error={error}>
      <Input
        name="email"
        type="email"
        autoComplete="email"
        required
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Field>
  );
}

export { EmailField, type EmailFieldProps };
