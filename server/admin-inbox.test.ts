import { describe, expect, it } from 'vitest';
import {
  endpoints,
  messages,
  noSuchMessage,
  noSuchReview,
  ratingSummary,
  replyMissing,
  replyTooLong,
  REPLY_MAX_CHARS,
  shopReviewStats,
  type AdminReview,
  type ContactMessage,
  type EndpointName,
} from '../api';
import { newsletterSubscribers } from './db/schema';
import { historyOf } from './services/audit-log';
import { messageTarget } from './services/contact-messages';
import { reviewTarget } from './services/review-moderation';
import { send, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/** Reviews hidden and shown, contact messages read, answered and replied to, the newsletter's list. */
const shop = useTestShop();

const KOLA = '68cd48ccc0de5a1b0ea1f314';
const LIME = '668fbd88c0de5a1b0ea1f30b';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const call = (name: EndpointName, token: string | undefined, body?: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

async function ok(name: EndpointName, token: string, body?: unknown) {
  const answer = await call(name, token, body);
  expect(answer.status, `${name}: ${answer.text}`).toBe(200);
  return answer.json as Record<string, unknown>;
}

const adminReviews = async (token: string, show = 'all') =>
  (await ok('adminReviews', token, { show })).reviews as AdminReview[];

const ratingsOf = async (productId: string) => {
  const list = await shop.client().productReviews({ productId });
  if (!list.success) throw new Error(list.message);
  return list.reviews;
};

describe('hiding and showing reviews', () => {
  it('hides a product review from the product page and its rating, keeps it for its shopper, and shows it again', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const rude = await shop.newShopper('Rude Reviewer');
    const kind = await shop.newShopper('Kind Reviewer');
    await shop.client(kind.token).reviewSubmit({ productId: KOLA, rating: 5, comment: 'Lovely.' });
    await shop.client(rude.token).reviewSubmit({ productId: KOLA, rating: 1, comment: 'Spam spam spam' });
    expect(ratingSummary((await ratingsOf(KOLA)).map((r) => r.rating))).toMatchObject({
      average: 3,
      count: 2,
    });

    const listed = (await adminReviews(staff.token)).find((review) => review.author === 'Rude Reviewer');
    expect(listed).toMatchObject({ kind: 'product', product: { _id: KOLA }, hidden: false, rating: 1 });
    expect(listed?.product?.name).toEqual(expect.any(String));

    const hidden = await ok('adminHideReview', staff.token, {
      kind: 'product',
      reviewId: listed?._id,
      hidden: true,
    });
    expect(hidden.message).toBe(
      "Rude Reviewer's review is hidden: shoppers no longer see it, and it no longer counts in the rating.",
    );
    expect((await ratingsOf(KOLA)).map((r) => r.user.name)).toEqual(['Kind Reviewer']);
    expect(ratingSummary((await ratingsOf(KOLA)).map((r) => r.rating))).toMatchObject({
      average: 5,
      count: 1,
    });
    expect((await adminReviews(staff.token, 'hidden')).map((r) => r._id)).toContain(listed?._id);
    expect((await adminReviews(staff.token, 'shown')).map((r) => r._id)).not.toContain(listed?._id);

    // its shopper still reads and edits it; the edit does not bring it back
    const own = shop.client(rude.token);
    expect(await own.ownProductReview({ productId: KOLA })).toMatchObject({
      review: { comment: 'Spam spam spam' },
    });
    shop.clock.advance(1000);
    await own.reviewSubmit({ productId: KOLA, rating: 2, comment: 'Calmer now.' });
    expect(await own.ownProductReview({ productId: KOLA })).toMatchObject({
      review: { comment: 'Calmer now.' },
    });
    expect(await ratingsOf(KOLA)).toHaveLength(1);

    await ok('adminHideReview', staff.token, { kind: 'product', reviewId: listed?._id, hidden: false });
    expect((await ratingsOf(KOLA)).map((r) => r.comment)).toEqual(['Calmer now.', 'Lovely.']);
    expect(await historyOf(shop.database.db, reviewTarget('product', listed?._id ?? ''))).toMatchObject([
      { actor: staff.email, action: 'review.hide', before: { hidden: false }, after: { hidden: true } },
      { actor: staff.email, action: 'review.show', before: { hidden: true }, after: { hidden: false } },
    ]);
  });

  it("hides a shop review from the shop's reviews and statistics, and audits nothing when nothing changes", async () => {
    const owner = await newAccountOf(shop, 'owner');
    const writer = await shop.newShopper('Shop Critic');
    await shop.client(writer.token).shopReviewSubmit({ rating: 2, comment: 'Slow to Lagos.' });
    const before = await shop.client().shopReviews();
    if (!before.success) throw new Error(before.message);
    const review = (await adminReviews(owner.token)).find((r) => r.author === 'Shop Critic');
    expect(review).toMatchObject({ kind: 'shop', product: null, hidden: false });

    await ok('adminHideReview', owner.token, { kind: 'shop', reviewId: review?._id, hidden: true });
    await ok('adminHideReview', owner.token, { kind: 'shop', reviewId: review?._id, hidden: true });
    const after = await shop.client().shopReviews();
    if (!after.success) throw new Error(after.message);
    expect(after.reviews.map((r) => r.user.name)).not.toContain('Shop Critic');
    expect(after.reviews).toHaveLength(before.reviews.length - 1);
    expect(shopReviewStats(after.reviews.map((r) => r.rating)).happyCustomers).toBe(
      shopReviewStats(before.reviews.map((r) => r.rating)).happyCustomers - 1,
    );
    // the shopper has still reviewed the shop (the checkout's review gate asks no more)
    expect(await shop.client(writer.token).ownShopReview()).toMatchObject({ review: { rating: 2 } });
    expect(await historyOf(shop.database.db, reviewTarget('shop', review?._id ?? ''))).toHaveLength(1);
  });

  it('refuses a review that does not exist (404) and a kind it does not know (400), readably', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const missing = await call('adminHideReview', staff.token, {
      kind: 'product',
      reviewId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      hidden: true,
    });
    expect(missing.status).toBe(404);
    expect(missing.json?.message).toBe(noSuchReview);
    const badKind = await call('adminHideReview', staff.token, { kind: 'menu', reviewId: 'x', hidden: true });
    expect(badKind.status).toBe(400);
    expect(badKind.json?.message).toMatch('Choose a product review or a shop review');
    const badFilter = await call('adminReviews', staff.token, { show: 'secret' });
    expect(badFilter.status).toBe(400);
    expect(badFilter.json?.message).toMatch('Choose all, shown or hidden');
  });
});

const contactForm = {
  name: 'Amaka Obi',
  email: 'amaka@example.com',
  phone: '0803 555 0101',
  subject: 'Wedding favours',
  message: 'Do you make 50 miniatures?\nThe wedding is in March.',
};

/** A message sent from the contact page; its id as the admin lists it. */
async function sendContactMessage(token: string, subject: string): Promise<ContactMessage> {
  const sent = await shop.client().contact({ ...contactForm, subject });
  expect(sent.success).toBe(true);
  const found = (await ok('adminMessages', token, { show: 'new' })).contactMessages as ContactMessage[];
  const message = found.find((m) => m.subject === subject);
  if (!message) throw new Error(`${subject} was not listed as new`);
  return message;
}

const listed = async (token: string, show: string) =>
  ((await ok('adminMessages', token, { show })).contactMessages as ContactMessage[]).map((m) => m.subject);

describe('contact messages', () => {
  it('lists a new message; opening it marks it read; marking it answered is audited once', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const today = await ok('adminToday', staff.token);
    const message = await sendContactMessage(staff.token, 'Open me');
    expect(message).toMatchObject({ ...contactForm, subject: 'Open me', readAt: null, answeredAt: null });
    expect((await ok('adminToday', staff.token)).unreadMessages).toBe(Number(today.unreadMessages) + 1);

    const opened = await ok('adminMessage', staff.token, { messageId: message._id });
    expect(opened.contactMessage).toMatchObject({ readAt: shop.clock.now().getTime(), answeredAt: null });
    expect(opened.history).toEqual([]);
    expect(await listed(staff.token, 'new')).not.toContain('Open me');
    expect(await listed(staff.token, 'toAnswer')).toContain('Open me');
    expect((await ok('adminToday', staff.token)).unreadMessages).toBe(today.unreadMessages);

    const answered = await ok('adminMarkAnswered', staff.token, { messageId: message._id });
    expect(answered.message).toBe("Amaka Obi's message is marked answered.");
    const again = await ok('adminMarkAnswered', staff.token, { messageId: message._id });
    expect(again.message).toBe("Amaka Obi's message was already answered.");
    expect(await listed(staff.token, 'answered')).toContain('Open me');
    expect(await historyOf(shop.database.db, messageTarget(message._id))).toMatchObject([
      { actor: staff.email, action: 'message.answered' },
    ]);
  });

  it("replies by mail from the shop, with the shop's address to answer to, quoting the message; kept in the audit log", async () => {
    const owner = await newAccountOf(shop, 'owner');
    const message = await sendContactMessage(owner.token, 'Reply to me');
    const reply = 'Yes, we do. Each miniature is ₦4,500.\nCall us to choose the scents.';
    const answer = await ok('adminReply', owner.token, { messageId: message._id, reply: `  ${reply}  ` });
    expect(answer.message).toBe('Your reply to Amaka Obi is on its way, and the message is answered.');
    expect(answer.contactMessage).toMatchObject({
      answeredAt: expect.any(Number),
      readAt: expect.any(Number),
    });

    const mail = (await shop.outbox()).find((m) => m.includes('Subject: Re: Reply to me'));
    expect(mail, 'the reply is in the outbox').toBeDefined();
    const lines = mail?.split(/\r?\n/) ?? [];
    expect(lines).toContain(`To: ${contactForm.email}`);
    expect(lines).toContain(`Reply-To: ${shop.served.config.contact.email}`);
    expect(mail).toContain('Hello Amaka Obi,');
    expect(lines.join('\n')).toContain('> Do you make 50 miniatures?\n> The wedding is in March.');

    const opened = await ok('adminMessage', owner.token, { messageId: message._id });
    expect(opened.history).toMatchObject([{ actor: owner.email, action: 'message.reply', after: { reply } }]);
    expect(await listed(owner.token, 'answered')).toContain('Reply to me');
  });

  it('refuses a blank or overlong reply and an unknown message, readably, and sends nothing', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const message = await sendContactMessage(staff.token, 'Not yet');
    const mails = (await shop.outbox()).length;
    const blank = await call('adminReply', staff.token, { messageId: message._id, reply: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json?.message).toMatch(replyMissing);
    const long = await call('adminReply', staff.token, {
      messageId: message._id,
      reply: 'a'.repeat(REPLY_MAX_CHARS + 1),
    });
    expect(long.status).toBe(400);
    expect(long.json?.message).toMatch(replyTooLong);
    for (const name of ['adminMessage', 'adminMarkAnswered'] as const) {
      const missing = await call(name, staff.token, { messageId: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
      expect(missing.status, name).toBe(404);
      expect(missing.json?.message).toBe(noSuchMessage);
    }
    expect(await shop.outbox()).toHaveLength(mails);
    expect(await listed(staff.token, 'new')).toContain('Not yet');
  });
});

describe("Today's new reviews", () => {
  it('counts the reviews shoppers see that were written in the last seven days', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const count = async () => Number((await ok('adminToday', staff.token)).newReviews);
    const start = await count();
    const fresh = await shop.newShopper('Fresh Reviewer');
    await shop.client(fresh.token).reviewSubmit({ productId: LIME, rating: 4, comment: 'Zesty.' });
    expect(await count()).toBe(start + 1);
    const review = (await adminReviews(staff.token)).find((r) => r.author === 'Fresh Reviewer');
    await ok('adminHideReview', staff.token, { kind: 'product', reviewId: review?._id, hidden: true });
    expect(await count()).toBe(start);
    await ok('adminHideReview', staff.token, { kind: 'product', reviewId: review?._id, hidden: false });
    // a week and a day on (the staff session has ended meanwhile: another account asks)
    shop.clock.advance(8 * DAY);
    const later = await newAccountOf(shop, 'staff');
    expect(Number((await ok('adminToday', later.token)).newReviews)).toBe(0);
  });
});

describe('newsletter subscribers', () => {
  const csv = (headers: Record<string, string>) =>
    send(shop.app, 'GET', '/admin/subscribers.csv', { headers });

  it('shows the count and the newest first', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const before = Number((await ok('adminSubscribers', staff.token)).count);
    for (const email of ['first@example.com', 'second@example.com']) {
      shop.clock.advance(1000);
      await shop.client().newsletterSubscribe({ email });
    }
    const seen = await ok('adminSubscribers', staff.token);
    expect(seen.count).toBe(before + 2);
    expect((seen.newest as { email: string }[]).slice(0, 2).map((s) => s.email)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
  });

  it('sends a browser with no session, or one that has ended, to log in and back to the subscribers page', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const loginThenBack = '/login?next=%2Fadmin%2Fsubscribers';
    const none = await csv({});
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe(loginThenBack);

    await shop.client(staff.token).logout({});
    const ended = await csv({ cookie: `session=${staff.token}` });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe(loginThenBack);
    expect(ended.text).not.toContain('email,subscribed at');
    // the ended session's cookie is dropped, so the login page starts afresh
    expect(ended.headers.get('set-cookie')).toMatch(/^session=;/);
  });

  it('downloads the whole list as CSV for staff only, a formula never left to run', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const shopper = await shop.newShopper();
    await shop.client().newsletterSubscribe({ email: '-2+3@example.com' });
    // written straight to the table: whatever reaches it, the file stays inert
    await shop.database.db
      .insert(newsletterSubscribers)
      .values({ email: '=HYPERLINK("http://evil.example","x")@example.com', createdAt: shop.clock.now() });

    // a shopper's session is refused as every admin call refuses it
    const refused = await csv({ cookie: `session=${shopper.token}` });
    expect(refused.status).toBe(403);
    expect(refused.json?.message).toBe(messages.staffOnly);

    // the admin's link sends the session cookie, as its pages do
    const file = await csv({ cookie: `session=${staff.token}` });
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-/);
    expect(file.headers.get('cache-control')).toBe('no-store');
    const rows = file.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('email,subscribed at');
    expect(rows).toContain(`'-2+3@example.com,${shop.clock.now().toISOString()}`);
    expect(rows).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")@example.com",${shop.clock.now().toISOString()}`,
    );
    const count = Number((await ok('adminSubscribers', staff.token)).count);
    expect(rows).toHaveLength(count + 1);
    // downloaded at 23:30 UTC, the file is named by the day it already is in Lagos
    const now = shop.clock.now().getTime();
    const lateInUtc = new Date(now - (now % DAY) + 23.5 * HOUR + (now % DAY > 23.5 * HOUR ? DAY : 0));
    shop.clock.advance(lateInUtc.getTime() - now);
    const lagosDay = new Date(lateInUtc.getTime() + HOUR).toISOString().slice(0, 10);
    const lateStaff = await newAccountOf(shop, 'staff');
    expect((await csv({ cookie: `session=${lateStaff.token}` })).headers.get('content-disposition')).toBe(
      `attachment; filename="newsletter-subscribers-${lagosDay}.csv"`,
    );
  });
});
