import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCommand } from './cli/commands';
import { orders } from './db/schema';
import { EKO, guestWithEko } from './test/browser';
import { orderOf, paidInTheSandbox } from './test/orders';
import { isTo, mailsTo, readableMail } from './test/mails';
import { useTestShop } from './test/shop';

/** A guest who clears the browser still has the order, in a mail, and can track it by its reference. */
const shop = useTestShop();

/** The mails written since `before`, decoded enough to read. */
const mailsSince = async (before: number) => (await shop.outbox()).slice(before).map(readableMail);

describe('a guest who places a pay-before-delivery order', () => {
  it('is mailed the reference, the whole id, the items, the total, the bank details and a WhatsApp link; the shop is alerted', async () => {
    const before = (await shop.outbox()).length;
    const guest = await guestWithEko(shop.app);
    const placed = await guest.post('/api/order/place', orderOf(EKO, 2, 'guest.mail@example.com'));
    const id = String(placed.json?.orderId);
    const mails = await mailsSince(before);
    // written in the same moment, the two files may sort either way
    const to = (address: string) => mails.filter((mail) => isTo(mail, address));
    const [toGuest] = to('guest.mail@example.com');
    const [toShop] = to(shop.served.config.contact.email);
    expect(mails).toHaveLength(2);
    expect(toGuest).toBeDefined();
    expect(toShop).toBeDefined();
    const bank = shop.served.config.bankTransfer;
    for (const mail of [toGuest, toShop]) {
      expect(mail).toContain(`#${id.slice(-8)}`);
      expect(mail).toContain(id);
      expect(mail).toMatch(/2 × Eko/);
    }
    // the shop's alert (server/shop-alerts.test.ts) needs no bank details nor a chat with itself
    expect(toGuest).toContain(bank.accountNumber);
    expect(toGuest).toContain(bank.bankName);
    expect(toGuest).toContain(`https://wa.me/`);
    const [row] = (await guest.post('/api/order/userorders')).json?.orders as { amount: number }[];
    expect(toGuest).toContain(
      `Total: ${new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(row?.amount ?? -1)}`,
    );
  });
});

describe('tracking an order by the reference it shows', () => {
  const track = (orderId: string, email: string) =>
    shop.app.request('/api/order/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId, email }),
    });

  it('finds it with the email, in any case and with or without #; another email does not', async () => {
    const guest = await guestWithEko(shop.app);
    const placed = await guest.post('/api/order/place', orderOf(EKO, 1, 'tracker@example.com'));
    const id = String(placed.json?.orderId);
    for (const typed of [`#${id.slice(-8)}`, id.slice(-8).toUpperCase(), ` #${id.slice(-8)} `, id]) {
      const found = await track(typed, 'Tracker@example.com');
      expect(found.status).toBe(200);
      expect(((await found.json()) as { order: { _id: string } }).order._id).toBe(id);
    }
    const stranger = await track(`#${id.slice(-8)}`, 'someone.else@example.com');
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({
      success: false,
      message: 'We could not find an order with that id and email.',
    });
  });

  it('finds nothing for a reference two orders of that email share, or none has', async () => {
    const guest = await guestWithEko(shop.app);
    const placed = await guest.post('/api/order/place', orderOf(EKO, 1, 'twice@example.com'));
    const id = String(placed.json?.orderId);
    // a second order of the same email whose id ends alike (ids are random: written here)
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('the order was not stored');
    await shop.database.db.insert(orders).values({ ...row, id: `ffffffffffffffff${id.slice(-8)}` });
    for (const typed of [`#${id.slice(-8)}`, '#00000000']) {
      const answer = await track(typed, 'twice@example.com');
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { message: string }).message).toBe(
        'We could not find an order with that id and email.',
      );
    }
  });

  it('refuses what is neither a reference nor an id with a sentence', async () => {
    const answer = await track('#12', 'tracker@example.com');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Please enter the reference shown on your order (like #2a535483) or its whole order id.',
    );
  });
});

describe('the owner moving an order on', () => {
  const owner = (...argv: string[]) =>
    runCommand(shop.database.db, argv, { out: () => undefined, err: () => undefined }, shop.served);

  it('mails the shopper the new status with the reference: paid, then shipped; a status set again is not mailed', async () => {
    const guest = await guestWithEko(shop.app);
    const placed = await guest.post('/api/order/place', orderOf(EKO, 1, 'moved.on@example.com'));
    const id = String(placed.json?.orderId);
    expect(await mailsTo(shop, 'moved.on@example.com')).toHaveLength(1);

    expect(await owner('paid', id)).toBe(0);
    expect(await owner('status', id, 'shipped')).toBe(0);
    expect(await owner('status', id, 'shipped')).toBe(0);
    // mails written in the same moment may sort either way: each is found by its subject
    const mails = await mailsTo(shop, 'moved.on@example.com');
    const about = (subject: string) => mails.filter((mail) => mail.includes(`Subject: ${subject}`));
    expect(mails).toHaveLength(3);
    expect(about(`Your order #${id.slice(-8)} is paid and being prepared`)).toHaveLength(1);
    const [shipped] = about(`Your order #${id.slice(-8)} is shipped`);
    expect(shipped).toContain(id);
    expect(shipped).toContain('on its way');
  });
});

describe('a guest paying by card', () => {
  it('is mailed the confirmation once the payment is verified, not when the card checkout opens, and once', async () => {
    const guest = await guestWithEko(shop.app);
    const placed = await guest.post('/api/order/paystack', orderOf(EKO, 1, 'card.payer@example.com'));
    const id = String(placed.json?.orderId);
    expect(await mailsTo(shop, 'card.payer@example.com')).toEqual([]);

    const reference = await paidInTheSandbox(shop.app, placed.json);
    for (let time = 0; time < 2; time += 1) {
      const verified = await guest.post('/api/order/verifyPaystack', { orderId: id, reference });
      expect(verified.json).toMatchObject({ success: true, order: { payment: true } });
    }
    const mails = await mailsTo(shop, 'card.payer@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Your order #${id.slice(-8)} is placed`);
    expect(mails[0]).toContain('Your card payment of');
    expect(mails[0]).not.toContain('Account number');
  });
});
