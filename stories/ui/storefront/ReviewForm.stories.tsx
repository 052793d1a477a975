import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { ReviewForm, type ReviewFormProps } from '../../../ui/storefront';
import { expectErrorSummaryFocused, expectSummaryLinkFocuses } from '../primitives/play-helpers';

import { atMobile, holdArrow } from './story-helpers';

/**
 * Write or edit a review of a perfume: stars (the arrow keys choose) and a comment. The form keeps the draft;
 * the page checks it (a rating first, then a comment) and passes its messages back as `errors`;
 * `mode` says whether it creates or edits.
 *
 * **Use when** a logged-in shopper reviews a perfume on its page.
 *
 * **Not when** the shopper is a guest (LoginToReview), or reviews the shop at checkout (ShopReviewDialog).
 */
const meta = {
  title: 'Components/Storefront/ReviewForm',
  tags: ['autodocs'],
  component: ReviewForm,
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
  args: { mode: 'create', onSubmit: fn() },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the keyboard picks the stars', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
      await holdArrow(userEvent, 'ArrowRight', () => canvas.getByRole('radio', { name: '2 stars' }));
      await holdArrow(userEvent, 'ArrowRight', () => canvas.getByRole('radio', { name: '3 stars' }));
      await holdArrow(userEvent, 'ArrowRight', () => canvas.getByRole('radio', { name: '4 stars' }));
    });
    await step('the comment and Submit Review send both', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Your review' }),
        'Lovely on a Lagos evening, lasts till morning.',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
      await expect(args.onSubmit).toHaveBeenCalledWith(4, 'Lovely on a Lagos evening, lasts till morning.');
    });
  },
};

/** Nothing chosen: the form still sends, and the page answers with its messages (see WithErrors). */
export const SubmittingEmpty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(null, '');
  },
};

export const EditMode: Story = {
  args: {
    mode: 'edit',
    initialRating: 5,
    initialComment: 'Three aunties asked what I had on at the wedding in Enugu.',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    const comment = canvas.getByRole('textbox', { name: 'Your review' });
    await expect(comment).toHaveValue(args.initialComment);
    await userEvent.type(comment, ' Still on my agbada the next day.');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      5,
      'Three aunties asked what I had on at the wedding in Enugu. Still on my agbada the next day.',
    );
  },
};

export const WithErrors: Story = {
  args: { errors: { rating: 'Please select a rating', comment: 'Please write a comment' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please select a rating',
    );
    const comment = canvas.getByRole('textbox', { name: 'Your review' });
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await expect(comment).toHaveAccessibleDescription('Please write a comment');
  },
};

/** The page's check (api/rules/review.ts): stars first, then words (its messages, api/messages.ts). */
function CheckedReview(args: ReviewFormProps) {
  const [errors, setErrors] = useState<ReviewFormProps['errors']>({});
  return (
    <ReviewForm
      {...args}
      errors={errors}
      onSubmit={(rating, comment) => {
        args.onSubmit(rating, comment);
        if (rating === null) setErrors({ rating: 'Please select a rating' });
        else if (!comment.trim()) setErrors({ comment: 'Please write a comment' });
        else setErrors({});
      }}
    />
  );
}

/**
 * On a phone, words but no stars: the summary at the top of the form takes the focus, its link leads to the first
 * star; chosen, and sent without words, the next problem is summed up in turn.
 */
export const FailedSubmitOnAPhone: Story = {
  globals: atMobile,
  render: (args) => <CheckedReview {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please select a rating',
    );
    await expectSummaryLinkFocuses(
      userEvent,
      summary,
      'Please select a rating',
      canvas.getByRole('radio', { name: '1 star' }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    const next = await expectErrorSummaryFocused(canvasElement);
    await expectSummaryLinkFocuses(
      userEvent,
      next,
      'Please write a comment',
      canvas.getByRole('textbox', { name: 'Your review' }),
    );
  },
};

/** Refused by the shop for no one field: said in the summary, without a link. */
export const Refused: Story = {
  args: { error: 'Failed to submit review', initialRating: 4, initialComment: 'Beautiful dry-down.' },
  play: async ({ canvas, canvasElement }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('Failed to submit review');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { mode: 'edit', initialRating: 4, initialComment: 'Beautiful dry-down.', submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Updating...' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeDisabled();
  },
};
