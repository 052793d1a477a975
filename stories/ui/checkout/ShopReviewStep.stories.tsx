import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ShopReviewStep } from '../../../ui/checkout';

const meta = {
  title: 'UI/Checkout/ShopReviewStep',
  component: ShopReviewStep,
  decorators: [
    (Story) => (
      <form method="post" action="/place-order" className="max-w-xl">
        {Story()}
      </form>
    ),
  ],
} satisfies Meta<typeof ShopReviewStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review gate inside the checkout's form, as the server asks it of a page without scripts. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Review Your Experience' })).toBeVisible();
    // PLACE ORDER was pressed: the shopper is told the order waits on this answer
    await expect(
      canvas.getByText(
        'Your order is not placed yet. It will be placed as soon as you submit your review or skip.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveAttribute('name', 'rating');
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveAttribute('name', 'comment');
    // both answers place the held order: each is a submit button of the checkout's form
    await expect(canvas.getByRole('button', { name: 'Submit Review' })).toHaveAttribute('value', 'review');
    await expect(canvas.getByRole('button', { name: 'Skip' })).toHaveAttribute('value', 'skip');
  },
};

/** The server refused the review (no stars): the message, and what was written kept. */
export const WithError: Story = {
  args: { error: 'Please select a rating', defaultComment: 'Lovely shop' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a rating');
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveValue('Lovely shop');
  },
};
