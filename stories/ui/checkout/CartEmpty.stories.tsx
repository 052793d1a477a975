import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CartEmpty } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

const meta = {
  title: 'UI/Checkout/CartEmpty',
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
