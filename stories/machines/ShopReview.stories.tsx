import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { selectShopStats } from '../../machines/shop-review';
import { loadingForever, serverError } from '../../mocks/scenarios';
import { useShopReviewActor } from '../../store/features/shop-reviews';
import { Button, ShopReviewDialog, Spinner, StarRating, Toaster } from '../../ui';
import { toast, useToasts } from '../../store/toasts';
import { shopScene } from '../screens/harness';
import { adaeze } from '../screens/scenes';

/**
 * The shop-review machine (machines/shop-review.ts) with its real effects against the mock shop: loading,
 * ready (the shop reviews' statistics and the shopper's own review), submitting, and reloaded after a submit.
 * A QA panel rather than a screen: the home page's reviews carousel shows the same machine to shoppers.
 */
function ShopReviewPanel() {
  const actor = useShopReviewActor();
  const snapshot = useSelector(actor, (state) => state);
  const [open, setOpen] = useState(false);
  const { reviews, own } = snapshot.context;
  const stats = selectShopStats(snapshot.context);

  return (
    <section aria-labelledby="shop-reviews" className="grid max-w-md gap-4">
      <h1 id="shop-reviews" className="font-display text-display-sm">
        What shoppers say
      </h1>
      <p>
        State: <strong data-testid="state">{JSON.stringify(snapshot.value)}</strong>
      </p>
      {snapshot.matches('loading') ? (
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
        submitting={snapshot.matches('submitting')}
        onClose={() => setOpen(false)}
        onSubmit={(rating, comment) => {
          actor.send({ type: 'shopReview.rate', rating });
          actor.send({ type: 'shopReview.write', comment });
          actor.send({ type: 'shopReview.submit' });
          setOpen(false);
        }}
      />
      <Toaster toasts={useToasts()} onDismiss={toast.dismiss} duration={3000} />
    </section>
  );
}

const meta = {
  title: 'Machines/ShopReview',
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

/** Stars and words sent: thanks, and the reviews (with the shopper's own) are read again. */
export const Submitted: Story = {
  ...Ready,
  play: async (context) => {
    await Ready.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Review the shop' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Your Experience' }));
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(dialog.getByLabelText('Your review'), 'The Ọba Oud lasts all day.');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    await expect(await screen.findByText(messages.thanksForReview)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Your review: “The Ọba Oud lasts all day.”')).toBeVisible());
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
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Review the shop' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Your Experience' }));
    await userEvent.click(dialog.getByRole('radio', { name: '3 stars' }));
    await userEvent.type(dialog.getByLabelText('Your review'), 'Fine.');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    await expect(await screen.findByText(messages.reviewFailed)).toBeVisible();
    await expect(canvas.getByTestId('state')).toHaveTextContent('"ready"');
  },
};
