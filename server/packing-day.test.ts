import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../api';
import { anAddress } from '../api/test/product';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { loggedInBrowser, storefrontFromSources, textOf } from './test/storefront';

/* Packing day as the server renders it, without JavaScript: the to-ship list, the chosen slips, one "Mark shipped". */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

const toShip = '/admin/orders?status=processing';

/** A paid order (processing) of `quantity` Packing Day Attar, 6 ml in an Oud base, to Bodija. */
async function aPaidOrder(staffToken: string, quantity: number): Promise<string> {
  await shop.saveProducts([
    testProduct({ _id: 'packing-scent', name: 'Packing Day Attar', basePrice: 23_000 }),
  ]);
  const placed = await send(shop.app, 'POST', endpoints.placeOrder.path, {
    body: orderOf('packing-scent', quantity),
  });
  expect(placed.status, placed.text).toBe(200);
  const orderId = String(placed.json?.orderId);
  const paid = await send(shop.app, 'POST', endpoints.adminMarkPaid.path, {
    token: staffToken,
    body: { orderId, reference: `GTB-${orderId.slice(-4)}` },
  });
  expect(paid.status, paid.text).toBe(200);
  return orderId;
}

const reference = (orderId: string) => `#${orderId.slice(-8)}`;

describe('the list of orders to ship', () => {
  it('shows what each parcel holds and where it goes, with a box to choose it', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const orderId = await aPaidOrder(staff.token, 3);
    const html = await (await (await loggedInBrowser(shop.app, staff)).get(toShip)).text();
    const text = textOf(html);
    expect(text).toContain(`Choose ${reference(orderId)}`);
    expect(text).toContain(`${anAddress.firstName} ${anAddress.lastName}, ${anAddress.city}`);
    expect(text).toContain('3 × Packing Day Attar');
    expect(html).toContain(`name="order" value="${orderId}"`);
    expect(text).toContain('Mark shipped');
    expect(text).toContain('Print packing slips');
  });
});

describe('the chosen orders', () => {
  it('print as one packing slip each, on one page whose address holds only their ids', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const first = await aPaidOrder(staff.token, 1);
    const second = await aPaidOrder(staff.token, 2);
    const browser = await loggedInBrowser(shop.app, staff);
    const page = await browser.get(`/admin/orders/slips?order=${first}&order=${second}`);
    expect(page.status).toBe(200);
    const text = textOf(await page.text());
    expect(text).toContain('Packing slips: 2 orders');
    expect(text).toContain(`Order ${reference(first)}`);
    expect(text).toContain(`Order ${reference(second)}`);
    expect(text).toContain('To pack: 2 items');
    expect(text).not.toContain('₦23,000.00');

    const none = textOf(await (await browser.get('/admin/orders/slips')).text());
    expect(none).toContain('No order chosen');
  });

  it("are nothing of a shopper's business: their slips are refused to a shopper's account", async () => {
    const staff = await newAccountOf(shop, 'staff');
    const orderId = await aPaidOrder(staff.token, 1);
    const shopper = await loggedInBrowser(shop.app, await shop.newShopper());
    const page = await shopper.get(`/admin/orders/slips?order=${orderId}`);
    expect(page.status).toBe(403);
    expect(textOf(await page.text())).not.toContain(anAddress.street);
  });

  it('are marked shipped in one post, each audited and its shopper mailed', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const first = await aPaidOrder(staff.token, 1);
    const second = await aPaidOrder(staff.token, 1);
    const waiting = await aPaidOrder(staff.token, 1);
    const mailsBefore = (await shop.outbox()).length;
    const browser = await loggedInBrowser(shop.app, staff);

    const shipped = await browser.post(toShip, { intent: 'ship', order: [first, second] });
    expect(shipped.status).toBe(302);
    expect(shipped.headers.get('location')).toBe(toShip);
    const after = textOf(await (await browser.get(toShip)).text());
    expect(after).toContain(`Marked shipped: ${reference(first)}, ${reference(second)}.`);
    expect(after).not.toContain(`Choose ${reference(first)}`);
    expect(after).toContain(`Choose ${reference(waiting)}`);

    for (const orderId of [first, second]) {
      const { json } = await send(shop.app, 'POST', endpoints.adminOrder.path, {
        token: staff.token,
        body: { orderId },
      });
      expect(json).toMatchObject({ order: { status: 'shipped' } });
      expect(json?.history).toContainEqual(
        expect.objectContaining({ action: 'order.status', actor: staff.email, after: { status: 'shipped' } }),
      );
    }
    expect(await shop.outbox()).toHaveLength(mailsBefore + 2);
  });

  it('take one delivery note to all their shoppers when one rider takes them; a note too long ships nothing', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const first = await aPaidOrder(staff.token, 1);
    const second = await aPaidOrder(staff.token, 1);
    const browser = await loggedInBrowser(shop.app, staff);

    const long = await browser.post(toShip, {
      intent: 'ship',
      order: [first, second],
      note: 'x'.repeat(301),
    });
    expect(long.status).toBe(400);
    expect(textOf(await long.text())).toContain('Keep the delivery note to 300 characters or fewer');
    const untouched = await send(shop.app, 'POST', endpoints.adminOrder.path, {
      token: staff.token,
      body: { orderId: first },
    });
    expect(untouched.json).toMatchObject({ order: { status: 'processing' } });

    const note = 'Rider: Bisi, 0803 555 0199, this afternoon';
    const shipped = await browser.post(toShip, { intent: 'ship', order: [first, second], note });
    expect(shipped.status).toBe(302);
    expect(textOf(await (await browser.get(toShip)).text())).toContain(
      'Each shopper is told by mail, with the delivery note.',
    );
    for (const orderId of [first, second]) {
      const { json } = await send(shop.app, 'POST', endpoints.adminOrder.path, {
        token: staff.token,
        body: { orderId },
      });
      expect(json).toMatchObject({ order: { status: 'shipped', deliveryNote: note } });
    }
  });

  it('are refused with a sentence when none is ticked, and nothing changes', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const orderId = await aPaidOrder(staff.token, 1);
    const browser = await loggedInBrowser(shop.app, staff);
    const refused = await browser.post(toShip, { intent: 'ship' });
    expect(refused.status).toBe(400);
    const text = textOf(await refused.text());
    expect(text).toContain('Choose the orders to mark shipped');
    expect(text).toContain(`Choose ${reference(orderId)}`);
  });
});

describe('the invoice', () => {
  it('prints each line with its unit price, the totals, and that it is paid, without JavaScript', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const orderId = await aPaidOrder(staff.token, 2);
    const browser = await loggedInBrowser(shop.app, staff);
    const text = textOf(await (await browser.get(`/admin/orders/${orderId}/invoice`)).text());
    expect(text).toContain('Invoice');
    expect(text).toContain(`Order ${reference(orderId)}`);
    expect(text).toContain(`${anAddress.firstName} ${anAddress.lastName}`);
    expect(text).toMatch(/Packing Day Attar 2 ₦23,000\.00 ₦46,000\.00/);
    expect(text).toContain('Paid by Payment before Delivery');
  });

  it('prints one per chosen order, and is refused to a shopper', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const first = await aPaidOrder(staff.token, 1);
    const second = await aPaidOrder(staff.token, 3);
    const chosen = `/admin/orders/invoices?order=${first}&order=${second}`;
    const text = textOf(await (await (await loggedInBrowser(shop.app, staff)).get(chosen)).text());
    expect(text).toContain('Invoices: 2 orders');
    expect(text).toContain(`Order ${reference(second)}`);
    expect(text).toContain('₦69,000.00');

    const shopper = await loggedInBrowser(shop.app, await shop.newShopper());
    const refused = await shopper.get(chosen);
    expect(refused.status).toBe(403);
    expect(textOf(await refused.text())).not.toContain(anAddress.street);
  });
});
