import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { aboutStory, story } from '../../../store/content';
import { StorySection } from '../../../ui/marketing';

import { atDesktop, atMobile } from './story-data';

/**
 * Who the house is, in a few paragraphs, with a picture and a handful of plain facts beside them. Drawn full
 * width.
 *
 * **Use when** the home page or the About page tells the house's story.
 *
 * **Not when** it is a timeline (HeritageTimeline) or a set of pillars (MissionSection).
 */
const meta = {
  title: 'Components/Marketing/StorySection',
  tags: ['autodocs'],
  component: StorySection,
  parameters: { layout: 'fullscreen' },
  args: { ...story },
} satisfies Meta<typeof StorySection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: story.heading.title })).toBeVisible();
    // Only the hero loads eagerly; this picture waits until it is near.
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText('Ibadan, Oyo State')).toBeVisible();
  },
};
/** About's longer telling, on the surface tone. */
export const About: Story = { args: { ...aboutStory, tone: 'surface' } };
export const WithoutImage: Story = { args: { image: undefined, facts: [] } };
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
