import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { wholesaleHeading, wholesaleTiers } from '../../../store/content';
import { WholesaleTiers } from '../../../ui/marketing';

import { atDesktop, atMobile, links, whatsAppMessage } from './story-data';

/**
 * Wholesale partnership: the tiers by minimum order and discount, each with what it includes and a way to
 * join through WhatsApp. Drawn full width.
 *
 * **Use when** the home page invites resellers.
 *
 * **Not when** the prices are the shop's own (the collection).
 */
const meta = {
  title: 'Components/Marketing/WholesaleTiers',
  tags: ['autodocs'],
  component: WholesaleTiers,
  parameters: { layout: 'fullscreen' },
  args: { heading: wholesaleHeading, tiers: wholesaleTiers, joinHref: links.wholesale },
} satisfies Meta<typeof WholesaleTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('three tiers: the minimum order and the discount of each', async () => {
      for (const [minimum, discount] of [
        ['₦500,000.00', '5% off'],
        ['₦1,500,000.00', '10% off'],
        ['₦5,000,000.00', '15% off'],
      ]) {
        await expect(canvas.getByText(minimum!)).toBeVisible();
        await expect(canvas.getByText(discount!)).toBeVisible();
      }
      await expect(canvas.getByText('Recommended')).toBeVisible();
    });
    await step('each Join link opens WhatsApp about its own tier', async () => {
      const premier = canvas.getByRole('link', { name: /Join on WhatsApp as a Premier partner/ });
      await expect(whatsAppMessage(premier.getAttribute('href'))).toContain(
        'Premier wholesale partnership (orders from ₦5,000,000.00, 15% discount)',
      );
      await expect(canvas.getAllByRole('link', { name: /Join on WhatsApp/ })).toHaveLength(3);
    });
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
