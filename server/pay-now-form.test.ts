import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../api';
import { anAddress } from '../api/test/product';
import { orders } from './db/schema';
import { orderKey, orderLinkSecret } from './services/order-links';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';
import { PUBLIC_URL, useTestShop } from './test/shop';

/*
 * Pay now without JavaScript (docs/decisions/049-pay-now.md): a form on MY ORDERS and on the signed link's page
 * that posts the order's id and answers with a redirect to the provider's page (here the sandbox's).
 */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

/** a perfume without options */
const plainProduct = '6a5797c4c0de5a1b0ea1f31e';
const payNowForms = (html: string) => [...html.matchAll(/data-slot="pay-now-form"/g)].length;

/** A guest's browser with a card order placed and left unpaid (the shopper never paid on the provider's page). */
async function unpaidCardOrder() {
  const browser = formBrowser(shop.app);
  await browser.post(`/product/${plainProduct}`, { quantity: '1' });
  const placed = await browser.post('/place-order', { ...anAddress, paymentMethod: 'paystack' });
  expect(placed.status).toBe(302);
  expect(placed.headers.get('location')).toContain('/sandbox/paystack/checkout/');
  const [order] = (await shop.database.db.select().from(orders)).filter((o) => !o.payment).slice(-1);
  if (!order) throw new Error('no order placed');
  return { browser, orderId: order.id };
}

const ordersCount = async () => (await shop.database.db.select().from(orders)).length;

describe('Pay now without JavaScript', () => {
  it('on MY ORDERS sends the device that placed the order to pay the same order', async () => {
    const { browser, orderId } = await unpaidCardOrder();
    const before = await ordersCount();
    const page = await (await browser.get('/orders')).text();
    expect(payNowForms(page)).toBe(1);
    expect(page).toContain(`name="orderId" value="${orderId}"`);

    const pressed = await browser.post('/orders', { intent: 'pay-now', orderId });
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get('location')).toMatch(
      new RegExp(`^${PUBLIC_URL}/sandbox/paystack/checkout/${orderId}-`),
    );
    expect(await ordersCount()).toBe(before);
  });

  it('on the signed link page works for whoever holds the link; another device without it is refused', async () => {
    const { orderId } = await unpaidCardOrder();
    const key = orderKey(await orderLinkSecret(shop.database.db), orderId);
    const link = `/order/${orderId}/${key}`;
    const elsewhere = formBrowser(shop.app);
    expect(payNowForms(await (await elsewhere.get(link)).text())).toBe(1);
    const pressed = await elsewhere.post(link, { intent: 'pay-now', orderId, key });
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get('location')).toContain('/sandbox/paystack/checkout/');

    const stranger = formBrowser(shop.app);
    const refused = await stranger.post('/orders', { intent: 'pay-now', orderId });
    expect(refused.status).toBe(404);
  });

  it('is not offered on an order paid before delivery', async () => {
    const browser = formBrowser(shop.app);
    await browser.post(`/product/${plainProduct}`, { quantity: '1' });
    await browser.post('/place-order', { ...anAddress, paymentMethod: 'cod' });
    const page = await (await browser.get('/orders')).text();
    expect(textOf(page)).toContain('Awaiting payment');
    expect(payNowForms(page)).toBe(0);
    const [order] = (await shop.database.db.select().from(orders)).filter((o) => o.paymentMethod === 'cod');
    const refused = await browser.post('/orders', { intent: 'pay-now', orderId: order?.id ?? '' });
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain(messages.payNowClosed);
  });
});
