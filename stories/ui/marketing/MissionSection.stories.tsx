import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { missionHeading, missionPillars } from '../../../store/content';
import { MissionSection } from '../../../ui/marketing';

import { atDesktop, atMobile } from './story-data';

/**
 * What the house works for, as three pillars with a picture each: cultural preservation, sustainable sourcing
 * and global recognition. Drawn full width.
 *
 * **Use when** the About page says why the house exists.
 *
 * **Not when** listing promises to the shopper (FeatureBadges).
 */
const meta = {
  title: 'Components/Marketing/MissionSection',
  tags: ['autodocs'],
  component: MissionSection,
  parameters: { layout: 'fullscreen' },
  args: { heading: missionHeading, pillars: missionPillars },
} satisfies Meta<typeof MissionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const title of ['Cultural preservation', 'Sustainable sourcing', 'Global recognition']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
