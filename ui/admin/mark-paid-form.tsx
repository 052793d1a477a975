import { Input } from '../primitives/input';
import { OneFieldForm, type OneFieldFormKindProps } from './one-field-form';

type MarkPaidFormProps = OneFieldFormKindProps & {
  /** The reference typed, kept when the server refused it. */
  defaultReference?: string;
};

/** A bank transfer has come in: the reference as the bank statement shows it, and the order is paid. */
function MarkPaidForm({ defaultReference = '', ...props }: MarkPaidFormProps) {
  return (
    <OneFieldForm
      data-slot="mark-paid-form"
      title="Mark paid"
      name="reference"
      label="Transfer reference"
      hint="As the bank statement shows it"
      submitLabel="Mark paid"
      busyLabel="Marking paid..."
      {...props}
    >
      <Input name="reference" autoComplete="off" spellCheck={false} defaultValue={defaultReference} />
    </OneFieldForm>
  );
}

export { MarkPaidForm, type MarkPaidFormProps };
