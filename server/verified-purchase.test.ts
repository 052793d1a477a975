import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../api';
import { EKO, browser } from './test/browser';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/** A review is marked "Verified purchase" when its author's order of that perfume was paid or delivered. */
const shop = useTestShop();
/** a second perfume without choices */
const MIST = 'cccccccccccccccccccccccc';

beforeAll(() => shop.saveProducts([testProduct({ _id: MIST, name: 'Second Mist' })]));

/** A shopper who ordered `productId` (by transfer, pending and unpaid) and reviewed `reviewed`. */
async function reviewerWhoOrdered(name: string, productId: string, reviewed = productId) {
  const shopper = await shop.newShopper(name);
  const client = shop.client(shopper.token);
  const placed = await client.placeOrder(orderOf(productId, 1, shopper.email));
  if (!placed.success) throw new Error(placed.message);
  await client.reviewSubmit({ productId: reviewed, rating: 5, comment: `${name} loves it.` });
  return { ...shopper, orderId: placed.orderId };
}

async function staffClient() {
  return shop.client((await newAccountOf(shop, 'staff')).token);
}

async function setStatus(orderId: string, status: OrderStatus) {
  const answer = await (await staffClient()).adminSetStatus({ orderId, status });
  if (!answer.success) throw new Error(answer.message);
}

async function markPaid(orderId: string) {
  const answer = await (await staffClient()).adminMarkPaid({ orderId, reference: 'TRF-VERIFIED' });
  if (!answer.success) throw new Error(answer.message);
}

/** Each reviewer's name with whether their review carries the mark. */
async function marks(productId: string) {
  const list = await shop.client().productReviews({ productId });
  if (!list.success) throw new Error(list.message);
  return Object.fromEntries(list.reviews.map((review) => [review.user.name, review.verifiedPurchase]));
}

describe('a verified purchase', () => {
  it('marks the review of a shopper whose order of that perfume is paid or delivered, and no other', async () => {
    const paid = await reviewerWhoOrdered('Paid Buyer', EKO);
    await markPaid(paid.orderId);
    const delivered = await reviewerWhoOrdered('Delivered Buyer', EKO);
    await setStatus(delivered.orderId, 'delivered');
    await reviewerWhoOrdered('Unpaid Buyer', EKO);
    const cancelled = await reviewerWhoOrdered('Cancelled Buyer', EKO);
    await setStatus(cancelled.orderId, 'cancelled');
    // paid for another perfume: this one was never bought
    const other = await reviewerWhoOrdered('Other Buyer', MIST, EKO);
    await markPaid(other.orderId);
    const { token } = await shop.newShopper('Never Bought');
    await shop.client(token).reviewSubmit({ productId: EKO, rating: 3, comment: 'Smelt it at a friend’s.' });

    expect(await marks(EKO)).toEqual({
      'Paid Buyer': true,
      'Delivered Buyer': true,
      'Unpaid Buyer': false,
      'Cancelled Buyer': false,
      'Other Buyer': false,
      'Never Bought': false,
    });
    // the answer names an author by their name only, never by their account
    const raw = await send(shop.app, 'GET', `/api/review/product/${EKO}`);
    expect(raw.text).not.toContain('userId');
  });

  it('is lost when the paid order is cancelled (the shop refunds it)', async () => {
    const buyer = await reviewerWhoOrdered('Refunded Buyer', MIST);
    await markPaid(buyer.orderId);
    expect(await marks(MIST)).toMatchObject({ 'Refunded Buyer': true });
    await setStatus(buyer.orderId, 'cancelled');
    expect(await marks(MIST)).toMatchObject({ 'Refunded Buyer': false });
  });

  it("is on the shopper's own review as on the list", async () => {
    const buyer = await reviewerWhoOrdered('Own Buyer', EKO);
    const client = shop.client(buyer.token);
    expect(await client.ownProductReview({ productId: EKO })).toMatchObject({
      review: { verifiedPurchase: false },
    });
    await markPaid(buyer.orderId);
    expect(await client.ownProductReview({ productId: EKO })).toMatchObject({
      review: { verifiedPurchase: true },
    });
  });

  it('counts a paid guest order that the account took on the phone it was placed from', async () => {
    const { email, password } = await shop.newShopper('Guest Then Account');
    const phone = browser(shop.app);
    const placed = await phone.post('/api/order/place', orderOf(MIST, 1, email));
    await markPaid(String(placed.json?.orderId));
    expect((await phone.post('/api/user/login', { email, password })).status).toBe(200);
    expect((await phone.post('/api/review', { productId: MIST, rating: 4, comment: 'Fresh.' })).status).toBe(
      200,
    );
    expect(await marks(MIST)).toMatchObject({ 'Guest Then Account': true });
  });
});
