import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CheckoutUnavailable } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';
import { shortLine, soldOutLine } from './checkout-line-samples';

/**
 * The checkout's word, as it opens, on cart lines that cannot be bought (sold out, no longer sold, more than
 * is left): which lines, why, and the way back to the cart, so the shopper learns it before filling the form.
 *
 * **Use when** the checkout opens on a cart with lines it cannot sell.
 *
 * **Not when** every line can be bought (nothing to say), or on the cart itself (CartLine marks its own
 * line).
 */
const meta = {
  title: 'Components/Checkout/CheckoutUnavailable',
  tags: ['autodocs'],
  component: CheckoutUnavailable,
  args: {
    title: 'Some items in your cart cannot be bought right now. They are not in this order:',
    lines: [shortLine, soldOutLine],
    cartLabel: 'Change your cart',
  },
} satisfies Meta<typeof CheckoutUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some lines cannot be bought: which, why, and a quiet way to the cart (PLACE ORDER stays the page's action). */
export const SomeLines: Story = {
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('region', { name: String(args.title) });
    await expect(notice).toHaveTextContent('Only 2 available in stock: not in this order');
    await expect(notice).toHaveTextContent('This product is out of stock: not in this order');
    await expect(canvas.getByRole('link', { name: 'Change your cart' })).toHaveAttribute('href', '/cart');
  },
};

/** Nothing can be bought: the shop's own sentence, and the way back to the cart as the page's one action. */
export const NothingToBuy: Story = {
  args: {
    title: 'Your cart is empty or contains invalid items.',
    lines: [soldOutLine],
    cartLabel: undefined,
    blocking: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Your cart is empty or contains invalid items.' }),
    ).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Back to cart' });
    await expect(back).toHaveAttribute('href', '/cart');
    await expect(back).toHaveClass('bg-primary');
  },
};

export const Mobile: Story = { ...NothingToBuy, globals: atMobile };
