import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../api';
import { anAddress } from '../api/test/product';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { loggedInBrowser, storefrontFromSources, textOf } from './test/storefront';

/** An order's packing slip, as the server renders it for printing (store/admin/packing-slip.tsx). */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

async function loggedIn(role: 'staff' | 'shopper') {
  const account = role === 'staff' ? await newAccountOf(shop, 'staff') : await shop.newShopper();
  return loggedInBrowser(shop.app, account);
}

async function anOrder(): Promise<string> {
  await shop.saveProducts([testProduct({ _id: 'slip-scent', name: 'Slip Scent Attar', basePrice: 23_000 })]);
  const placed = await send(shop.app, 'POST', endpoints.placeOrder.path, { body: orderOf('slip-scent', 2) });
  expect(placed.status, placed.text).toBe(200);
  return String(placed.json?.orderId);
}

describe('the packing slip', () => {
  it('shows staff what to pack and where, without prices, and without JavaScript', async () => {
    const orderId = await anOrder();
    const page = await (await loggedIn('staff')).get(`/admin/orders/${orderId}/slip`);
    expect(page.status).toBe(200);
    const text = textOf(await page.text());
    expect(text).toContain('Packing slip');
    expect(text).toContain(`#${orderId.slice(-8)}`);
    expect(text).toContain('To pack: 2 items');
    expect(text).toContain('Slip Scent Attar');
    expect(text).toContain(anAddress.street);
    expect(text).toContain(anAddress.phone);
    // the only naira on the sheet is what is still to be paid
    expect(text).toContain('Not paid yet');
    expect(text).not.toContain('₦23,000.00');
  });

  it('shows a shopper nothing of the order', async () => {
    const orderId = await anOrder();
    const page = await (await loggedIn('shopper')).get(`/admin/orders/${orderId}/slip`);
    expect(page.status).toBe(403);
    expect(textOf(await page.text())).not.toContain(anAddress.street);
  });
});
