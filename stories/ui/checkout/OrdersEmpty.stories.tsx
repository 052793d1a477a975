import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrdersEmpty } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

/**
 * The orders page with no orders yet, and the same way out as the empty cart: 'Browse Collection'. An
 * EmptyState with the shop's words.
 *
 * **Use when** /orders finds none.
 *
 * **Not when** the orders are loading (a Spinner) or failed to load (the shop's message, with how to try
 * again).
 */
const meta = {
  title: 'Components/Checkout/OrdersEmpty',
  tags: ['autodocs'],
  component: OrdersEmpty,
} satisfies Meta<typeof OrdersEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
    await expect(canvas.getByText("You haven't placed any orders yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Collection' })).toHaveAttribute('href', '/menu');
  },
};

export const Mobile: Story = { globals: atMobile };
