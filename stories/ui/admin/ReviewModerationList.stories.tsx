import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ReviewModerationList, type ModeratedReview } from '../../../ui/admin';
import { atDesktop, atMobile } from '../primitives/play-helpers';

const reviews: ModeratedReview[] = [
  {
    id: 'r1',
    about: 'Ọba Oud',
    author: 'Kemi Balogun',
    rating: 5,
    comment: 'Lasts from church till the evening party.',
    date: Date.UTC(2026, 10, 24, 9),
    hidden: false,
    fields: { kind: 'product', reviewId: 'r1' },
  },
  {
    id: 'r2',
    about: 'The shop',
    author: 'Spam Account',
    rating: 1,
    comment: 'Buy cheap followers at spam.example',
    date: Date.UTC(2026, 10, 23, 9),
    hidden: true,
    fields: { kind: 'shop', reviewId: 'r2' },
  },
];

/**
 * Reviews as the owner looks them over, newest first: stars, words, who and about what (a perfume or the
 * shop), and a Hide or Show button each. A hidden review is marked (a tag and a dashed edge) and stays there
 * to show again; hiding takes it out of the shop and its ratings.
 *
 * **Use when** /admin/reviews moderates reviews.
 *
 * **Not when** shoppers read reviews (ReviewList, ReviewsCarousel).
 */
const meta = {
  title: 'Components/Admin/ReviewModerationList',
  tags: ['autodocs'],
  component: ReviewModerationList,
  args: { reviews, action: '/admin/reviews' },
  globals: atDesktop,
} satisfies Meta<typeof ReviewModerationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shown review has Hide, a hidden one is tagged and has Show; each button posts its review. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [kemi, spam] = canvas.getAllByRole('listitem');
    const hide = within(kemi!).getByRole('button', { name: "Hide Kemi Balogun's review" });
    const form = hide.closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveFormValues({ kind: 'product', reviewId: 'r1', hidden: 'true' });
    await expect(within(spam!).getByText('Hidden')).toBeVisible();
    const show = within(spam!).getByRole('button', { name: "Show Spam Account's review" });
    await expect(show.closest('form')).toHaveFormValues({ kind: 'shop', reviewId: 'r2', hidden: 'false' });
  },
};

export const DefaultOnAPhone: Story = { ...Default, globals: atMobile };

/** One form on its way: its button says so, and no other can be pressed meanwhile. */
export const Busy: Story = {
  args: { busyId: 'r1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hiding...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Show Spam Account's review" })).toBeDisabled();
  },
};
