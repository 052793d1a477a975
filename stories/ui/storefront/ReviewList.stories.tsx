import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { reviewsForProduct } from '../../../mocks/fixtures/reviews';
import { ReviewList } from '../../../ui/storefront';

const obaOudReviews = reviewsForProduct('65cc8110c0de5a1b0ea1f301');

/**
 * A perfume's reviews, newest first: each with its stars, the shopper's name, the date and the words; with
 * none yet, an empty state that invites the first.
 *
 * **Use when** a product page lists what shoppers wrote.
 *
 * **Not when** the reviews are of the shop (ReviewsCarousel or Testimonials), or are being moderated
 * (ReviewModerationList).
 */
const meta = {
  title: 'Components/Storefront/ReviewList',
  tags: ['autodocs'],
  component: ReviewList,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  args: { reviews: obaOudReviews },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const items = canvas.getAllByRole('article');
    await expect(items).toHaveLength(args.reviews.length);
    const first = within(items[0]!);
    const review = args.reviews[0]!;
    await expect(first.getByRole('heading', { name: review.user.name })).toBeVisible();
    await expect(first.getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeVisible();
    await expect(first.getByText(review.comment)).toBeVisible();
    const date = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' }).format(review.date);
    await expect(first.getByText(date).tagName).toBe('TIME');
  },
};

const [bought, , notBought] = obaOudReviews;

/** The author's order of this perfume was paid or delivered: the review says 'Verified purchase' beside the name. */
export const VerifiedPurchase: Story = {
  args: { reviews: [{ ...bought!, verifiedPurchase: true }] },
  play: async ({ canvas }) => {
    const review = within(canvas.getByRole('article'));
    await expect(review.getByText('Verified purchase')).toBeVisible();
    await expect(review.getByRole('heading', { name: bought!.user.name })).toBeVisible();
  },
};

/** No paid or delivered order of it: the review is shown the same, without the mark. */
export const NotAVerifiedPurchase: Story = {
  args: { reviews: [{ ...notBought!, verifiedPurchase: false }] },
  play: async ({ canvas }) => {
    const review = within(canvas.getByRole('article'));
    await expect(review.getByText(notBought!.comment)).toBeVisible();
    await expect(review.queryByText('Verified purchase')).toBeNull();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
  },
};

/**
 * A long address written into a review, from a shopper with a long name who bought it, on a 360 px phone: it
 * wraps inside, the mark under the name.
 */
export const LongWordsOnAPhone: Story = {
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
  args: {
    reviews: [
      {
        ...obaOudReviews[0]!,
        verifiedPurchase: true,
        user: { ...obaOudReviews[0]!.user, name: 'adaeze.okafor.ngozi.abeokuta.2026@example.com' },
        comment:
          'Bought it here: https://example.com/perfumes/oba-oud-eau-de-parfum-100ml-gift-wrapped-edition',
      },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    const article = canvas.getByRole('article');
    await expect(within(article).getByText('Verified purchase')).toBeVisible();
    await expect(article.scrollWidth).toBeLessThanOrEqual(328);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
