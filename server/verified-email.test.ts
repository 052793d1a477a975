import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAddress } from '../api/test/product';
import { orders, users } from './db/schema';
import { EKO, browser } from './test/browser';
import { useTestShop } from './test/shop';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';
import { invitationTokenMailedTo, pendingInvitation } from './test/staff';

/** A verified email joins the account the orders placed with it as a guest on any device (decision 050). */
const shop = useTestShop({ web: storefrontFromSources() });

let made = 0;
const password = 'a long enough password';
const newEmail = () => `tola${(made += 1)}-${Date.now()}@example.com`;

/** A guest on a phone of their own, who orders by transfer with this email. */
async function guestOrderWith(email: string): Promise<string> {
  const placed = await browser(shop.app).post('/api/order/place', {
    address: { ...anAddress, email },
    items: [{ productId: EKO, quantity: 1 }],
  });
  expect(placed.status, placed.text).toBe(200);
  return String(placed.json?.orderId);
}

const ownerOf = async (orderId: string) =>
  (await shop.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.userId;

const accountOf = async (email: string) =>
  (await shop.database.db.select().from(users).where(eq(users.email, email)))[0];

/** The verification link mailed to this email: its user id and key. */
async function linkMailedTo(email: string): Promise<{ userId: string; key: string }> {
  // quoted-printable's soft breaks joined, so the link reads whole
  const mail = (await shop.outbox())
    .map((text) => text.replace(/=\r?\n/g, ''))
    .find((text) => text.includes(`To: ${email}`) && text.includes('/verify-email/'));
  const [, userId = '', key = ''] = /\/verify-email\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail ?? '') ?? [];
  return { userId, key };
}

async function signUp(email: string) {
  const answer = await shop.client().register({ name: 'Tola Bakare', email, password });
  if (!answer.success) throw new Error(answer.message);
  return answer.token;
}

describe('the verification link mailed at sign-up', () => {
  it('is mailed, signed for the account, without the email in its address', async () => {
    const email = newEmail();
    await signUp(email);
    const mail = (await shop.outbox()).find((text) => text.includes(`To: ${email}`)) ?? '';
    expect(mail).toContain('Subject: Confirm your email');
    expect(mail).not.toContain(`verify-email/${email}`);
    const { userId, key } = await linkMailedTo(email);
    expect(userId).toBe((await accountOf(email))?.id);
    expect(key.length).toBeGreaterThanOrEqual(22);
  });

  it("verifies the email and joins the guest orders placed with it elsewhere, any case, not another account's", async () => {
    const email = newEmail();
    const elsewhere = await guestOrderWith(email);
    const shouted = await guestOrderWith(email.toUpperCase());
    const { token: otherToken } = await shop.newShopper();
    const theirs = await shop.client(otherToken).placeOrder({
      address: { ...anAddress, email },
      items: [{ productId: EKO, quantity: 1 }],
    });
    if (!theirs.success) throw new Error(theirs.message);
    await signUp(email);
    const account = await accountOf(email);
    expect(account?.emailVerifiedAt).toBeNull();
    expect(await ownerOf(elsewhere)).toBeNull();

    const link = await linkMailedTo(email);
    const verified = await shop.client().verifyEmail(link);
    expect(verified).toMatchObject({ success: true, joined: 2 });
    expect((await accountOf(email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await ownerOf(elsewhere)).toBe(account?.id);
    expect(await ownerOf(shouted)).toBe(account?.id);
    expect(await ownerOf(theirs.orderId)).not.toBe(account?.id);

    // opened again: still verified, nothing more to join
    expect(await shop.client().verifyEmail(link)).toMatchObject({ success: true, joined: 0 });
  });

  it('once verified, a later login joins the orders placed with the email since', async () => {
    const email = newEmail();
    await signUp(email);
    await shop.client().verifyEmail(await linkMailedTo(email));
    const later = await guestOrderWith(email);
    expect(await ownerOf(later)).toBeNull();
    expect((await browser(shop.app).post('/api/user/login', { email, password })).status).toBe(200);
    expect(await ownerOf(later)).toBe((await accountOf(email))?.id);
  });

  it('before it is opened, a login joins nothing by email', async () => {
    const email = newEmail();
    await signUp(email);
    const placed = await guestOrderWith(email);
    expect((await browser(shop.app).post('/api/user/login', { email, password })).status).toBe(200);
    expect(await ownerOf(placed)).toBeNull();
  });

  it('refuses a wrong key, or an email the account no longer has, and changes nothing', async () => {
    const email = newEmail();
    const placed = await guestOrderWith(email);
    await signUp(email);
    const link = await linkMailedTo(email);
    const wrong = await shop.client().verifyEmail({ userId: link.userId, key: `x${link.key.slice(1)}` });
    expect(wrong).toMatchObject({ success: false, status: 400 });
    const stranger = await shop.client().verifyEmail({ userId: 'no-such-account', key: link.key });
    expect(stranger).toMatchObject({ success: false, status: 400 });

    await shop.database.db
      .update(users)
      .set({ email: `new-${email}` })
      .where(eq(users.id, link.userId));
    expect(await shop.client().verifyEmail(link)).toMatchObject({ success: false, status: 400 });
    expect((await accountOf(`new-${email}`))?.emailVerifiedAt).toBeNull();
    expect(await ownerOf(placed)).toBeNull();
  });
});

describe('an accepted invitation to the admin', () => {
  it("proves the mailbox it was mailed to: the account's email is verified, and its next login joins its orders", async () => {
    const email = newEmail();
    await signUp(email);
    const placed = await guestOrderWith(email);
    await pendingInvitation(shop, email);
    const accepted = await shop.client().acceptInvitation({
      token: await invitationTokenMailedTo(shop, email),
      password: 'staff evenings in ibadan',
    });
    expect(accepted).toMatchObject({ success: true });
    expect((await accountOf(email))?.emailVerifiedAt).toBeInstanceOf(Date);
    await shop.client().login({ email, password: 'staff evenings in ibadan' });
    expect(await ownerOf(placed)).toBe((await accountOf(email))?.id);
  });
});

describe('the page the link opens', () => {
  it('is rendered by the server, without scripts: confirmed, how many orders joined, MY ORDERS; a wrong link says so', async () => {
    const email = newEmail();
    await guestOrderWith(email);
    await signUp(email);
    const { userId, key } = await linkMailedTo(email);

    const page = await formBrowser(shop.app).get(`/verify-email/${userId}/${key}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain('Your email is confirmed.');
    expect(textOf(html)).toContain('1 earlier order placed with this email joined your account.');
    expect(html).toMatch(/<a[^>]*href="\/orders"[^>]*>My Orders<\/a>/);

    const wrong = await formBrowser(shop.app).get(`/verify-email/${userId}/${key.slice(0, -2)}xy`);
    expect(wrong.status).toBe(400);
    expect(textOf(await wrong.text())).toContain('This link does not confirm your email');
  });
});
