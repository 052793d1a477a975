import { afterAll, describe, expect, it } from 'vitest';
import { DELIVERY_NOTE_MAX, deliveryNoteNotShipped, endpoints } from '../api';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { loggedInBrowser, storefrontFromSources, textOf } from './test/storefront';

/* A shipped order's delivery note: what the shopper should know (docs/decisions/056-delivery-note.md). */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

type Call = 'adminDeliveryNote' | 'adminOrder' | 'adminMarkPaid' | 'adminSetStatus';
const call = (name: Call, token: string, body: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

/** A paid order of one Delivery Note Attar, moved to `status`. */
async function anOrder(token: string, email: string, status: 'processing' | 'shipped'): Promise<string> {
  await shop.saveProducts([
    testProduct({ _id: 'delivery-scent', name: 'Delivery Note Attar', basePrice: 23_000 }),
  ]);
  const placed = await send(shop.app, 'POST', endpoints.placeOrder.path, {
    body: orderOf('delivery-scent', 1, email),
  });
  expect(placed.status, placed.text).toBe(200);
  const orderId = String(placed.json?.orderId);
  expect((await call('adminMarkPaid', token, { orderId, reference: 'GTB-NOTE' })).status).toBe(200);
  if (status === 'shipped')
    expect((await call('adminSetStatus', token, { orderId, status })).status).toBe(200);
  return orderId;
}

const mailsTo = async (email: string) =>
  (await shop.outbox()).filter((mail) => mail.split(/\r?\n/).includes(`To: ${email}`));

describe('a delivery note', () => {
  it('is kept on a shipped order, mailed to its shopper, shown on their order, and audited with the one it replaced', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const email = 'delivery.note@example.com';
    const orderId = await anOrder(staff.token, email, 'shipped');
    const mailsBefore = (await mailsTo(email)).length;

    const first = await call('adminDeliveryNote', staff.token, {
      orderId,
      note: '  Rider: Tunde, 0803 555 0101  ',
    });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({
      message: `Delivery note saved on order #${orderId.slice(-8)}. ${email} is mailed.`,
      order: { deliveryNote: 'Rider: Tunde, 0803 555 0101' },
    });
    await call('adminDeliveryNote', staff.token, { orderId, note: 'GIG Logistics, tracking 5512' });

    const mails = (await mailsTo(email)).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    for (const mail of mails)
      expect(mail).toContain(`Subject: Your order #${orderId.slice(-8)}: delivery details`);
    // (the outbox's files are not in the order they were sent)
    expect(mails.find((mail) => mail.includes('Rider: Tunde, 0803 555 0101'))).toBeDefined();
    expect(mails.find((mail) => mail.includes('GIG Logistics, tracking 5512'))).toBeDefined();

    const tracked = await send(shop.app, 'POST', endpoints.trackOrder.path, { body: { orderId, email } });
    expect(tracked.json?.order).toMatchObject({ deliveryNote: 'GIG Logistics, tracking 5512' });

    const { json } = await call('adminOrder', staff.token, { orderId });
    const notes = (json?.history as { action: string }[]).filter(
      (line) => line.action === 'order.delivery-note',
    );
    expect(notes).toMatchObject([
      { actor: staff.email, before: null, after: { note: 'Rider: Tunde, 0803 555 0101' } },
      { before: { note: 'Rider: Tunde, 0803 555 0101' }, after: { note: 'GIG Logistics, tracking 5512' } },
    ]);
  });

  it('is refused before the order ships, blank or too long, and nothing is kept or mailed', async () => {
    const { token } = await newAccountOf(shop, 'owner');
    const email = 'delivery.refused@example.com';
    const processing = await anOrder(token, email, 'processing');
    const mailsBefore = (await mailsTo(email)).length;
    const early = await call('adminDeliveryNote', token, { orderId: processing, note: 'Rider: Tunde' });
    expect(early.status).toBe(409);
    expect(early.json?.message).toBe(deliveryNoteNotShipped);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);

    const shipped = await anOrder(token, email, 'shipped');
    const afterShipping = (await mailsTo(email)).length;
    for (const [note, sentence] of [
      ['   ', 'Write what the shopper should know about the delivery'],
      [
        'x'.repeat(DELIVERY_NOTE_MAX + 1),
        `Keep the delivery note to ${DELIVERY_NOTE_MAX} characters or fewer`,
      ],
    ]) {
      const answer = await call('adminDeliveryNote', token, { orderId: shipped, note });
      expect(answer.status).toBe(400);
      expect(answer.json?.message).toBe(sentence);
    }
    const { json } = await call('adminOrder', token, { orderId: shipped });
    expect(json?.order).not.toHaveProperty('deliveryNote');
    expect(await mailsTo(email)).toHaveLength(afterShipping);
  });
});

describe("the order page's delivery note form, without JavaScript", () => {
  it('shows on a shipped order only, sends the note and shows it back; a blank one is refused beside the box', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const browser = await loggedInBrowser(shop.app, staff);
    const processing = await anOrder(staff.token, 'form.early@example.com', 'processing');
    expect(textOf(await (await browser.get(`/admin/orders/${processing}`)).text())).not.toContain(
      'Delivery note',
    );

    const orderId = await anOrder(staff.token, 'form.note@example.com', 'shipped');
    const page = `/admin/orders/${orderId}`;
    const refused = await browser.post(page, { intent: 'delivery', note: ' ' });
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain('Write what the shopper should know about the delivery');

    const sent = await browser.post(page, { intent: 'delivery', note: 'Rider: Bisi, 0803 555 0199' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe(page);
    const html = await (await browser.get(page)).text();
    expect(textOf(html)).toContain(
      `Delivery note saved on order #${orderId.slice(-8)}. form.note@example.com is mailed.`,
    );
    expect(html).toContain('Rider: Bisi, 0803 555 0199</textarea>');
    expect(textOf(html)).toContain('Send the new note');
  });
});
