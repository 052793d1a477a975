import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { homeHeadings, testimonials } from '../../../store/content';
import { Testimonials } from '../../../ui/marketing';

import { atDesktop, atMobile } from './story-data';

const meta = {
  title: 'UI/Marketing/Testimonials',
  component: Testimonials,
  parameters: { layout: 'fullscreen' },
  args: { heading: homeHeadings.testimonials, testimonials },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Adaeze Okafor')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /Rated/ })[0]).toHaveAccessibleName('Rated 5 out of 5');
  },
};
/** Quotes without a star rating, on the surface tone (the Contact page's sample testimonials). */
export const WithoutRatings: Story = {
  args: {
    tone: 'surface',
    testimonials: testimonials.map(({ quote, name, city }) => ({ quote, name, city })),
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
