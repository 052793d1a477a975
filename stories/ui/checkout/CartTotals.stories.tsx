import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../../../ui';
import { CartTotals } from '../../../ui/checkout';
import { atDesktop, atMobile } from '../primitives/play-helpers';

const rule = 'Ibadan ₦1,500.00, free from ₦100,000.00; elsewhere ₦4,000.00';

/**
 * The totals box: subtotal, shipping fee, the online-payment discount when there is one, and the total, under
 * CART TOTALS. While the address is unknown it shows the delivery rule instead of a fee and a total before
 * delivery. Under the total goes its action: PROCEED TO CHECKOUT by default, PLACE ORDER at checkout, or
 * nothing.
 *
 * **Use when** the cart or the checkout sums an order.
 *
 * **Not when** a finished order is shown (OrderCard has its own total).
 */
const meta = {
  title: 'Components/Checkout/CartTotals',
  tags: ['autodocs'],
  component: CartTotals,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  args: { subtotal: 135000, deliveryFee: 0, total: 135000, deliveryRule: rule },
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (term: RegExp | string, canvas: { getByText: (t: RegExp | string) => HTMLElement }) =>
  canvas.getByText(term).closest('[data-slot="detail-row"]') as HTMLElement;

/**
 * In the cart, where the address is not known: the rule, never a fee the checkout may take back (a green 'Free'
 * over ₦100,000 that a shopper in Lagos would lose), and the total before delivery.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(row('Subtotal', canvas)).toHaveTextContent('₦135,000.00');
    await expect(row(/Shipping Fee/, canvas)).toHaveTextContent(rule);
    await expect(canvas.queryByText('Free')).toBeNull();
    await expect(row('Total before delivery', canvas)).toHaveTextContent('₦135,000.00');
    await expect(canvas.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute(
      'href',
      '/place-order',
    );
  },
};

export const Elsewhere: Story = {
  args: { subtotal: 90000, deliveryFee: 4000, total: 94000, deliveryRule: undefined },
  play: async ({ canvas }) => {
    await expect(row(/Shipping Fee/, canvas)).toHaveTextContent('₦4,000.00');
    await expect(canvas.queryByText(rule)).toBeNull();
    await expect(row('Total', canvas)).toHaveTextContent('₦94,000.00');
  },
};

/** Ibadan, ₦100,000 or more: free delivery. */
export const FreeDelivery: Story = {
  args: { subtotal: 135000, deliveryFee: 0, total: 135000, deliveryRule: undefined },
  play: async ({ canvas }) => {
    await expect(row(/Shipping Fee/, canvas)).toHaveTextContent('Free');
  },
};

/** Nothing payable in the cart (only unavailable lines): everything is ₦0.00, not 'Free'. */
export const NothingPayable: Story = {
  args: { subtotal: 0, deliveryFee: 0, total: 0, deliveryRule: undefined },
  play: async ({ canvas }) => {
    await expect(row(/Shipping Fee/, canvas)).toHaveTextContent('₦0.00');
    await expect(row('Total', canvas)).toHaveTextContent('₦0.00');
  },
};

export const WithOnlineDiscount: Story = {
  args: { subtotal: 90000, deliveryFee: 4000, discount: 4500, total: 89500, deliveryRule: undefined },
  play: async ({ canvas }) => {
    await expect(row('Online payment discount (5%)', canvas)).toHaveTextContent('−₦4,500.00');
    await expect(row('Total', canvas)).toHaveTextContent('₦89,500.00');
  },
};

export const CustomAction: Story = {
  args: { action: <Button fullWidth>Continue to payment</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'PROCEED TO CHECKOUT' })).toBeNull();
  },
};

export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
