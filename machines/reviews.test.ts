import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type ApiFailure, type ProductReviewRequest, type ShopReviewRequest } from '../api';
import {
  type ProductReviews,
  productReviewMachine,
  reviewButtonLabel,
  selectRatingSummary,
} from './product-review';
import { type ShopReviews, canSubmitShopReview, selectShopStats, shopReviewMachine } from './shop-review';
import { fakeCall, notices, settle } from './testing/effects';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage } from './testing/transition-coverage';

const author = { name: 'Ada' };
const shopReview = { _id: 's1', rating: 5, comment: 'Fast delivery to Bodija', date: 1, user: author };
const productReview = {
  _id: 'r1',
  productId: 'p1',
  rating: 4,
  comment: 'Lasts all day',
  date: 1,
  user: author,
};
const refused: ApiFailure = { success: false, message: 'You can only review once a day', status: 429 };
const offline: ApiFailure = { success: false, message: 'Network error. Please try again.', status: 0 };

describe('shop review machine', () => {
  it('reaches every state through the model', async () => {
    const walk = await walkEveryPath(shopReviewMachine, {
      events: [
        { type: 'shopReview.rate', rating: 5 },
        { type: 'shopReview.write', comment: 'Lovely' },
        { type: 'shopReview.submit' },
        { type: 'xstate.done.actor.loadShopReviews', output: { reviews: [shopReview], own: shopReview } },
        { type: 'xstate.done.actor.submitShopReview', output: { success: true, message: 'Saved' } },
        { type: 'xstate.error.actor.submitShopReview', error: refused },
      ],
    });
    expect(walk.reached).toEqual(statesOf(shopReviewMachine));
    await recordCoverage(shopReviewMachine, walk);
  });

  function startShopReview(submit: () => Promise<unknown>) {
    const note = notices();
    const load = fakeCall<ShopReviews, void>(async () => ({ reviews: [shopReview], own: null }));
    const send = fakeCall<unknown, ShopReviewRequest>(submit);
    const actor = createActor(
      shopReviewMachine.provide({
        actions: note.actions,
        actors: { loadShopReviews: load.logic, submitShopReview: send.logic },
      }),
    ).start();
    return { actor, note, load, send };
  }

  it('submits only with stars and non-blank text, then reloads the reviews and the own review', async () => {
    const { actor, load, send, note } = startShopReview(async () => ({}));
    await settle();
    actor.send({ type: 'shopReview.write', comment: '   ' });
    actor.send({ type: 'shopReview.submit' });
    actor.send({ type: 'shopReview.rate', rating: 4 });
    expect(canSubmitShopReview(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'shopReview.submit' });
    expect(send.inputs).toEqual([]);
    actor.send({ type: 'shopReview.write', comment: ' Smells like home ' });
    actor.send({ type: 'shopReview.submit' });
    await settle();
    expect(send.inputs).toEqual([{ rating: 4, comment: 'Smells like home' }]);
    expect(note.success).toHaveBeenCalledWith('Thanks for your review!');
    expect(load.inputs).toHaveLength(2);
  });

  it("shows the server message, or 'Failed to submit review', when the submit fails", async () => {
    for (const [failure, shown] of [
      [refused, 'You can only review once a day'],
      [{ ...refused, message: '' }, 'Failed to submit review'],
    ] as const) {
      const { actor, note } = startShopReview(() => Promise.reject(failure));
      await settle();
      actor.send({ type: 'shopReview.rate', rating: 5 });
      actor.send({ type: 'shopReview.write', comment: 'Lovely' });
      actor.send({ type: 'shopReview.submit' });
      await settle();
      expect(note.error).toHaveBeenCalledWith(shown);
      expect(actor.getSnapshot().value).toBe('ready');
    }
  });

  it('computes the shop statistics from the ratings, with the defaults when there are none', () => {
    expect(selectShopStats({ reviews: [] })).toEqual({
      average: 4.9,
      recommendPercent: 98,
      happyCustomers: 2000,
    });
    expect(selectShopStats({ reviews: [shopReview, { ...shopReview, rating: 3 }] })).toMatchObject({
      average: 4,
      recommendPercent: 50,
    });
  });
});

describe('product review machine', () => {
  it('reaches every state through the model', async () => {
    const walk = await walkEveryPath(productReviewMachine, {
      input: { productId: 'p1', loggedIn: true },
      events: [
        { type: 'review.submit' },
        {
          type: 'xstate.done.actor.loadProductReviews',
          output: { reviews: [productReview], own: productReview },
        },
        { type: 'xstate.done.actor.submitProductReview', output: { success: true, message: 'Saved' } },
        { type: 'xstate.error.actor.submitProductReview', error: offline },
      ],
    });
    expect(walk.reached).toEqual(statesOf(productReviewMachine));
    await recordCoverage(productReviewMachine, walk);
  });

  function startProductReview(
    loggedIn: boolean,
    own: ProductReviews['own'],
    submit: () => Promise<unknown> = async () => ({}),
  ) {
    const note = notices();
    const load = fakeCall<ProductReviews, { productId: string }>(async () => ({
      reviews: own ? [own] : [],
      own,
    }));
    const send = fakeCall<unknown, ProductReviewRequest>(submit);
    const actor = createActor(
      productReviewMachine.provide({
        actions: note.actions,
        actors: { loadProductReviews: load.logic, submitProductReview: send.logic },
      }),
      { input: { productId: 'p1', loggedIn } },
    ).start();
    return { actor, note, load, send, context: () => actor.getSnapshot().context };
  }

  it("edits the shopper's own review (Update Review), else creates one", async () => {
    const editing = startProductReview(true, productReview);
    await settle();
    expect(editing.context()).toMatchObject({ rating: 4, comment: 'Lasts all day' });
    expect(reviewButtonLabel(editing.context())).toBe('Update Review');
    const creating = startProductReview(true, null);
    await settle();
    expect(reviewButtonLabel(creating.context())).toBe('Submit Review');
    expect(selectRatingSummary(editing.context())).toMatchObject({ average: 4, count: 1 });
  });

  it("checks in order: 'Please login to submit a review', 'Please select a rating', then a comment", async () => {
    const guest = startProductReview(false, null);
    await settle();
    guest.actor.send({ type: 'review.submit' });
    expect(guest.note.error).toHaveBeenLastCalledWith('Please login to submit a review');

    const member = startProductReview(true, null);
    await settle();
    member.actor.send({ type: 'review.write', comment: 'Lovely' });
    member.actor.send({ type: 'review.submit' });
    expect(member.note.error).toHaveBeenLastCalledWith('Please select a rating');
    member.actor.send({ type: 'review.rate', rating: 5 });
    member.actor.send({ type: 'review.write', comment: '  ' });
    member.actor.send({ type: 'review.submit' });
    expect(member.context().message).toBe('Please write a comment');
    expect(member.send.inputs).toEqual([]);
  });

  it("says 'Review submitted successfully!' and reloads", async () => {
    const { actor, note, send, load } = startProductReview(true, null);
    await settle();
    actor.send({ type: 'review.rate', rating: 5 });
    actor.send({ type: 'review.write', comment: ' Lasts all day ' });
    actor.send({ type: 'review.submit' });
    await settle();
    expect(send.inputs).toEqual([{ productId: 'p1', rating: 5, comment: 'Lasts all day' }]);
    expect(note.success).toHaveBeenCalledWith('Review submitted successfully!');
    expect(load.inputs).toHaveLength(2);
  });

  it.each([
    ['the server message', refused, 'You can only review once a day'],
    [
      "'Failed to submit review' for a refusal without words",
      { ...refused, message: '' },
      'Failed to submit review',
    ],
    [
      "'Something went wrong. Please try again.' when the call failed",
      offline,
      'Something went wrong. Please try again.',
    ],
  ])('fails with %s', async (_, failure, shown) => {
    const { actor, note } = startProductReview(true, null, () => Promise.reject(failure));
    await settle();
    actor.send({ type: 'review.rate', rating: 5 });
    actor.send({ type: 'review.write', comment: 'Lovely' });
    actor.send({ type: 'review.submit' });
    await settle();
    expect(note.error).toHaveBeenCalledWith(shown);
  });
});
