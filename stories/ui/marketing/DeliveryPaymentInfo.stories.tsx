import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { homeHeadings } from '../../../store/content';
import { DeliveryPaymentInfo } from '../../../ui/marketing';

import { atDesktop, atMobile, delivery } from './story-data';

/**
 * How orders travel and how they are paid, in the shop's real terms: the delivery times and fees from the one
 * delivery rule in the shop's config, the discount for paying online (left out when online payment is off),
 * and payment before dispatch. Drawn full width.
 *
 * **Use when** the home page answers 'how does delivery work?'.
 *
 * **Not when** on a product page (DeliveryInfo is the short version), or for one order's sums (CartTotals).
 */
const meta = {
  title: 'Components/Marketing/DeliveryPaymentInfo',
  tags: ['autodocs'],
  component: DeliveryPaymentInfo,
  parameters: { layout: 'fullscreen' },
  args: { heading: homeHeadings.delivery, delivery, onlineDiscountRate: 0.05 },
} satisfies Meta<typeof DeliveryPaymentInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ibadan: 1-3 business days')).toBeVisible();
    await expect(canvas.getByText(/free on orders of ₦100,000.00 or more/)).toBeVisible();
    await expect(canvas.getByText('Elsewhere in Nigeria: 3-10 business days')).toBeVisible();
    await expect(canvas.getByText('Pay online: 5% off')).toBeVisible();
    await expect(canvas.getByText('Payment before dispatch')).toBeVisible();
  },
};

/** The shop offers no online payment: the discount is not promised. */
export const WithoutOnlinePayment: Story = {
  args: { onlineDiscountRate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Pay online/)).toBeNull();
    await expect(canvas.getByText('Payment before dispatch')).toBeVisible();
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
