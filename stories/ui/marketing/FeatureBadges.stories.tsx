import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { featureBadges } from '../../../store/content';
import { FeatureBadges } from '../../../ui/marketing';

import { atDesktop, atMobile, delivery } from './story-data';

/**
 * Three short promises in a band, each with its icon: fast delivery (from the shop's delivery rule), premium
 * ingredients and support at any hour. Drawn full width.
 *
 * **Use when** the home page states what the house promises, under the hero.
 *
 * **Not when** on a product page (PromiseList).
 */
const meta = {
  title: 'Components/Marketing/FeatureBadges',
  tags: ['autodocs'],
  component: FeatureBadges,
  parameters: { layout: 'fullscreen' },
  args: { badges: featureBadges(delivery) },
} satisfies Meta<typeof FeatureBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    // The real delivery times, never a 60-minute promise.
    await expect(
      canvas.getByText('Ibadan 1-3 business days, elsewhere in Nigeria 3-10 business days.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/minutes/)).toBeNull();
    await expect(canvas.getByText('Premium ingredients')).toBeVisible();
    await expect(canvas.getByText('24/7 support')).toBeVisible();
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
