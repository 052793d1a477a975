import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { missionHeading, missionPillars } from '../../../store/content';
import { MissionSection } from '../../../ui/marketing';

import { atDesktop, atMobile } from './story-data';

const meta = {
  title: 'UI/Marketing/MissionSection',
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
