import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Price } from '../../../ui';

/**
 * A naira amount as the shop writes it: the ₦ sign and two decimals (`₦12,500.00`), in tabular figures, in
 * four sizes. `unavailable` strikes it through and reads 'Unavailable:' first, so a screen reader does not
 * announce it as a price to pay. The amount is naira, the API's unit.
 *
 * **Use when** any price or total is shown.
 *
 * **Not when** a sum must be worked out first: do the sums in kobo where they are made, then pass the naira
 * here; never format a price by hand.
 */
const meta = {
  title: 'Components/Primitives/Price',
  tags: ['autodocs'],
  component: Price,
  args: { amount: 12500 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦12,500.00')).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { unavailable: true },
  play: async ({ canvas }) => {
    const price = canvas.getByText(/₦12,500\.00/);
    await expect(price).toHaveTextContent('Unavailable: ₦12,500.00');
    await expect(getComputedStyle(price).textDecorationLine).toBe('line-through');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-wrap items-baseline gap-6">
      <Price amount={4000} size="sm" />
      <Price amount={12500} size="md" />
      <Price amount={185000.5} size="lg" />
      <Price amount={1500000} size="xl" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦185,000.50')).toBeVisible();
    await expect(canvas.getByText('₦1,500,000.00')).toBeVisible();
  },
};
