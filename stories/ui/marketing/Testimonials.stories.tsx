import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { homeHeadings, testimonials } from '../../../store/content';
import { Testimonials } from '../../../ui/marketing';

import { atDesktop, atMobile } from './story-data';

/**
 * What customers say, in their words, with their name, city and (if given) stars: one column on a phone,
 * three on a desktop. Drawn full width.
 *
 * **Use when** a few chosen quotes sit side by side (home page, contact page).
 *
 * **Not when** every review of the shop is to be read (ReviewsCarousel).
 */
const meta = {
  title: 'Components/Marketing/Testimonials',
  tags: ['autodocs'],
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
