import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { perfumers, perfumersHeading } from '../../../store/content';
import { PerfumerProfiles } from '../../../ui/marketing';

import { atDesktop, atMobile } from './story-data';

/**
 * The people behind the bottles: portrait, name, role, a few lines and a signature scent each, in a grid
 * whose portraits keep their space while they load. Drawn full width.
 *
 * **Use when** the About page introduces the perfumers.
 *
 * **Not when** quoting shoppers (Testimonials).
 */
const meta = {
  title: 'Components/Marketing/PerfumerProfiles',
  tags: ['autodocs'],
  component: PerfumerProfiles,
  parameters: { layout: 'fullscreen' },
  args: { heading: perfumersHeading, perfumers },
} satisfies Meta<typeof PerfumerProfiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const portraits = canvas.getAllByRole('img', { name: /Portrait of/ });
    await expect(portraits).toHaveLength(4);
    for (const portrait of portraits) {
      await expect(portrait).toHaveAttribute('loading', 'lazy');
      await expect(portrait).toHaveAttribute('width', '400');
    }
    await expect(canvas.getByText('Ọba Oud')).toBeVisible();
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
