import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { PromiseList } from '../../../ui/storefront';

/**
 * What the house promises on every product page, each with a gold icon: authentic fragrances made by the
 * house, long-lasting scents, secure payment, and the delivery times from the shop's config.
 *
 * **Use when** a product page reassures the shopper near ADD TO CART.
 *
 * **Not when** fees matter (DeliveryInfo), or on the home page (FeatureBadges).
 */
const meta = {
  title: 'Components/Storefront/PromiseList',
  tags: ['autodocs'],
  component: PromiseList,
  // The shop's delivery times as /api/config serves them (docs/decisions/023-food-shop-leftovers-replaced.md).
  args: {
    delivery: { localCity: 'Ibadan', localDays: '1-3 business days', elsewhereDays: '3-10 business days' },
  },
} satisfies Meta<typeof PromiseList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(
      canvas.getByText('Delivery: Ibadan 1-3 business days, elsewhere 3-10 business days'),
    ).toBeVisible();
  },
};
