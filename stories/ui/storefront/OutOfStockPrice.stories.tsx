import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OutOfStockPrice } from '../../../ui/storefront';

import { atMobile } from './story-helpers';

/**
 * The price of a perfume out of stock, on its page: struck through, with 'Currently unavailable' in words beside
 * it, as its card says. A struck price alone reads as a sale. Where the perfume has choices, the words above the
 * greyed choices say it instead (VariationSelectors' Out Of Stock).
 *
 * **Use when** a perfume with no choices is out of stock on its page.
 *
 * **Not when** the perfume is on sale (Price), or it has choices (VariationSelectors says it there).
 */
const meta = {
  title: 'Components/Storefront/OutOfStockPrice',
  tags: ['autodocs'],
  component: OutOfStockPrice,
  args: { amount: 26_000, size: 'xl' },
} satisfies Meta<typeof OutOfStockPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Currently unavailable')).toBeVisible();
    const price = canvasElement.querySelector<HTMLElement>('[data-slot="price"]')!;
    await expect(getComputedStyle(price).textDecorationLine).toBe('line-through');
    // read as what it usually costs, not as a price to pay, nor as a price cut
    await expect(canvasElement.querySelector('[data-slot="out-of-stock-price"]')).toHaveTextContent(
      'Usually ₦26,000.00Currently unavailable',
    );
  },
};

/** On a 360 px phone the words go under the price when both do not fit on one line. */
export const OnAPhone: Story = {
  globals: atMobile,
  args: { amount: 245_000 },
  play: async ({ canvas }) => {
    const words = canvas.getByText('Currently unavailable');
    await expect(words).toBeVisible();
    await expect(words.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
