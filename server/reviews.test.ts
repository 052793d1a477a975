import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { send, useTestShop } from './test/shop';

const shop = useTestShop();
const KOLA = '68cd48ccc0de5a1b0ea1f314';
const LIME = '668fbd88c0de5a1b0ea1f30b';

describe('product reviews', () => {
  it('stores a review; a second submit by the same shopper edits it', async () => {
    const { token } = await shop.newShopper('Ngozi');
    const client = shop.client(token);
    expect(await client.ownProductReview({ productId: KOLA })).toEqual({ success: true, review: null });
    expect(await client.reviewSubmit({ productId: KOLA, rating: 4, comment: 'Warm and deep.' })).toEqual({
      success: true,
      message: messages.reviewSubmitted,
    });
    shop.clock.advance(1000);
    await client.reviewSubmit({ productId: KOLA, rating: 5, comment: 'Even better on day two.' });

    const list = await shop.client().productReviews({ productId: KOLA });
    if (!list.success) throw new Error(list.message);
    expect(list.reviews).toHaveLength(1);
    expect(list.reviews[0]).toMatchObject({
      rating: 5,
      comment: 'Even better on day two.',
      user: { name: 'Ngozi' },
    });
    expect(await client.ownProductReview({ productId: KOLA })).toMatchObject({ review: { rating: 5 } });
  });

  it('lists newest first and keeps each shopper to their own review', async () => {
    const first = await shop.newShopper('First');
    const second = await shop.newShopper('Second');
    await shop.client(first.token).reviewSubmit({ productId: LIME, rating: 3, comment: 'Fresh.' });
    shop.clock.advance(1000);
    await shop.client(second.token).reviewSubmit({ productId: LIME, rating: 5, comment: 'Lovely.' });
    const list = await shop.client().productReviews({ productId: LIME });
    expect(list.success && list.reviews.map((review) => review.user.name)).toEqual(['Second', 'First']);
    // the second shopper reads their own review, never the first's
    expect(await shop.client(second.token).ownProductReview({ productId: LIME })).toMatchObject({
      review: { comment: 'Lovely.' },
    });
  });

  it('keeps the rating a whole number from 1 to 5 and the comment from blank or too long', async () => {
    const { token } = await shop.newShopper();
    const client = shop.client(token);
    expect(await client.reviewSubmit({ productId: KOLA, rating: 0, comment: 'x' })).toMatchObject({
      status: 400,
      message: messages.selectRating,
    });
    expect(await client.reviewSubmit({ productId: KOLA, rating: 6, comment: 'x' })).toMatchObject({
      status: 400,
    });
    expect(await client.reviewSubmit({ productId: KOLA, rating: 4.5, comment: 'x' })).toMatchObject({
      status: 400,
    });
    expect(await client.reviewSubmit({ productId: KOLA, rating: 4, comment: '   ' })).toMatchObject({
      status: 400,
      message: messages.writeComment,
    });
    expect(
      await client.reviewSubmit({ productId: KOLA, rating: 4, comment: 'x'.repeat(2001) }),
    ).toMatchObject({
      status: 400,
    });
  });

  it("needs a login to submit or to read one's own, and a product that exists", async () => {
    expect(await shop.client().reviewSubmit({ productId: KOLA, rating: 4, comment: 'x' })).toMatchObject({
      status: 401,
    });
    expect((await send(shop.app, 'GET', `/api/review/user/${KOLA}`)).status).toBe(401);
    const { token } = await shop.newShopper();
    expect(
      await shop.client(token).reviewSubmit({ productId: 'nope', rating: 4, comment: 'x' }),
    ).toMatchObject({
      status: 404,
    });
    expect(await shop.client().productReviews({ productId: 'nope' })).toMatchObject({ status: 404 });
  });
});

describe('shop reviews', () => {
  it("one per shopper: a second submit edits it; the list and one's own review read it back", async () => {
    const { token } = await shop.newShopper('Kemi');
    const client = shop.client(token);
    expect(await client.ownShopReview()).toEqual({ success: true, review: null });
    expect((await client.shopReviewSubmit({ rating: 3, comment: 'Good service.' })).success).toBe(true);
    await client.shopReviewSubmit({ rating: 5, comment: 'Delivered to Ibadan in a day!' });
    const list = await shop.client().shopReviews();
    if (!list.success) throw new Error(list.message);
    expect(list.reviews.filter((review) => review.user.name === 'Kemi')).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Delivered to Ibadan in a day!' }),
    ]);
    expect(await client.ownShopReview()).toMatchObject({ review: { rating: 5 } });
  });

  it("never shows another shopper's review as one's own", async () => {
    const writer = await shop.newShopper();
    const reader = await shop.newShopper();
    await shop.client(writer.token).shopReviewSubmit({ rating: 4, comment: 'Nice.' });
    expect(await shop.client(reader.token).ownShopReview()).toEqual({ success: true, review: null });
  });

  it('refuses without a login and with a bad rating', async () => {
    expect(await shop.client().shopReviewSubmit({ rating: 4, comment: 'x' })).toMatchObject({ status: 401 });
    expect(await shop.client().ownShopReview()).toMatchObject({ status: 401 });
    const { token } = await shop.newShopper();
    expect(await shop.client(token).shopReviewSubmit({ rating: 9, comment: 'x' })).toMatchObject({
      status: 400,
    });
  });
});
