import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import {
  PaymentMethodPicker,
  paymentMethodLabels,
  type PaymentMethodPickerProps,
} from '../../../ui/checkout';
import { atMobile, holdArrow } from '../primitives/play-helpers';

const allMethods = [
  {
    value: 'cod',
    label: paymentMethodLabels.cod,
    description: 'Our bank details appear after you place the order.',
  },
  { value: 'paystack', label: paymentMethodLabels.paystack, testMode: true },
  { value: 'flutterwave', label: paymentMethodLabels.flutterwave, testMode: true },
];

function Picker({ value: initial, onValueChange, ...props }: PaymentMethodPickerProps) {
  const [value, setValue] = useState(initial);
  return (
    <PaymentMethodPicker
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

/**
 * PAYMENT METHOD: a card per method the shop has turned on (payment before delivery by transfer, Paystack,
 * Flutterwave), each with its description, and a note of the discount for paying online. Tab enters the group
 * and the arrow keys choose. A method on test keys is marked 'Test mode', so nobody thinks real money moved.
 *
 * **Use when** the checkout asks how the order will be paid.
 *
 * **Not when** any other choice: it is RadioGroup's cards with the shop's payment words.
 */
const meta = {
  title: 'Components/Checkout/PaymentMethodPicker',
  tags: ['autodocs'],
  component: PaymentMethodPicker,
  render: (args) => <Picker {...args} />,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  args: { methods: allMethods, value: 'cod', onValueChange: fn() },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sandbox mode: both card providers enabled and visibly marked as tests. */
export const TestMode: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const radio = (name: RegExp) => canvas.getByRole('radio', { name });

    await step('every enabled method, the online discount and the test marks', async () => {
      await expect(canvas.getByRole('radiogroup', { name: 'PAYMENT METHOD' })).toBeVisible();
      await expect(radio(/^Payment before Delivery \(Pay before your order is processed\)$/)).toBeChecked();
      await expect(radio(/^Paystack \(card, bank, USSD\)/)).toHaveAccessibleName(/Test mode/);
      await expect(radio(/^Flutterwave \(card, bank transfer\)/)).toHaveAccessibleName(/Test mode/);
      await expect(canvas.getByText('5% off when you pay online')).toBeVisible();
    });
    await step('Tab enters on the chosen method and the arrow keys choose another', async () => {
      await userEvent.tab();
      await expect(radio(/^Payment before Delivery/)).toHaveFocus();
      await holdArrow(userEvent, 'ArrowDown', () => radio(/^Paystack/));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('paystack');
      await holdArrow(userEvent, 'ArrowDown', () => radio(/^Flutterwave/));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('flutterwave');
    });
    await step('a click chooses too', async () => {
      await userEvent.click(canvas.getByText(paymentMethodLabels.cod));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('cod');
    });
  },
};

/** Real keys: no test marks. */
export const Live: Story = {
  args: { methods: allMethods.map((method) => ({ ...method, testMode: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Test mode')).toBeNull();
  },
};

/** No card provider configured: only payment before delivery, and no discount to promise. */
export const BankTransferOnly: Story = {
  args: { methods: allMethods.slice(0, 1), discountNote: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.queryByText('5% off when you pay online')).toBeNull();
  },
};

export const Mobile: Story = { globals: atMobile };
