import type { NativeSelectOption } from '../primitives/native-select';
import { MoneyForm, type MoneyFormProps } from './money-form';

type MarkPaidFormProps = MoneyFormProps & {
  /** How money comes in by hand (bank transfer, cash), as the store words them. */
  methods: readonly NativeSelectOption[];
  /** What the order still owes, formatted ('₦23,500.00'): the amount's hint. */
  owed: string;
};

/**
 * Money has come in for an order by hand: how much, how, and the reference the bank statement shows. All that is
 * owed marks the order paid; less is kept as a part payment (two transfers for one order).
 */
function MarkPaidForm({ owed, ...props }: MarkPaidFormProps) {
  return (
    <MoneyForm
      data-slot="mark-paid-form"
      title="Mark paid"
      amountHint={`Owed: ${owed}. Less is kept as a part payment.`}
      detail={{
        name: 'reference',
        label: 'Transfer reference',
        hint: 'As the bank statement shows it (not needed for cash)',
        required: false,
      }}
      submitLabel="Mark paid"
      busyLabel="Marking paid..."
      {...props}
    />
  );
}

export { MarkPaidForm, type MarkPaidFormProps };
