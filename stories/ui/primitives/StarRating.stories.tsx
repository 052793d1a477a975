import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StarRating } from '../../../ui';

/**
 * Stars showing an average, rounded to the nearest half star: one small picture (a star drawn once, used ten
 * times) rather than ten icons, so a page of product cards stays light. Screen readers hear 'Rated 4.5 out of
 * 5'; `showValue` also prints the number.
 *
 * **Use when** a rating is read: a product card, a review, the review summary.
 *
 * **Not when** the shopper gives a rating (StarRatingInput).
 */
const meta = {
  title: 'Components/Primitives/StarRating',
  tags: ['autodocs'],
  component: StarRating,
  args: { value: 4.5 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

/** 4.3 shows (and reads) as 4.5; 4.2 as 4: rounded to the nearest half star. */
export const RoundsToNearestHalf: Story = {
  render: () => (
    <div className="grid gap-3">
      <StarRating value={4.3} showValue />
      <StarRating value={4.2} showValue />
      <StarRating value={0.7} showValue />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 0.5 out of 5' })).toBeVisible();
  },
};

export const WithValue: Story = { args: { value: 3.8, showValue: true } };
export const NoRatingsYet: Story = { args: { value: 0 } };

export const Sizes: Story = {
  render: () => (
    <div className="grid gap-3">
      <StarRating value={3.5} size="sm" />
      <StarRating value={3.5} size="md" />
      <StarRating value={3.5} size="lg" />
    </div>
  ),
};
