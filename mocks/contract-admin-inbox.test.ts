import { describe, expect, it, vi } from 'vitest';
import {
  messages,
  noSuchMessage,
  noSuchReview,
  REPLY_MAX_CHARS,
  replyMissing,
  replyTooLong,
  type ContactMessage,
} from '../api';
import { plainProduct } from './fixtures/catalogue';
import { adaeze, babatunde } from './fixtures/users';
import { shop, shopOwner } from './state';
import {
  aShopper,
  babatundeAsStaff,
  ok,
  rawCall,
  refused,
  useMockShop,
  type ShopClient,
} from './test/contract-kit';

/**
 * Reviews, contact messages and the newsletter's subscribers in the admin as the mock keeps them, held to
 * server/admin-inbox.test.ts: the same statuses, sentences and audit lines.
 */
useMockShop();

const id = 'f'.repeat(24);

describe("the admin's reviews, messages and subscribers, as the mock keeps them", () => {
  it('answers 401 without a login and 403 with staffOnly to a shopper, as the server does', async () => {
    const shopper = aShopper();
    await shopper.login(adaeze);
    const calls = [
      (c: ShopClient) => c.adminReviews({}),
      (c: ShopClient) => c.adminHideReview({ kind: 'product', reviewId: id, hidden: true }),
      (c: ShopClient) => c.adminMessages({}),
      (c: ShopClient) => c.adminMessage({ messageId: id }),
      (c: ShopClient) => c.adminMarkAnswered({ messageId: id }),
      (c: ShopClient) => c.adminReply({ messageId: id, reply: 'Yes.' }),
      (c: ShopClient) => c.adminSubscribers(),
    ];
    for (const made of calls) {
      expect(refused(await made(aShopper().client))).toMatchObject({
        status: 401,
        message: messages.loginRequired,
      });
      expect(refused(await made(shopper.client))).toMatchObject({ status: 403, message: messages.staffOnly });
    }
  });
});

describe('reviews in the admin, as the mock keeps them', () => {
  it('hides a product review from the product page, keeps it for its shopper, shows it again; audited', async () => {
    const writer = aShopper();
    await writer.login(adaeze);
    ok(await writer.client.reviewSubmit({ productId: plainProduct._id, rating: 1, comment: 'Spam spam' }));
    const { client } = await babatundeAsStaff();
    const staffEmail = babatunde.email;

    const listed = ok(await client.adminReviews({})).reviews.find((r) => r.comment === 'Spam spam');
    expect(listed).toMatchObject({
      kind: 'product',
      product: { _id: plainProduct._id, name: plainProduct.name },
      hidden: false,
      rating: 1,
    });
    const reviewId = listed?._id ?? '';
    const hidden = ok(await client.adminHideReview({ kind: 'product', reviewId, hidden: true }));
    expect(hidden.message).toBe(
      `${adaeze.name}'s review is hidden: shoppers no longer see it, and it no longer counts in the rating.`,
    );
    expect(hidden.review.hidden).toBe(true);
    const shown = async () =>
      ok(await client.productReviews({ productId: plainProduct._id })).reviews.map((r) => r._id);
    expect(await shown()).not.toContain(reviewId);
    expect(ok(await client.adminReviews({ show: 'hidden' })).reviews.map((r) => r._id)).toContain(reviewId);
    expect(ok(await client.adminReviews({ show: 'shown' })).reviews.map((r) => r._id)).not.toContain(
      reviewId,
    );

    // its shopper still reads and edits it; the edit does not bring it back
    ok(await writer.client.reviewSubmit({ productId: plainProduct._id, rating: 2, comment: 'Calmer now.' }));
    expect(ok(await writer.client.ownProductReview({ productId: plainProduct._id })).review?.comment).toBe(
      'Calmer now.',
    );
    expect(await shown()).not.toContain(reviewId);

    const back = ok(await client.adminHideReview({ kind: 'product', reviewId, hidden: false }));
    expect(back.message).toBe(`${adaeze.name}'s review is shown again and counts in the rating.`);
    expect(await shown()).toContain(reviewId);
    expect(shop.audit).toMatchObject([
      {
        actor: staffEmail,
        action: 'review.hide',
        target: `review:${reviewId}`,
        before: { hidden: false },
        after: { hidden: true },
      },
      { actor: staffEmail, action: 'review.show', before: { hidden: true }, after: { hidden: false } },
    ]);
  });

  it("hides a shop review from the shop's reviews, and audits nothing when nothing changes", async () => {
    const writer = aShopper();
    await writer.register({
      name: 'Shop Critic',
      email: 'critic@example.com',
      password: 'slow to lagos 2026',
    });
    ok(await writer.client.shopReviewSubmit({ rating: 2, comment: 'Slow to Lagos.' }));
    const owner = aShopper();
    await owner.login(shopOwner);
    const { client } = owner;
    const before = ok(await client.shopReviews()).reviews.length;
    const review = ok(await client.adminReviews({})).reviews.find((r) => r.author === 'Shop Critic');
    expect(review).toMatchObject({ kind: 'shop', product: null, hidden: false });
    const change = { kind: 'shop', reviewId: review?._id ?? '', hidden: true } as const;
    ok(await client.adminHideReview(change));
    ok(await client.adminHideReview(change));
    const after = ok(await client.shopReviews()).reviews;
    expect(after.map((r) => r.user.name)).not.toContain('Shop Critic');
    expect(after).toHaveLength(before - 1);
    expect(ok(await writer.client.ownShopReview()).review).toMatchObject({ rating: 2 });
    expect(shop.audit).toMatchObject([{ action: 'review.hide', target: `shop-review:${review?._id}` }]);
    expect(shop.audit).toHaveLength(1);
  });

  it("refuses an unknown review (404) and a kind or filter it does not know (400) with the server's sentences", async () => {
    const { client, token } = await babatundeAsStaff();
    expect(
      refused(await client.adminHideReview({ kind: 'product', reviewId: 'a'.repeat(24), hidden: true })),
    ).toMatchObject({ status: 404, message: noSuchReview });
    const badKind = await rawCall('adminHideReview', { kind: 'menu', reviewId: 'x', hidden: true }, token()!);
    expect(badKind).toEqual({
      status: 400,
      body: { success: false, message: 'Choose a product review or a shop review' },
    });
    expect(await rawCall('adminReviews', { show: 'secret' }, token()!)).toEqual({
      status: 400,
      body: { success: false, message: 'Choose all, shown or hidden' },
    });
    expect(shop.audit).toEqual([]);
  });
});

const contactForm = {
  name: 'Amaka Obi',
  email: 'amaka@example.com',
  phone: '0803 555 0101',
  subject: 'Wedding favours',
  message: 'Do you make 50 miniatures?\nThe wedding is in March.',
};

/** A message sent from the contact page, as the admin lists it among the new ones. */
async function sendContactMessage(client: ShopClient, subject: string): Promise<ContactMessage> {
  ok(await aShopper().client.contact({ ...contactForm, subject }));
  const found = ok(await client.adminMessages({ show: 'new' })).contactMessages;
  const message = found.find((m) => m.subject === subject);
  if (!message) throw new Error(`${subject} was not listed as new`);
  return message;
}

const listed = async (client: ShopClient, show: 'new' | 'toAnswer' | 'answered') =>
  ok(await client.adminMessages({ show })).contactMessages.map((m) => m.subject);

describe('contact messages in the admin, as the mock keeps them', () => {
  it('lists a new message; opening it marks it read; marking it answered is audited once', async () => {
    const { client } = await babatundeAsStaff();
    const unread = ok(await client.adminToday()).unreadMessages;
    const message = await sendContactMessage(client, 'Open me');
    expect(message).toMatchObject({ ...contactForm, subject: 'Open me', readAt: null, answeredAt: null });
    expect(ok(await client.adminToday()).unreadMessages).toBe(unread + 1);

    const opened = ok(await client.adminMessage({ messageId: message._id }));
    expect(opened.contactMessage).toMatchObject({ readAt: expect.any(Number), answeredAt: null });
    expect(opened.history).toEqual([]);
    expect(await listed(client, 'new')).not.toContain('Open me');
    expect(await listed(client, 'toAnswer')).toContain('Open me');
    expect(ok(await client.adminToday()).unreadMessages).toBe(unread);

    const answered = ok(await client.adminMarkAnswered({ messageId: message._id }));
    expect(answered.message).toBe("Amaka Obi's message is marked answered.");
    const again = ok(await client.adminMarkAnswered({ messageId: message._id }));
    expect(again.message).toBe("Amaka Obi's message was already answered.");
    expect(await listed(client, 'answered')).toContain('Open me');
    expect(shop.audit).toMatchObject([
      { action: 'message.answered', target: `message:${message._id}`, after: { answered: true } },
    ]);
    expect(shop.audit).toHaveLength(1);
  });

  it('replies, trimmed, marks the message answered, and keeps the reply in its history', async () => {
    const owner = aShopper();
    await owner.login(shopOwner);
    const { client } = owner;
    const message = await sendContactMessage(client, 'Reply to me');
    const reply = 'Yes, we do. Each miniature is ₦4,500.\nCall us to choose the scents.';
    const answer = ok(await client.adminReply({ messageId: message._id, reply: `  ${reply}  ` }));
    expect(answer.message).toBe('Your reply to Amaka Obi is on its way, and the message is answered.');
    expect(answer.contactMessage).toMatchObject({
      answeredAt: expect.any(Number),
      readAt: expect.any(Number),
    });
    expect(ok(await client.adminMessage({ messageId: message._id })).history).toMatchObject([
      { actor: shopOwner.email, action: 'message.reply', before: null, after: { reply } },
    ]);
    expect(await listed(client, 'answered')).toContain('Reply to me');
  });

  it("refuses a blank or overlong reply and an unknown message with the server's sentences", async () => {
    const { client } = await babatundeAsStaff();
    const message = await sendContactMessage(client, 'Not yet');
    expect(refused(await client.adminReply({ messageId: message._id, reply: '   ' }))).toMatchObject({
      status: 400,
      message: replyMissing,
    });
    const long = 'a'.repeat(REPLY_MAX_CHARS + 1);
    expect(refused(await client.adminReply({ messageId: message._id, reply: long }))).toMatchObject({
      status: 400,
      message: replyTooLong,
    });
    const unknown = { messageId: 'a'.repeat(24) };
    for (const made of [
      client.adminMessage(unknown),
      client.adminMarkAnswered(unknown),
      client.adminReply({ ...unknown, reply: 'Yes.' }),
    ])
      expect(refused(await made)).toMatchObject({ status: 404, message: noSuchMessage });
    expect(await listed(client, 'new')).toContain('Not yet');
    expect(shop.audit).toEqual([]);
  });
});

describe("the newsletter's subscribers in the admin, as the mock keeps them", () => {
  it('counts them and shows the newest first, as the server orders them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    const { client } = await babatundeAsStaff();
    const subscribe = async (email: string) => ok(await aShopper().client.newsletterSubscribe({ email }));
    await subscribe('first@example.com');
    vi.setSystemTime(new Date('2026-11-25T09:00:01Z'));
    await subscribe('second@example.com');
    // two in the same moment: the server takes the later email in the alphabet first
    await subscribe('third@example.com');
    const seen = ok(await client.adminSubscribers());
    expect(seen.count).toBe(3);
    expect(seen.newest.map((one) => one.email)).toEqual([
      'third@example.com',
      'second@example.com',
      'first@example.com',
    ]);
  });
});
