import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ReviewForm } from '../../../ui/storefront';

import { holdArrow } from './story-helpers';

const meta = {
  title: 'UI/Storefront/ReviewForm',
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

/** Nothing chosen: the form still sends, and the review machine answers with its messages (see WithErrors). */
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

export const Submitting: Story = {
  args: { mode: 'edit', initialRating: 4, initialComment: 'Beautiful dry-down.', submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Updating...' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeDisabled();
  },
};
