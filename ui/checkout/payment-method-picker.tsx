import { useId, type ComponentProps, type ReactNode } from 'react';

import { type PaymentMethod } from '../../api';
import { cn } from '../lib/cn';
import { Badge } from '../primitives/badge';
import { RadioGroup } from '../primitives/radio-group';
import { BlockHeading } from './block-heading';
import { Icon } from '../primitives/icon';

/**
 * The shop's words for each payment method, keyed by the API's method names
 * (docs/decisions/026-payment-methods-and-the-sandbox.md).
 */
const paymentMethodLabels = {
  cod: 'Payment before Delivery (Pay before your order is processed)',
  paystack: 'Paystack (card, bank, USSD)',
  flutterwave: 'Flutterwave (card, bank transfer)',
} as const satisfies Record<PaymentMethod, string>;

/** One method the server enables (api config `payments`, with the label above). */
type PaymentMethodOption = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** Sandbox or test keys: marked visibly so nobody thinks real money moved. */
  testMode?: boolean;
};

type PaymentMethodPickerProps = Omit<ComponentProps<'section'>, 'children'> & {
  methods: readonly PaymentMethodOption[];
  value: string;
  onValueChange: (method: string) => void;
  /** Why to pay online (docs/decisions/025-five-percent-off-online.md); nothing when null. */
  discountNote?: ReactNode;
  disabled?: boolean;
  title?: ReactNode;
};

/** PAYMENT METHOD: one card per enabled method; Tab enters the group and the arrow keys choose. */
function PaymentMethodPicker({
  methods,
  value,
  onValueChange,
  discountNote = '5% off when you pay online',
  disabled,
  title = 'PAYMENT METHOD',
  className,
  ...props
}: PaymentMethodPickerProps) {
  const headingId = useId();
  const options = methods.map(({ value: method, label, description, testMode }) => ({
    value: method,
    description,
    label: testMode ? (
      <span className="flex flex-wrap items-center gap-2">
        {label}
        <Badge tone="warning">Test mode</Badge>
      </span>
    ) : (
      label
    ),
  }));

  return (
    <section data-slot="payment-method-picker" className={cn('grid gap-4', className)} {...props}>
      <BlockHeading id={headingId}>{title}</BlockHeading>
      {discountNote && (
        <p className="flex items-center gap-2 text-sm font-medium text-accent-text">
          <Icon name="badge-percent" className="size-4 shrink-0" />
          {discountNote}
        </p>
      )}
      <RadioGroup
        aria-labelledby={headingId}
        appearance="cards"
        options={options}
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        name="paymentMethod"
      />
    </section>
  );
}

export { PaymentMethodPicker, paymentMethodLabels, type PaymentMethodOption, type PaymentMethodPickerProps };
