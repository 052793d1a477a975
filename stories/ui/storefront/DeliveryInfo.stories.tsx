import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DeliveryInfo } from '../../../ui/storefront';

import { atMobile } from './story-helpers';

/**
 * The product page's delivery and payment block: the fee and days in the shop's own city (free from a set
 * order value), the fee and days elsewhere in Nigeria, and the discount for paying online. Every figure comes
 * from the shop's config; it invents none.
 *
 * **Use when** a shopper deciding to buy needs the cost and time of delivery: the product page.
 *
 * **Not when** the whole delivery policy is wanted (the home page's DeliveryPaymentInfo), or the sums of one
 * order (CartTotals).
 */
const meta = {
  title: 'Components/Storefront/DeliveryInfo',
  tags: ['autodocs'],
  component: DeliveryInfo,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  // The default delivery rule and online discount of /api/config (docs/decisions/024-one-delivery-fee-rule.md).
  args: {
    delivery: {
      localCity: 'Ibadan',
      localFee: 1500,
      freeDeliveryFrom: 100_000,
      elsewhereFee: 4000,
      localDays: '1-3 business days',
      elsewhereDays: '3-10 business days',
    },
    onlineDiscountRate: 0.05,
  },
} satisfies Meta<typeof DeliveryInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Delivery Information' })).toBeVisible();
    await expect(canvas.getByText('Ibadan: ₦1,500.00')).toBeVisible();
    await expect(canvas.getByText(/Free delivery in Ibadan on orders of ₦100,000.00 or more/)).toBeVisible();
    await expect(canvas.getByText('Elsewhere in Nigeria: ₦4,000.00')).toBeVisible();
    await expect(canvas.getByText('5% off when you pay online')).toBeVisible();
  },
};

/** The shop changed its rule: every figure follows the config. */
export const OtherRules: Story = {
  globals: atMobile,
  args: {
    delivery: {
      localCity: 'Lagos',
      localFee: 2500,
      freeDeliveryFrom: 150_000,
      elsewhereFee: 5000,
      localDays: '1-2 business days',
      elsewhereDays: '3-7 business days',
    },
    onlineDiscountRate: 0.1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lagos: ₦2,500.00')).toBeVisible();
    await expect(canvas.getByText('10% off when you pay online')).toBeVisible();
  },
};

/** A shop that gives no discount for paying online says nothing of one: no '0% off'. */
export const WithoutAnOnlineDiscount: Story = {
  args: { onlineDiscountRate: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pay online or before delivery')).toBeVisible();
    await expect(canvas.queryByText(/% off/)).toBeNull();
  },
};
