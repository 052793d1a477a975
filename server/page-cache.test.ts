import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, messages } from '../api';
import { runServingCommand, type CliIo } from './cli/commands';
import { orders, products } from './db/schema';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';

/*
 * The public pages rendered once for every guest and served from memory, compressed once, with an
 * ETag, until what they show changes; never a shopper's page to anyone else. Another server's changes:
 * drills/page-cache-scale-out.test.ts, on PostgreSQL.
 */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

const KOLA = '68cd48ccc0de5a1b0ea1f314';

async function page(app: Hono, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(`http://shop.test${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const body =
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  const html = body.toString('utf8');
  return { response, html, text: textOf(html), etag: response.headers.get('etag'), encoding };
}

const guestSees = async (path: string, app: Hono = shop.app) => (await page(app, path)).text;
/** Whether a product's own page says it is out of stock (its suggestions below may be, too). */
const soldOut = async (id: string) =>
  (await guestSees(`/product/${id}`)).split('You may also like')[0]?.includes('OUT OF STOCK');

/**
 * A write made straight to the database (the owner's import, psql) reaches the app when it hears of it: at once
 * on PGlite, a few milliseconds later on PostgreSQL (NOTIFY). A change made through the app (an order, the
 * admin, a review) is shown on the very next request.
 */
const soonHeard = { timeout: 5_000 };

describe('a guest’s page', () => {
  it('is rendered once and then served as the very same bytes, with an ETag and a 304 for a browser that holds it', async () => {
    const first = await page(shop.app, '/about');
    const second = await page(shop.app, '/about');
    expect(first.response.status).toBe(200);
    expect(second.html).toBe(first.html);
    expect(second.etag).toMatch(/^"[\w-]+"$/);
    expect(second.response.headers.get('cache-control')).toBe('no-cache');
    const again = await page(shop.app, '/about', { 'if-none-match': second.etag ?? '' });
    expect(again.response.status).toBe(304);
    expect(again.html).toBe('');
  });

  it('comes in brotli or gzip as the browser takes them, each the same page', async () => {
    const plain = await page(shop.app, '/products');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await page(shop.app, '/products', { 'accept-encoding': accept });
      expect(answer.encoding).toBe(encoding);
      expect(answer.html).toBe(plain.html);
      expect(answer.response.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('lets in its own inline scripts by their hashes, not a nonce another answer would share', async () => {
    const { html, response } = await page(shop.app, '/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, text = ''] of inline)
      expect(csp).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(csp).not.toContain('nonce-');
    expect(html).not.toContain('nonce=');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('carries, on the home page, what the perfumes’ cards show and not their descriptions', async () => {
    const { html } = await page(shop.app, '/');
    const available = await shop.client().productAvailable();
    const onTheCards = (available.success ? available.products : []).filter((product) =>
      html.includes(product.name),
    );
    expect(onTheCards.length).toBeGreaterThan(5);
    for (const product of onTheCards) expect(html).not.toContain(product.description.slice(0, 40));
  });

  it('is the same whatever host the first guest named: the shop renders it at its own address', async () => {
    const spoofed = await shop.app.request('http://evil.example/contact');
    expect(await spoofed.text()).not.toContain('evil.example');
    expect((await guestSees('/contact')).includes('evil.example')).toBe(false);
  });
});

/** The visitor in a page's hydration data (JSON inside a script's string, its quotes escaped). */
const loggedIn = (yes: boolean) => new RegExp(`\\\\?"loggedIn\\\\?":${yes}`);

describe('a shopper’s page', () => {
  it('is never served to a guest, nor a guest’s page to a shopper', async () => {
    const guestBefore = await page(shop.app, '/');
    const { email, password } = await shop.newShopper('Folake');
    const browser = formBrowser(shop.app);
    expect((await browser.post('/login', { intent: 'login', email, password })).status).toBe(302);

    const shoppers = await browser.get('/');
    const shoppersHtml = await shoppers.text();
    expect(shoppers.headers.get('etag')).toBeNull();
    expect(shoppersHtml).toMatch(loggedIn(true));
    expect(shoppersHtml).not.toBe(guestBefore.html);

    const guestAfter = await page(shop.app, '/');
    expect(guestAfter.html).toBe(guestBefore.html);
    expect(guestAfter.html).toMatch(loggedIn(false));
    expect(guestAfter.html).not.toMatch(loggedIn(true));
  });

  it('is rendered for a guest with a cart of their own, and shows the notice a form left', async () => {
    await shop.saveProducts([testProduct({ _id: 'page-cache-plain', name: 'Plain Neroli' })]);
    await expect.poll(() => guestSees('/product/page-cache-plain'), soonHeard).toContain('Plain Neroli');
    const browser = formBrowser(shop.app);
    const added = await browser.post('/product/page-cache-plain', { quantity: '1' });
    expect(added.status).toBe(302);
    expect(browser.cookies.has('guest')).toBe(true);
    const withNotice = await browser.get('/product/page-cache-plain');
    expect(withNotice.headers.get('etag')).toBeNull();
    expect(textOf(await withNotice.text())).toContain(messages.addedToCart(1, 'Plain Neroli'));
    expect(await guestSees('/product/page-cache-plain')).not.toContain(
      messages.addedToCart(1, 'Plain Neroli'),
    );
  });
});

describe('a kept page is rendered again on its first request after', () => {
  it('a catalogue import adds a perfume, to the collection and the sitemap', async () => {
    await guestSees('/products');
    const sitemap = async () => (await page(shop.app, '/sitemap.xml')).html;
    const before = await page(shop.app, '/sitemap.xml');
    expect((await page(shop.app, '/sitemap.xml')).etag).toBe(before.etag);
    await shop.saveProducts([testProduct({ _id: 'page-cache-new', name: 'Harmattan Oud' })]);
    await expect.poll(() => guestSees('/products'), soonHeard).toContain('Harmattan Oud');
    expect(await sitemap()).toContain('/product/page-cache-new');
  });

  it('a stock change that empties a perfume', async () => {
    await shop.saveProducts([testProduct({ _id: 'page-cache-stock', name: 'Dusk Vetiver', stock: 3 })]);
    expect(await soldOut('page-cache-stock')).toBe(false);
    await shop.database.db
      .update(products)
      .set({ stock: 0, inStock: false })
      .where(eq(products.id, 'page-cache-stock'));
    await expect.poll(() => soldOut('page-cache-stock'), soonHeard).toBe(true);
  });

  it('an order that takes the last unit', async () => {
    await shop.saveProducts([testProduct({ _id: 'page-cache-last', name: 'Last Drop', stock: 1 })]);
    expect(await soldOut('page-cache-last')).toBe(false);
    const placed = await shop.client().placeOrder(orderOf('page-cache-last'));
    expect(placed.success).toBe(true);
    expect(await soldOut('page-cache-last')).toBe(true);
  });

  it('a review, and the admin hiding it', async () => {
    const { token } = await shop.newShopper('Remi');
    await guestSees(`/product/${KOLA}`);
    await shop
      .client(token)
      .reviewSubmit({ productId: KOLA, rating: 5, comment: 'Smells like Ibadan rain.' });
    expect(await guestSees(`/product/${KOLA}`)).toContain('Smells like Ibadan rain.');

    const list = await shop.client().productReviews({ productId: KOLA });
    const review = list.success ? list.reviews.find((one) => one.user.name === 'Remi') : undefined;
    if (!review) throw new Error('the review was not listed');
    const owner = await newAccountOf(shop, 'owner');
    const hidden = await send(shop.app, 'POST', endpoints.adminHideReview.path, {
      token: owner.token,
      body: { kind: 'product', reviewId: review._id, hidden: true },
    });
    expect(hidden.status, hidden.text).toBe(200);
    expect(await guestSees(`/product/${KOLA}`)).not.toContain('Smells like Ibadan rain.');
  });

  it("a payment made elsewhere, which makes a shopper's review a verified purchase", async () => {
    await shop.saveProducts([testProduct({ _id: 'page-cache-bought', name: 'Bought Mist' })]);
    const buyer = await shop.newShopper('Tobi');
    const placed = await shop.client(buyer.token).placeOrder(orderOf('page-cache-bought', 1, buyer.email));
    if (!placed.success) throw new Error(placed.message);
    await shop
      .client(buyer.token)
      .reviewSubmit({ productId: 'page-cache-bought', rating: 5, comment: 'Mine.' });
    await shop.outbox(); // the order's mail written (its link's secret kept) before the page is
    // asked twice: the second is served from memory
    for (const _visit of [1, 2])
      expect(await guestSees('/product/page-cache-bought')).not.toContain('Verified purchase');
    // a card's webhook on another server, or psql: only the database knows
    await shop.database.db
      .update(orders)
      .set({ payment: true, status: 'processing' })
      .where(eq(orders.id, placed.orderId));
    await expect
      .poll(() => guestSees('/product/page-cache-bought'), soonHeard)
      .toContain('Verified purchase');
  });

  it('a setting changed in the admin', async () => {
    const owner = await newAccountOf(shop, 'owner');
    expect(await guestSees('/contact')).not.toContain('hello@oorun.ng');
    const saved = await send(shop.app, 'POST', endpoints.adminSaveSettings.path, {
      token: owner.token,
      body: { ...shop.served.settings.defaults, contactEmail: 'hello@oorun.ng' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await guestSees('/contact')).toContain('hello@oorun.ng');
  });

  it('an import, a stock count and a setting made with npm run shop in the server', async () => {
    const said: string[] = [];
    const amber = testProduct({ _id: 'page-cache-cli', name: 'Ogbomosho Amber', stock: 4 });
    const terminal: CliIo = {
      out: (line) => said.push(line),
      err: (line) => said.push(line),
      readFile: () => Promise.resolve(JSON.stringify([amber])),
    };
    const command = async (...argv: string[]) =>
      expect(await runServingCommand(shop.served, argv, terminal), said.join('\n')).toBe(0);
    await guestSees('/products');
    await guestSees('/contact');
    // the very next request, on PostgreSQL too: the server does not wait for its own notification
    await command('import', 'amber.json');
    expect(await guestSees('/products')).toContain('Ogbomosho Amber');
    await command('stock', amber._id, '0');
    expect(await soldOut(amber._id)).toBe(true);
    await command('settings', 'set', 'contactEmail', 'orders@oorun.ng');
    expect(await guestSees('/contact')).toContain('orders@oorun.ng');
  });
});
