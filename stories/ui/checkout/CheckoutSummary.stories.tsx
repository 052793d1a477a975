import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { CheckoutSummary } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

const meta = {
  title: 'UI/Checkout/CheckoutSummary',
  component: CheckoutSummary,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  args: {
    subtotal: 97000,
    deliveryFee: 1500,
    total: 98500,
    onPlaceOrder: fn(),
  },
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'ORDER TOTALS' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'PLACE ORDER' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
  },
};

/** Paystack chosen: the 5% online discount shows as its own line. */
export const PayingOnline: Story = {
  args: { discount: 4850, total: 93650 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Online payment discount (5%)')).toBeVisible();
  },
};

export const Placing: Story = {
  args: { placing: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'PLACING ORDER...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** The review check is still loading: wait, so the review gate is not skipped. */
export const CheckingReview: Story = {
  args: { checking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'PLACE ORDER' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: atMobile };
