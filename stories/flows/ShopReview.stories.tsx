import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { messages, shopReviewStats } from '../../api';
import { loadingForever, serverError } from '../../mocks/scenarios';
import { useShopReviews } from '../../store/features/shop-reviews';
import { Button, ShopReviewDialog, Spinner, StarRating, Toaster } from '../../ui';
import { toast, useToasts } from '../../store/toasts';
import { shopScene } from '../screens/harness';
import { adaeze } from '../screens/scenes';

/**
 * What shoppers say of the shop and the dialog to say it, with the real calls (store/features/shop-reviews.ts)
 * against the mock shop: loading, ready (the shop reviews' statistics and the shopper's own review), submitting,
 * and read again after a submit. A QA panel rather than a screen: no page of the shop shows it.
 */
function ShopReviewPanel() {
  const { reviews, own, loading, submitting, submit } = useShopReviews();
  const [open, setOpen] = useState(false);
  const stats = shopReviewStats(reviews.map((review) => review.rating));
  const state = loading ? 'loading' : submitting ? 'submitting' : 'ready';

  return (
    <section aria-labelledby="shop-reviews" className="grid max-w-md gap-4">
      <h1 id="shop-reviews" className="font-display text-display-sm">
        What shoppers say
      </h1>
      <p>
        State: <strong data-testid="state">{`"${state}"`}</strong>
      </p>
      {loading ? (
        <Spinner label="Loading reviews" />
      ) : (
        <>
          <p className="flex items-center gap-2">
            <StarRating value={stats.average} showValue /> from {reviews.length} reviews,{' '}
            {stats.recommendPercent}% recommend us
          </p>
          <p>{own ? `Your review: “${own.comment}”` : 'You have not reviewed the shop yet.'}</p>
          <Button className="justify-self-start" onClick={() => setOpen(true)}>
            {own ? 'Edit your review' : 'Review the shop'}
          </Button>
        </>
      )}
      <ShopReviewDialog
        open={open}
        submitting={submitting}
        onClose={() => setOpen(false)}
        onSubmit={(rating, comment) => {
          submit(rating, comment);
          setOpen(false);
        }}
      />
      <Toaster toasts={useToasts()} onDismiss={toast.dismiss} duration={3000} />
    </section>
  );
}

const meta = {
  title: 'Flows/ShopReview',
  component: ShopReviewPanel,
} satisfies Meta<typeof ShopReviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const sceneOf = (scene: Parameters<typeof shopScene>[0]) => {
  const { parameters, beforeEach } = shopScene(scene);
  return { parameters, beforeEach };
};

export const Loading: Story = {
  ...sceneOf({ path: '/', handlers: loadingForever('shopReviews') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('state')).toHaveTextContent('"loading"');
  },
};

export const Ready: Story = {
  ...sceneOf({ path: '/', shopper: adaeze }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('"ready"'));
    await expect(canvas.getByText('You have not reviewed the shop yet.')).toBeVisible();
  },
};

type Context = Parameters<NonNullable<Story['play']>>[0];

/** 'Review the shop', the stars and the words, sent from the dialog. */
async function review({ canvas, userEvent }: Context, stars: string, words: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Review the shop' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Review Your Experience' }));
  await userEvent.click(dialog.getByRole('radio', { name: stars }));
  await userEvent.type(dialog.getByLabelText('Your review'), words);
  await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
}

/** Stars and words sent: thanks, and the reviews (with the shopper's own) are read again. */
export const Submitted: Story = {
  ...Ready,
  play: async (context) => {
    await Ready.play?.(context);
    await review(context, '5 stars', 'The Ọba Oud lasts all day.');
    await expect(await screen.findByText(messages.thanksForReview)).toBeVisible();
    await waitFor(() =>
      expect(context.canvas.getByText('Your review: “The Ọba Oud lasts all day.”')).toBeVisible(),
    );
  },
};

export const SubmitFailed: Story = {
  ...sceneOf({
    path: '/',
    shopper: adaeze,
    handlers: serverError('shopReviewSubmit', messages.reviewFailed),
  }),
  play: async (context) => {
    await Ready.play?.(context);
    await review(context, '3 stars', 'Fine.');
    await expect(await screen.findByText(messages.reviewFailed)).toBeVisible();
    await expect(context.canvas.getByTestId('state')).toHaveTextContent('"ready"');
  },
};
