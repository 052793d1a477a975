import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { heritageHeading, heritageTimeline } from '../../../store/content';
import { HeritageTimeline } from '../../../ui/marketing';

import { atDesktop, atMobile } from './story-data';

/**
 * The heritage the house draws on, oldest first: a vertical line of periods and what each brought, on a
 * phone; the same line with the periods in their own column from tablet width up. Drawn full width.
 *
 * **Use when** the home page tells the house's lineage.
 *
 * **Not when** the story is in paragraphs (StorySection).
 */
const meta = {
  title: 'Components/Marketing/HeritageTimeline',
  tags: ['autodocs'],
  component: HeritageTimeline,
  parameters: { layout: 'fullscreen' },
  args: { heading: heritageHeading, entries: heritageTimeline },
} satisfies Meta<typeof HeritageTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // An ordered list: the order of the entries is the order of time.
    const entries = canvas.getAllByRole('listitem');
    await expect(entries).toHaveLength(heritageTimeline.length);
    await expect(entries[0]).toHaveTextContent('Turare in the North');
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
