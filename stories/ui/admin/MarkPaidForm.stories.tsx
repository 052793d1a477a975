import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { moneyMethodLabels, moneyMethods, paymentReferenceMissing } from '../../../api';
import { MarkPaidForm } from '../../../ui/admin';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * Money has come in for an order by hand: how much (all that is owed, to start with), how (a bank transfer, cash
 * at the shop, a card on the shop's terminal) and the reference the bank statement shows. All that is owed marks
 * the order paid; less is kept as a part payment, and the form comes back with what is still owed. Like every
 * admin form, it is a real form that posts to `action` (drawn by the router's form through `formAs` once the
 * page's scripts run), so it works without them.
 *
 * **Use when** one order's money is confirmed by hand, on the order's page.
 *
 * **Not when** many transfers are confirmed from the bank's statement (StatementForm, then
 * StatementMatchList), or money is given back (RefundForm).
 */
const meta = {
  title: 'Components/Admin/MarkPaidForm',
  tags: ['autodocs'],
  component: MarkPaidForm,
  args: {
    action: '/admin/orders/6b000000000000002a535483',
    fields: { intent: 'paid' },
    methods: moneyMethods.map((value) => ({ value, label: moneyMethodLabels[value] })),
    owed: '₦23,500.00',
    defaults: { amount: '23500', method: 'transfer', detail: '' },
  },
} satisfies Meta<typeof MarkPaidForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByRole('textbox', { name: /^Amount/ });
    await expect(amount).toHaveValue('23500');
    await expect(amount).toHaveAccessibleDescription('Owed: ₦23,500.00. Less is kept as a part payment.');
    await expect(canvas.getByRole('combobox', { name: /^How/ })).toHaveValue('transfer');
    const reference = canvas.getByRole('textbox', { name: /^Transfer reference/ });
    await expect(reference).toHaveAccessibleDescription(
      'As the bank statement shows it (not needed for cash)',
    );
    await expect(reference.closest('form')).toHaveAttribute('method', 'post');
  },
};

export const BlankReference: Story = {
  args: { errors: { detail: paymentReferenceMissing } },
  globals: atMobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(summary.querySelector('a')!);
    await expect(canvas.getByRole('textbox', { name: /^Transfer reference/ })).toHaveFocus();
  },
};

export const MoreThanOwed: Story = {
  args: {
    defaults: { amount: '24000', method: 'transfer', detail: 'GTB-0042' },
    errors: {
      amount: 'That is more than the ₦23,500.00 still owed: record ₦23,500.00, and a refund of any extra.',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectErrorSummaryFocused(canvasElement);
    const amount = canvas.getByRole('textbox', { name: /^Amount/ });
    await expect(amount).toHaveValue('24000');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Marking: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Marking paid...' })).toBeDisabled();
  },
};
