import { Field } from '../primitives/field';
import { Input } from '../primitives/input';

type EmailFieldProps = {
  value: string;
  onValueChange: (email: string) => void;
  disabled?: boolean;
  label?: string;
};

/** 'Email Address', required and of email type: the browser refuses an empty or malformed one before sending. */
function EmailField({ value, onValueChange, disabled, label = 'Email Address' }: EmailFieldProps) {
  return (
    <Field label={label} required>
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
