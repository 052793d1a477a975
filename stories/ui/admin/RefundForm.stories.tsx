import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { moneyMethodLabels, moneyMethods, refundReasonMissing } from '../../../api';
import { RefundForm } from '../../../ui/admin';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * Money given back on an order: how much (at most what was paid and not refunded yet), how, and why, which the
 * shopper reads in the mail. On a cancelled order that was paid the form is asked for: it says so above the
 * fields and stands first on the page.
 *
 * **Use when** a paid order is cancelled, or part of an order is given back (a broken bottle).
 *
 * **Not when** money came in (MarkPaidForm).
 */
const meta = {
  title: 'Components/Admin/RefundForm',
  tags: ['autodocs'],
  component: RefundForm,
  args: {
    action: '/admin/orders/6b000000000000002a535483',
    fields: { intent: 'refund' },
    methods: moneyMethods.map((value) => ({ value, label: moneyMethodLabels[value] })),
    refundable: '₦23,500.00',
    defaults: { amount: '23500', method: 'transfer', detail: '' },
  },
} satisfies Meta<typeof RefundForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Record a refund' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
      'At most ₦23,500.00',
    );
    await expect(canvas.getByRole('textbox', { name: /^Why/ })).toHaveAccessibleDescription(
      'The shopper reads it in the mail',
    );
    await expect(canvas.queryByText(/send the shopper their money/)).toBeNull();
  },
};

export const AskedOnACancelledPaidOrder: Story = {
  args: { asked: true },
  globals: atMobile,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'This order is cancelled and ₦23,500.00 of it was paid: send the shopper their money, then record it here.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record refund' })).toBeVisible();
  },
};

export const NoReason: Story = {
  args: { errors: { detail: refundReasonMissing } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(summary.querySelector('a')!);
    await expect(canvas.getByRole('textbox', { name: /^Why/ })).toHaveFocus();
  },
};
