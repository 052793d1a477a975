import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, ORDER_NOTE_MAX } from '../api';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { loggedInBrowser, storefrontFromSources, textOf } from './test/storefront';

/* An order's notes: the shop's own words on it, kept in its history (docs/decisions/054-order-notes-in-the-history.md). */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

async function anOrder(email = 'noted@example.com'): Promise<string> {
  await shop.saveProducts([testProduct({ _id: 'note-scent', name: 'Note Scent Attar', basePrice: 23_000 })]);
  const placed = await send(shop.app, 'POST', endpoints.placeOrder.path, {
    body: orderOf('note-scent', 1, email),
  });
  expect(placed.status, placed.text).toBe(200);
  return String(placed.json?.orderId);
}

const call = (name: 'adminOrderNote' | 'adminOrder', token: string, body: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

describe('a note on an order', () => {
  it("is kept in the order's history with who wrote it and when; the order is unchanged and nobody is mailed", async () => {
    const staff = await newAccountOf(shop, 'staff', 'Kemi');
    const orderId = await anOrder();
    const mailsBefore = (await shop.outbox()).length;

    const answer = await call('adminOrderNote', staff.token, {
      orderId,
      note: '  Paid ₦23,000 by transfer; ₦500 more promised for Friday  ',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      message: `Note added to order #${orderId.slice(-8)}.`,
      order: { _id: orderId, status: 'pending', payment: false },
    });

    const { json } = await call('adminOrder', staff.token, { orderId });
    expect(json?.history).toEqual([
      {
        at: shop.clock.now().getTime(),
        actor: staff.email,
        action: 'order.note',
        target: `order:${orderId}`,
        before: null,
        after: { note: 'Paid ₦23,000 by transfer; ₦500 more promised for Friday' },
      },
    ]);
    expect(await shop.outbox()).toHaveLength(mailsBefore);
  });

  it('is refused blank or too long with a sentence, and nothing is written', async () => {
    const { token } = await newAccountOf(shop, 'owner');
    const orderId = await anOrder();
    for (const [note, sentence] of [
      ['   ', 'Write the note'],
      ['a'.repeat(ORDER_NOTE_MAX + 1), `Keep the note to ${ORDER_NOTE_MAX} characters or fewer`],
    ]) {
      const answer = await call('adminOrderNote', token, { orderId, note });
      expect(answer.status).toBe(400);
      expect(answer.json?.message).toBe(sentence);
    }
    expect((await call('adminOrder', token, { orderId })).json?.history).toEqual([]);
  });

  it("is never shown to the shopper: their order's answer carries no note", async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const orderId = await anOrder('private.note@example.com');
    await call('adminOrderNote', token, { orderId, note: 'Shopper sounded unsure: call before shipping' });
    const tracked = await send(shop.app, 'POST', endpoints.trackOrder.path, {
      body: { orderId, email: 'private.note@example.com' },
    });
    expect(tracked.status, tracked.text).toBe(200);
    expect(tracked.text).not.toContain('call before shipping');
  });
});

describe("the order page's note form, without JavaScript", () => {
  it('adds the note and shows it in the history, with the sentence; a blank one is refused beside the box', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const orderId = await anOrder();
    const browser = await loggedInBrowser(shop.app, staff);
    const page = `/admin/orders/${orderId}`;

    const refused = await browser.post(page, { intent: 'note', note: '  ' });
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain('Write the note');

    const added = await browser.post(page, { intent: 'note', note: 'Rider: Tunde, leaves at 10' });
    expect(added.status).toBe(302);
    expect(added.headers.get('location')).toBe(page);
    const after = textOf(await (await browser.get(page)).text());
    expect(after).toContain(`Note added to order #${orderId.slice(-8)}.`);
    expect(after).toContain('Note: Rider: Tunde, leaves at 10');
  });

  it('keeps a note that is too long in the box, with why it was refused', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const orderId = await anOrder();
    const browser = await loggedInBrowser(shop.app, staff);
    const long = `Call first. ${'x'.repeat(ORDER_NOTE_MAX)}`;
    const refused = await browser.post(`/admin/orders/${orderId}`, { intent: 'note', note: long });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(textOf(html)).toContain(`Keep the note to ${ORDER_NOTE_MAX} characters or fewer`);
    expect(html).toContain(long);
  });
});
