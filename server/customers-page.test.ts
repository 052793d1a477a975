import { afterAll, describe, expect, it } from 'vitest';
import { orderOf } from './test/orders';
import { useTestShop } from './test/shop';
import { loggedInBrowser, storefrontFromSources, textOf } from './test/storefront';
import { newAccountOf } from './test/staff';

/* /admin/customers and a customer's page, as the server renders them for a browser without scripts. */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

/** a perfume without options */
const plainProduct = '6a5797c4c0de5a1b0ea1f31e';

/** The page's words as read (React writes a sentence's parts as separate texts). */
const read = (html: string) => textOf(html).replace(/\s+(?=,)/g, '');

describe('the customers pages', () => {
  it('lists who ordered, finds one by phone in a posted search, and opens their page by key alone', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const browser = await loggedInBrowser(shop.app, staff);
    expect(read(await (await browser.get('/admin/customers')).text())).toContain('No customers yet');

    const request = orderOf(plainProduct, 1, 'nkechi.page@example.com');
    const address = { ...request.address, firstName: 'Nkechi', lastName: 'Obi', phone: '0805 444 0101' };
    const placed = await shop.client().placeOrder({ ...request, address });
    if (!placed.success) throw new Error(placed.message);

    const list = read(await (await browser.get('/admin/customers')).text());
    expect(list).toContain('1 customer, the latest to order first');
    expect(list).toContain('Nkechi Obi');
    expect(list).toContain('Orders count every order placed, cancelled ones too');

    const searched = await browser.post('/admin/customers', { search: '+234 805 444 0101' });
    expect(searched.status).toBe(200);
    const html = await searched.text();
    expect(read(html)).toContain('1 customer found');
    const href = /href="(\/admin\/customers\/[^"]+)"/.exec(html)?.[1] ?? '';
    expect(href).toMatch(/^\/admin\/customers\/guest-[0-9a-f]{32}$/);

    const page = await browser.get(href);
    expect(page.status).toBe(200);
    const text = read(await page.text());
    expect(text).toContain('Nkechi Obi');
    expect(text).toContain('nkechi.page@example.com');
    expect(text).toContain(`#${placed.orderId.slice(-8)}`);

    const nobody = await browser.post('/admin/customers', { search: 'nobody.at.all@example.com' });
    expect(read(await nobody.text())).toContain('No customer found');
    expect((await browser.get('/admin/customers/guest-00000000000000000000000000000000')).status).toBe(404);
  });

  it("refuses a shopper's account", async () => {
    const shopper = await shop.newShopper();
    const browser = await loggedInBrowser(shop.app, shopper);
    expect((await browser.get('/admin/customers')).status).toBe(403);
  });
});
