import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { heritageHeading, heritageTimeline } from '../../../store/content';
import { HeritageTimeline } from '../../../ui/marketing';

import { atDesktop, atMobile } from './story-data';

const meta = {
  title: 'UI/Marketing/HeritageTimeline',
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
