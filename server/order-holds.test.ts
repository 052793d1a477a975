import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from './db/schema';
import { releaseExpiredReservations } from './payments/fulfilment';
import { runCommand } from './cli/commands';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';

const shop = useTestShop();

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

async function stockOf(id: string) {
  const [row] = await shop.database.db.select().from(products).where(eq(products.id, id));
  return row?.stock;
}

async function orderRow(id: string) {
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** A pay-before-delivery order of `quantity`, placed by a guest; answers its id. */
async function payBeforeDelivery(productId: string, quantity: number, email: string): Promise<string> {
  const answer = await send(shop.app, 'POST', '/api/order/place', {
    body: orderOf(productId, quantity, email),
  });
  expect(answer.status).toBe(200);
  return String(answer.json?.orderId);
}

/** `npm run shop -- paid <orderId>`: the owner confirms the transfer; answers what it printed. */
async function ownerMarksPaid(orderId: string): Promise<string> {
  const out: string[] = [];
  const code = await runCommand(shop.database.db, ['paid', orderId], {
    out: (line) => out.push(line),
    err: () => {},
  });
  expect(code).toBe(0);
  return out.join('\n');
}

/** The release job, as the server runs it every minute. */
const releaseJob = () => releaseExpiredReservations(shop.database.db, shop.clock.now(), shop.served);

describe('an unpaid pay-before-delivery order', () => {
  it('holds its stock for 48 hours, then is cancelled, its stock back on the shelf and its shopper mailed', async () => {
    await shop.saveProducts([testProduct({ _id: 'held', name: 'Held Scent', stock: 5 })]);
    const email = 'slow-payer@example.com';
    const orderId = await payBeforeDelivery('held', 2, email);
    expect(await stockOf('held')).toBe(3);

    shop.clock.advance(48 * HOUR - MINUTE);
    expect(await releaseJob()).toEqual([]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', payment: false });
    expect(await stockOf('held')).toBe(3);

    shop.clock.advance(2 * MINUTE);
    expect(await releaseJob()).toEqual([orderId]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', payment: false });
    expect(await stockOf('held')).toBe(5);

    // beside the confirmation mailed at placement (server/order-mails.test.ts)
    const cancelledMails = async (to: string) =>
      (await shop.outbox()).filter(
        (mail) => mail.split(/\r?\n/).includes(`To: ${to}`) && mail.includes('was cancelled'),
      );
    const mails = await cancelledMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Your order #${orderId.slice(-8)} was cancelled`);
    expect(mails[0]).toContain(orderId);

    // the job runs every minute: nothing is released or mailed twice
    shop.clock.advance(MINUTE);
    expect(await releaseJob()).toEqual([]);
    expect(await stockOf('held')).toBe(5);
    expect(await cancelledMails(email)).toHaveLength(1);
  });

  it('is kept, with its stock, once the owner has marked it paid; the one beside it is not', async () => {
    await shop.saveProducts([testProduct({ _id: 'paid-or-not', stock: 5 })]);
    const paid = await payBeforeDelivery('paid-or-not', 2, 'paid-in-time@example.com');
    const unpaid = await payBeforeDelivery('paid-or-not', 1, 'never-paid@example.com');
    await ownerMarksPaid(paid);

    shop.clock.advance(49 * HOUR);
    expect(await releaseJob()).toEqual([unpaid]);
    expect(await orderRow(paid)).toMatchObject({ status: 'processing', payment: true });
    expect(await orderRow(unpaid)).toMatchObject({ status: 'cancelled', payment: false });
    expect(await stockOf('paid-or-not')).toBe(3);
    const mailed = (await shop.outbox()).filter(
      (mail) =>
        mail.split(/\r?\n/).includes('To: paid-in-time@example.com') && mail.includes('was cancelled'),
    );
    expect(mailed).toEqual([]);
  });

  it('paid after its hold ended, takes its stock again and goes on; with the stock sold, stays cancelled and says so', async () => {
    await shop.saveProducts([testProduct({ _id: 'late-transfer', stock: 3 })]);
    const late = await payBeforeDelivery('late-transfer', 2, 'late-but-paid@example.com');
    const sold = await payBeforeDelivery('late-transfer', 1, 'late-and-sold@example.com');
    shop.clock.advance(49 * HOUR);
    expect((await releaseJob()).sort()).toEqual([late, sold].sort());
    expect(await stockOf('late-transfer')).toBe(3);

    // the transfer arrived after all: the order is the shopper's again, with its stock
    await ownerMarksPaid(late);
    expect(await orderRow(late)).toMatchObject({ status: 'processing', payment: true });
    expect(await stockOf('late-transfer')).toBe(1);

    // meanwhile someone bought the last bottle: the shop never sells it twice, and tells the owner
    await shop.saveProducts([testProduct({ _id: 'late-transfer', stock: 0 })]);
    expect(await ownerMarksPaid(sold)).toContain('Refund the shopper');
    expect(await orderRow(sold)).toMatchObject({ status: 'cancelled', payment: true });
    expect(await stockOf('late-transfer')).toBe(0);
  });
});
