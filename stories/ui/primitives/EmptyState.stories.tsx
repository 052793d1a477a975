import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button, EmptyState, Icon } from '../../../ui';

import { atDesktop, atMobile } from './play-helpers';

/**
 * What a list shows when it has nothing: an optional decorative icon, a heading at the level that fits the
 * page, a line of text, and the one thing to do next ('Browse Collection').
 *
 * **Use when** a cart, an order list, a search or an admin list comes back empty.
 *
 * **Not when** the list is still loading (Spinner or Skeleton) or failed to load (say what failed and how to
 * try again).
 */
const meta = {
  title: 'Components/Primitives/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: {
    icon: <Icon name="shopping-bag" />,
    title: 'Your Cart is Empty',
    children: 'Add some beautiful scents to your cart!',
    action: (
      <Button asChild>
        <a href="#menu">Browse Collection</a>
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your Cart is Empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Collection' })).toHaveAttribute('href', '#menu');
  },
};

export const WithoutAction: Story = {
  args: {
    icon: <Icon name="package-open" />,
    title: 'No orders yet',
    children: 'Orders you place appear here.',
    action: undefined,
  },
};

export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
