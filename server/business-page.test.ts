import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../api';
import { orders } from './db/schema';
import { orderOf } from './test/orders';
import { send, useTestShop } from './test/shop';
import { loggedInBrowser, storefrontFromSources, textOf } from './test/storefront';
import { newAccountOf } from './test/staff';

/* /admin/business, Takings, as the server renders it for a browser without scripts. */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

/** a perfume without options */
const plainProduct = '6a5797c4c0de5a1b0ea1f31e';

describe('the Takings page', () => {
  it('says plainly that nothing was sold, then draws the takings as bars with their table', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const browser = await loggedInBrowser(shop.app, owner);
    const empty = await (await browser.get('/admin/business')).text();
    expect(textOf(empty)).toContain('No sales yet');
    expect(empty).not.toContain('<svg role="img"');

    const placed = await shop.client().placeOrder(orderOf(plainProduct, 2, 'takings.page@example.com'));
    if (!placed.success) throw new Error(placed.message);
    // the database stamps the payment with its own clock: put it on the shop's today
    const paid = await send(shop.app, 'POST', endpoints.adminMarkPaid.path, {
      token: owner.token,
      body: { orderId: placed.orderId, reference: 'TRF 1' },
    });
    expect(paid.status).toBe(200);
    await shop.database.db
      .update(orders)
      .set({ paidAt: shop.clock.now() })
      .where(eq(orders.id, placed.orderId));

    const page = await browser.get('/admin/business?by=week');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<svg role="img"');
    // the period switch is a link; the chosen one is marked
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/admin\/business\?by=week"/);
    const text = textOf(html);
    expect(text).toContain('Test payments made on the payment sandbox are left out');
    expect(text).toContain('Orders placed 1');
    expect(text).toMatch(/Best sellers by units 1?\s*Sokoto Sandal Attar 2 units/);
    expect(text).not.toContain('No sales yet');
  });
});
