import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ReviewSummary } from '../../../ui/storefront';

import { atDesktop, atMobile } from './story-helpers';

/**
 * The average rating, how many reviews, and a bar for each number of stars. With no review yet it says so,
 * since '0.0' over five empty stars would read as a bad rating.
 *
 * **Use when** a product page opens its reviews.
 *
 * **Not when** a single rating is shown (StarRating).
 */
const meta = {
  title: 'Components/Storefront/ReviewSummary',
  tags: ['autodocs'],
  component: ReviewSummary,
  args: { summary: { average: 4.6, count: 17, distribution: { 5: 12, 4: 4, 3: 0, 2: 0, 1: 1 } } },
} satisfies Meta<typeof ReviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: atMobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.6')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('Based on 17 reviews')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    await expect(rows.map((row) => row.querySelector('.sr-only')?.textContent)).toEqual([
      '5 stars: 12 reviews',
      '4 stars: 4 reviews',
      '3 stars: 0 reviews',
      '2 stars: 0 reviews',
      '1 star: 1 review',
    ]);
  },
};

export const Desktop: Story = { globals: atDesktop };

/** No review yet: said in words, with no '0.0' and no empty stars that would read as a bad rating. */
export const NoReviews: Story = {
  args: { summary: { average: 0, count: 0, distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByText('0.0')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="star-rating"]')).toBeNull();
  },
};
