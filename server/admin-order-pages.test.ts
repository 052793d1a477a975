import { randomBytes } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../api';
import { orders } from './db/schema';
import { orderOf } from './test/orders';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';
import { useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/* /admin/orders fifty at a time, without JavaScript: 'Older orders' posts the filter with where the next page starts. */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

/** a perfume without options */
const plainProduct = '6a5797c4c0de5a1b0ea1f31e';

/** 52 orders, a minute apart: one placed, the rest its copies placed before it. */
async function fiftyTwoOrders() {
  const placed = await shop.client().placeOrder(orderOf(plainProduct, 1, 'pages.form@example.com'));
  if (!placed.success) throw new Error(placed.message);
  const [first] = (await shop.database.db.select().from(orders)).filter((row) => row.id === placed.orderId);
  if (!first) throw new Error('no order placed');
  await shop.database.db.insert(orders).values(
    Array.from({ length: 51 }, (_, index) => ({
      ...first,
      id: randomBytes(12).toString('hex'),
      createdAt: new Date(first.createdAt.getTime() - (index + 1) * 60_000),
    })),
  );
}

/** The page's words as read (React writes a sentence's parts as separate texts). */
const read = (html: string) => textOf(html).replace(/\s+(?=,)/g, '');
const olderValue = (html: string) => /name="older" value="([^"]+)"/.exec(html)?.[1];

describe('the order list, a page at a time', () => {
  it('shows fifty, then the older ones on the page Older orders posts', async () => {
    await fiftyTwoOrders();
    const staff = await newAccountOf(shop, 'staff');
    const browser = formBrowser(shop.app);
    await browser.post('/login', { intent: 'login', email: staff.email, password: staff.password });

    const first = await (await browser.get('/admin/orders')).text();
    expect(read(first)).toContain('50 orders, newest first, and older ones');
    expect(read(first)).toContain('Older orders');
    const older = olderValue(first);
    expect(older).toMatch(/^\d+:[0-9a-f]{24}$/);

    const next = await browser.post('/admin/orders', {
      status: '',
      payment: '',
      from: '',
      to: '',
      search: '',
      older: older ?? '',
    });
    expect(next.status).toBe(200);
    const page = read(await next.text());
    expect(page).toContain('2 orders, older');
    expect(page).not.toContain('Older orders');
  });
});

describe("the accountant's export, asked by a browser without JavaScript", () => {
  it('refuses a range it cannot make on the Orders page again, saying why under the day, with the days kept', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const browser = formBrowser(shop.app);
    await browser.post('/login', { intent: 'login', email: staff.email, password: staff.password });

    const refused = await browser.get('/admin/payments.csv?from=2026-11-30&to=2026-11-01');
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location') ?? '';
    expect(location).toBe('/admin/orders?from=2026-11-30&to=2026-11-01#accountant-export');

    const html = await (await browser.get(location)).text();
    expect(read(html)).toContain(messages.firstDayAfterLastDay);
    expect(html).toMatch(/name="from"[^>]*value="2026-11-30"|value="2026-11-30"[^>]*name="from"/);
    expect(html).toMatch(/name="to"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="to"/);
  });
});
