import type { NativeSelectOption } from '../primitives/native-select';
import { MoneyForm, type MoneyFormProps } from './money-form';

type RefundFormProps = MoneyFormProps & {
  /** How money is given back (bank transfer, cash, card), as the store words them. */
  methods: readonly NativeSelectOption[];
  /** What may still be given back, formatted ('₦23,500.00'): the amount's hint. */
  refundable: string;
  /** The order is cancelled and was paid: the shopper is owed their money, so the form asks for it. */
  asked?: boolean;
};

/**
 * Money given back on an order (a cancelled paid order, a broken bottle): how much, how, and why; the shopper is
 * told by mail. Never more than was paid and not refunded yet.
 */
function RefundForm({ refundable, asked = false, ...props }: RefundFormProps) {
  return (
    <MoneyForm
      data-slot="refund-form"
      title="Record a refund"
      lead={
        asked ? (
          <p className="rounded-md bg-warning-soft px-4 py-3 text-sm text-warning">
            This order is cancelled and {refundable} of it was paid: send the shopper their money, then record
            it here.
          </p>
        ) : undefined
      }
      amountHint={`At most ${refundable}`}
      detail={{ name: 'reason', label: 'Why', hint: 'The shopper reads it in the mail', required: true }}
      submitLabel="Record refund"
      busyLabel="Recording..."
      variant={asked ? 'primary' : 'outline'}
      {...props}
    />
  );
}

export { RefundForm, type RefundFormProps };
