import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { moneyMethodLabels } from '../../../api';
import { OrderMoneySummary } from '../../../ui/admin';
import { atMobile } from '../primitives/play-helpers';

/**
 * What came in and went back on an order: each payment and refund recorded by hand, and the sums. A card payment
 * has no line of its own ("Received" counts it).
 *
 * **Use when** an order's page shows its money, once something was recorded by hand.
 */
const meta = {
  title: 'Components/Admin/OrderMoneySummary',
  tags: ['autodocs'],
  component: OrderMoneySummary,
  args: {
    methodLabels: moneyMethodLabels,
    money: {
      payments: [
        {
          amount: 23_000,
          method: 'transfer',
          reference: 'GTB/TRF/ADAEZE 2A535483',
          at: Date.UTC(2026, 10, 25, 9),
        },
      ],
      refunds: [],
      received: 23_000,
      refunded: 0,
      owed: 500,
      refundable: 23_000,
    },
  },
} satisfies Meta<typeof OrderMoneySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Still owed').nextElementSibling).toHaveTextContent('₦500.00');
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Bank transfer · GTB/TRF/ADAEZE 2A535483 · 25 Nov 2026₦23,000.00',
    );
  },
};

export const PaidInTwoAndRefunded: Story = {
  args: {
    money: {
      payments: [
        { amount: 23_000, method: 'transfer', reference: 'GTB-1', at: Date.UTC(2026, 10, 25, 9) },
        { amount: 500, method: 'cash', reference: '', at: Date.UTC(2026, 10, 26, 12) },
      ],
      refunds: [
        { amount: 23_500, method: 'transfer', reason: 'Out of Oud Royale', at: Date.UTC(2026, 10, 27, 10) },
      ],
      received: 23_500,
      refunded: 23_500,
      owed: 0,
      refundable: 0,
    },
  },
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Refunds' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/Out of Oud Royale/)).toBeVisible();
    await expect(canvas.queryByText('Still owed')).toBeNull();
  },
};
