import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, moreThanOwed, moreThanRefundable, toKobo } from '../api';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { storefrontFromSources } from './test/storefront';

/* Money recorded by hand on an order: payments that add up, and refunds (docs/decisions/059-payments-and-refunds.md). */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

type Call = 'adminOrder' | 'adminMarkPaid' | 'adminSetStatus' | 'adminRefund';
const call = (name: Call, token: string, body: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

/** A transfer order of one Part Paid Attar: its id and total (naira). */
async function anOrder(email: string): Promise<{ orderId: string; total: number }> {
  await shop.saveProducts([testProduct({ _id: 'money-scent', name: 'Part Paid Attar', basePrice: 23_000 })]);
  const placed = await send(shop.app, 'POST', endpoints.placeOrder.path, {
    body: orderOf('money-scent', 1, email),
  });
  expect(placed.status, placed.text).toBe(200);
  const orderId = String(placed.json?.orderId);
  const tracked = await send(shop.app, 'POST', endpoints.trackOrder.path, { body: { orderId, email } });
  return { orderId, total: Number((tracked.json?.order as { amount: number }).amount) };
}

const mailsTo = async (email: string) =>
  (await shop.outbox()).filter((mail) => mail.split(/\r?\n/).includes(`To: ${email}`));

const moneyOf = async (token: string, orderId: string) => {
  const { json } = await call('adminOrder', token, { orderId });
  return json as {
    order: { payment: boolean; status: string };
    money: Record<string, unknown>;
    history: unknown[];
  };
};

describe('payments that add up', () => {
  it('keeps a part payment unpaid with what is owed, and the second transfer pays the order and mails the shopper', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const email = 'two.transfers@example.com';
    const { orderId, total } = await anOrder(email);
    const mailsBefore = (await mailsTo(email)).length;

    const first = await call('adminMarkPaid', token, {
      orderId,
      reference: 'GTB-PART-1',
      amount: total - 500,
      method: 'transfer',
    });
    expect(first.status, first.text).toBe(200);
    expect(first.json?.message).toBe(
      `Recorded ₦${(total - 500).toLocaleString('en-NG')}.00 on order #${orderId.slice(-8)}; ₦500.00 still owed.`,
    );
    let seen = await moneyOf(token, orderId);
    expect(seen.order).toMatchObject({ payment: false, status: 'pending' });
    expect(seen.money).toMatchObject({ received: total - 500, owed: 500, refundable: total - 500 });
    // nobody is told the order is paid yet
    expect(await mailsTo(email)).toHaveLength(mailsBefore);

    const tooMuch = await call('adminMarkPaid', token, { orderId, reference: 'GTB-PART-X', amount: 600 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json?.message).toBe(moreThanOwed(50_000));

    const second = await call('adminMarkPaid', token, { orderId, reference: 'GTB-PART-2', amount: 500 });
    expect(second.status, second.text).toBe(200);
    expect(second.json?.message).toContain('is paid and processing');
    seen = await moneyOf(token, orderId);
    expect(seen.order).toMatchObject({ payment: true, status: 'processing' });
    expect(seen.money).toMatchObject({
      payments: [
        { amount: total - 500, method: 'transfer', reference: 'GTB-PART-1' },
        { amount: 500, method: 'transfer', reference: 'GTB-PART-2' },
      ],
      received: total,
      owed: 0,
    });
    expect(seen.history).toMatchObject([
      {
        action: 'order.payment',
        after: { amountKobo: toKobo(total - 500), reference: 'GTB-PART-1', owedKobo: 50_000 },
      },
      { action: 'order.paid', after: { payment: true, reference: 'GTB-PART-2', method: 'transfer' } },
    ]);
    expect(await mailsTo(email)).toHaveLength(mailsBefore + 1);
  });

  it('takes cash without a reference, and asks a transfer for one', async () => {
    const { token } = await newAccountOf(shop, 'owner');
    const { orderId } = await anOrder('cash.at.pickup@example.com');
    const noReference = await call('adminMarkPaid', token, { orderId, method: 'transfer' });
    expect(noReference.status).toBe(400);
    expect(noReference.json?.message).toBe("Give the transfer's reference");
    const cash = await call('adminMarkPaid', token, { orderId, method: 'cash' });
    expect(cash.status, cash.text).toBe(200);
    expect((await moneyOf(token, orderId)).money).toMatchObject({
      payments: [{ method: 'cash', reference: '' }],
      owed: 0,
    });
  });
});

describe('refunds', () => {
  it('are asked for when a paid order is cancelled, kept with how and why, mailed, and never more than was paid', async () => {
    const { token } = await newAccountOf(shop, 'owner');
    const email = 'refunded@example.com';
    const { orderId, total } = await anOrder(email);
    const none = await call('adminRefund', token, {
      orderId,
      amount: 100,
      method: 'transfer',
      reason: 'Test',
    });
    expect(none.status).toBe(400);
    expect(none.json?.message).toBe(moreThanRefundable(0));

    expect((await call('adminMarkPaid', token, { orderId, reference: 'GTB-REFUND' })).status).toBe(200);
    const cancelled = await call('adminSetStatus', token, { orderId, status: 'cancelled' });
    expect(cancelled.json?.message).toContain('It was paid: record the refund on its page');
    const mailsBefore = (await mailsTo(email)).length;

    const tooMuch = await call('adminRefund', token, {
      orderId,
      amount: total + 1,
      method: 'transfer',
      reason: 'Out of stock',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json?.message).toBe(moreThanRefundable(toKobo(total)));

    const refund = await call('adminRefund', token, {
      orderId,
      amount: total,
      method: 'transfer',
      reason: '  Out of Oud Royale  ',
    });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.json?.message).toContain(`recorded on order #${orderId.slice(-8)}. ${email} is mailed.`);
    const seen = await moneyOf(token, orderId);
    expect(seen.money).toMatchObject({
      refunds: [{ amount: total, method: 'transfer', reason: 'Out of Oud Royale' }],
      received: total,
      refunded: total,
      refundable: 0,
    });
    expect(seen.history.at(-1)).toMatchObject({
      action: 'order.refund',
      after: { amountKobo: toKobo(total), method: 'transfer', reason: 'Out of Oud Royale' },
    });
    const mails = (await mailsTo(email)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('refunded');
    expect(mails[0]).toContain('Why: Out of Oud Royale');

    const again = await call('adminRefund', token, { orderId, amount: 1, method: 'cash', reason: 'Again' });
    expect(again.status).toBe(400);
    expect(again.json?.message).toBe(moreThanRefundable(0));
  });
});

describe('two transfers for one order on a bank statement', () => {
  type StatementCall = 'adminStatementMatch' | 'adminStatementConfirm';
  const statement = (name: StatementCall, token: string, body: unknown) =>
    send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

  it('are matched together to the order they pay, confirmed into one paid order, and known when uploaded again', async () => {
    const { token } = await newAccountOf(shop, 'owner');
    const { orderId, total } = await anOrder('statement.two@example.com');
    const reference = orderId.slice(-8);
    const csv = [
      'Date,Narration,Credit',
      `25/11/2026,TRF ${reference} FIRST,"${total - 500}"`,
      `26/11/2026,TRF ${reference} BALANCE,500`,
    ].join('\n');
    const matched = await statement('adminStatementMatch', token, { csv });
    expect(matched.status, matched.text).toBe(200);
    const matches = matched.json?.matches as {
      orderId: string;
      how: string;
      amount: number;
      description: string;
    }[];
    expect(matches).toMatchObject([
      { orderId, how: 'reference-and-amount', amount: total - 500 },
      { orderId, how: 'reference-and-amount', amount: 500 },
    ]);

    const payments = matches.map((m) => ({ orderId, reference: m.description, amount: m.amount }));
    const confirmed = await statement('adminStatementConfirm', token, { payments });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ paid: [orderId], partPaid: [orderId], refused: [] });
    const seen = await moneyOf(token, orderId);
    expect(seen.order).toMatchObject({ payment: true, status: 'processing' });
    expect(seen.money).toMatchObject({ received: total, owed: 0 });

    const again = await statement('adminStatementMatch', token, { csv });
    expect(again.json?.matches).toEqual([]);
    expect(again.json?.unmatched).toMatchObject([
      { kind: 'already-confirmed', why: `already confirmed as the payment of #${reference}` },
      { kind: 'already-confirmed', why: `already confirmed as the payment of #${reference}` },
    ]);
  });
});
