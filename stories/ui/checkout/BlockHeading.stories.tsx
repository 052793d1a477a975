import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { BlockHeading } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

/**
 * The spaced capitals over a checkout block: 'DELIVERY INFORMATION', 'PAYMENT METHOD', 'CART TOTALS'. An h2
 * by default, an h3 where the block sits under another h2; a step smaller on a phone.
 *
 * **Use when** a block of the cart, the checkout or an order's payment opens (DeliveryForm, CartTotals,
 * PaymentMethodPicker, BankTransferDetails draw it).
 *
 * **Not when** a page's own title (its h1), a marketing section (SectionHeading), or a short form's card
 * (FormCard has its title).
 */
const meta = {
  title: 'Components/Checkout/BlockHeading',
  tags: ['autodocs'],
  component: BlockHeading,
  args: { children: 'DELIVERY INFORMATION' },
  argTypes: { as: { control: 'inline-radio', options: ['h2', 'h3'] } },
} satisfies Meta<typeof BlockHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'DELIVERY INFORMATION' });
    // 16 px from the small breakpoint up
    await expect(getComputedStyle(heading).fontSize).toBe('16px');
  },
};

/** Under another h2 (a block within a block): an h3 that looks the same. */
export const UnderAnotherHeading: Story = {
  args: { as: 'h3', children: 'PAYMENT METHOD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'PAYMENT METHOD' })).toBeVisible();
  },
};

/** A step smaller on a phone: 14 px. */
export const OnAPhone: Story = {
  globals: atMobile,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'DELIVERY INFORMATION' });
    await expect(getComputedStyle(heading).fontSize).toBe('14px');
  },
};
