import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LowStockList, TodayTile } from '../../../ui/admin';

/**
 * One thing that needs the shop today, on the admin's first page: a count and where to see them (orders
 * awaiting payment, reviews, messages), or a short list, such as `LowStockList`, the perfumes running out,
 * fewest first. Its tone is calm, or draws attention when something waits.
 *
 * **Use when** the admin's Today page sums up what to do.
 *
 * **Not when** the full list is wanted (the page the tile links to).
 */
const meta = {
  title: 'Components/Admin/TodayTile',
  tags: ['autodocs'],
  component: TodayTile,
  args: {
    title: 'Awaiting payment',
    count: 3,
    tone: 'attention',
    link: { href: '/admin/orders?status=pending&payment=unpaid', label: 'See the orders awaiting payment' },
  },
} satisfies Meta<typeof TodayTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Awaiting payment' })).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'See the orders awaiting payment' })).toHaveAttribute(
      'href',
      '/admin/orders?status=pending&payment=unpaid',
    );
  },
};

/** Awaiting payment leads to those orders, and to matching the bank statement that pays them. */
export const TwoLinks: Story = {
  args: {
    link: [
      { href: '/admin/orders?status=pending&payment=unpaid', label: 'See the orders awaiting payment' },
      { href: '/admin/transfers', label: 'Match a bank statement' },
    ],
  },
  play: async ({ canvas }) => {
    const [orders, statement] = canvas.getAllByRole('link');
    await expect(orders).toHaveAccessibleName('See the orders awaiting payment');
    await expect(statement).toHaveAccessibleName('Match a bank statement');
    await expect(statement).toHaveAttribute('href', '/admin/transfers');
  },
};

export const LowStock: Story = {
  args: {
    title: 'Low stock',
    count: undefined,
    link: undefined,
    children: (
      <LowStockList
        items={[
          { id: 'a', name: 'Sokoto Sandal Attar', stock: 0 },
          { id: 'b', name: 'Ọba Oud', stock: 2 },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const [soldOut, few] = canvas.getAllByRole('listitem');
    await expect(soldOut).toHaveTextContent('Sokoto Sandal AttarSold out');
    await expect(few).toHaveTextContent('Ọba Oud2 left');
  },
};

export const NothingLow: Story = {
  args: {
    title: 'Low stock',
    count: undefined,
    link: undefined,
    tone: 'calm',
    children: <LowStockList items={[]} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every product has stock to spare.')).toBeVisible();
  },
};
