import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CartEmpty } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

/**
 * The cart with nothing in it: a bag, 'Your Cart is Empty', a line inviting the shopper to add some scents,
 * and the one way out, 'Browse Collection'. An EmptyState with the shop's words.
 *
 * **Use when** /cart (or the checkout) finds no line.
 *
 * **Not when** the cart is still loading (a Spinner), or the orders page is empty (OrdersEmpty).
 */
const meta = {
  title: 'Components/Checkout/CartEmpty',
  tags: ['autodocs'],
  component: CartEmpty,
} satisfies Meta<typeof CartEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(canvas.getByText('Add some beautiful scents to your cart!')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse Collection' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Browse Collection' })).toHaveAttribute('href', '/menu');
  },
};

export const Mobile: Story = { globals: atMobile };
