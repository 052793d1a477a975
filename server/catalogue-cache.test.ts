import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { orders, products } from './db/schema';
import { CATALOGUE_CACHE_CONTROL } from './services/catalogue-cache';
import { testDatabaseUrl } from './test/database';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';

/**
 * The catalogue served from memory: compressed once per encoding, tagged, answered 304 when the browser
 * holds it, and dropped as soon as the products change, whoever changed them.
 */
const shop = useTestShop();

async function get(app: Hono, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const body =
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return { response, bytes, text: body.toString('utf8'), encoding };
}

async function availableIds(app: Hono): Promise<string[]> {
  const { text } = await get(app, '/api/product/available');
  return (JSON.parse(text) as { products: { _id: string }[] }).products.map((product) => product._id);
}

/**
 * A product the test wrote straight to the database reaches the app when the app hears of it: at once on
 * PGlite, a few milliseconds later on PostgreSQL (NOTIFY), as a change from the owner's CLI does.
 */
const offered = (app: Hono, id: string) =>
  expect.poll(() => availableIds(app), { timeout: 5_000 }).toContain(id);

describe('a catalogue answer', () => {
  it('comes in brotli or gzip as the browser accepts, else as it is, always the same JSON', async () => {
    const plain = await get(shop.app, '/api/product/list');
    expect(plain.encoding).toBeNull();
    const asked = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br, gzip;q=0', 'br'],
      ['*', 'br'],
      ['deflate', null],
      ['gzip;q=0, br;q=0', null],
      ['identity', null],
    ] as const;
    for (const [acceptEncoding, expected] of asked) {
      const answer = await get(shop.app, '/api/product/list', { 'accept-encoding': acceptEncoding });
      expect(answer.encoding, acceptEncoding).toBe(expected);
      expect(answer.text, acceptEncoding).toBe(plain.text);
      expect(answer.response.headers.get('vary')).toBe('Accept-Encoding');
      if (expected) expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 2);
    }
  });

  it('carries a strong ETag per encoding, may be kept but must be revalidated, and keeps the security headers', async () => {
    const plain = await get(shop.app, '/api/product/list');
    const brotli = await get(shop.app, '/api/product/list', { 'accept-encoding': 'br' });
    const plainTag = plain.response.headers.get('etag');
    expect(plainTag).toMatch(/^"[\w-]+"$/);
    expect(brotli.response.headers.get('etag')).toMatch(/^"[\w-]+\.br"$/);
    expect(brotli.response.headers.get('etag')).not.toBe(plainTag);
    expect(plain.response.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(plain.response.headers.get('content-type')).toBe('application/json');
    expect(plain.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.response.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('answers 304 with no body to a browser that holds it, in any encoding, and 200 to one that holds another', async () => {
    const { response } = await get(shop.app, '/api/product/list', { 'accept-encoding': 'gzip' });
    const tag = response.headers.get('etag') ?? '';
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const again = await shop.app.request('/api/product/list', {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch },
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    }
    // the browser kept the gzip answer and now takes brotli: what it holds is still this catalogue
    const switched = await shop.app.request('/api/product/list', {
      headers: { 'accept-encoding': 'br', 'if-none-match': tag },
    });
    expect(switched.status).toBe(304);
    expect(switched.headers.get('etag')).toMatch(/\.br"$/);
    const stale = await shop.app.request('/api/product/list', { headers: { 'if-none-match': '"old"' } });
    expect(stale.status).toBe(200);
  });

  it('is tagged per product, and an unknown product is a 404 no cache keeps', async () => {
    const [first, second] = (await availableIds(shop.app)).slice(0, 2);
    const one = await get(shop.app, `/api/product/${first}`);
    const other = await get(shop.app, `/api/product/${second}`);
    expect(JSON.parse(one.text)).toMatchObject({ success: true, product: { _id: first } });
    expect(one.response.headers.get('etag')).not.toBe(other.response.headers.get('etag'));
    const missing = await get(shop.app, '/api/product/no-such-product', { 'if-none-match': '*' });
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('etag')).toBeNull();
    expect(missing.response.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(missing.text)).toEqual({ success: false, message: 'We could not find that product.' });
  });
});

describe('the catalogue in memory', () => {
  it('drops a product from /available as soon as an order sells its last unit, and changes its tag', async () => {
    await shop.saveProducts([testProduct({ _id: 'last-bottle', stock: 1 })]);
    await offered(shop.app, 'last-bottle');
    const before = await get(shop.app, '/api/product/list');
    const tag = before.response.headers.get('etag') ?? '';

    const order = await send(shop.app, 'POST', '/api/order/place', { body: orderOf('last-bottle', 1) });
    expect(order.status).toBe(200);

    expect(await availableIds(shop.app)).not.toContain('last-bottle');
    const after = await shop.app.request('/api/product/list', { headers: { 'if-none-match': tag } });
    expect(after.status).toBe(200);
    const listed = ((await after.json()) as { products: { _id: string; inStock: boolean; stock?: number }[] })
      .products;
    expect(listed.find((product) => product._id === 'last-bottle')).toMatchObject({
      inStock: false,
      stock: 0,
    });
    const product = await get(shop.app, '/api/product/last-bottle');
    expect(JSON.parse(product.text)).toMatchObject({ product: { inStock: false, stock: 0 } });
  });

  it('hears a change written straight to the database, as the owner’s CLI writes it', async () => {
    await shop.saveProducts([testProduct({ _id: 'cli-restocked', stock: 12 })]);
    await offered(shop.app, 'cli-restocked');
    await shop.database.db
      .update(products)
      .set({ stock: 0, inStock: false })
      .where(eq(products.id, 'cli-restocked'));
    await expect.poll(() => availableIds(shop.app), { timeout: 5_000 }).not.toContain('cli-restocked');
  });

  it('serves from memory: a change that tells no one goes unseen until the next change that does', async () => {
    await shop.saveProducts([testProduct({ _id: 'quiet-change', stock: 5 })]);
    await offered(shop.app, 'quiet-change');
    // PostgreSQL delivers that save's NOTIFY asynchronously, on the listener's own connection: let it arrive
    // (a notice landing after the quiet change below would rightly refresh the cache), then fill the cache.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await availableIds(shop.app)).toContain('quiet-change');
    // with migration 0002's trigger off, the database tells no server about this update
    await shop.database.db.execute(sql`alter table ${products} disable trigger products_changed`);
    try {
      await shop.database.db
        .update(products)
        .set({ stock: 0, inStock: false })
        .where(eq(products.id, 'quiet-change'));
    } finally {
      await shop.database.db.execute(sql`alter table ${products} enable trigger products_changed`);
    }
    expect(await availableIds(shop.app)).toContain('quiet-change');
    await shop.saveProducts([testProduct({ _id: 'told-change', stock: 5 })]);
    await expect.poll(() => availableIds(shop.app), { timeout: 5_000 }).not.toContain('quiet-change');
  });

  it(`hears an order another server instance took (${testDatabaseUrl ? 'PostgreSQL NOTIFY between two pools' : 'one PGlite'})`, async () => {
    await shop.saveProducts([testProduct({ _id: 'sold-elsewhere', stock: 2 })]);
    const elsewhere = await shop.anotherApp();
    await offered(shop.app, 'sold-elsewhere');
    await offered(elsewhere, 'sold-elsewhere');

    const order = await send(elsewhere, 'POST', '/api/order/place', { body: orderOf('sold-elsewhere', 2) });
    expect(order.status).toBe(200);

    await expect.poll(() => availableIds(shop.app), { timeout: 5_000 }).not.toContain('sold-elsewhere');
    expect(await availableIds(elsewhere)).not.toContain('sold-elsewhere');
  });
});

describe('an order placed in one statement', () => {
  it('takes nothing from its other lines when one line runs out under concurrent orders', async () => {
    await shop.saveProducts([
      testProduct({ _id: 'plenty', stock: 100 }),
      testProduct({ _id: 'scarce', stock: 3 }),
    ]);
    const both = (i: number) => ({
      ...orderOf('plenty', 1, `pair${i}@example.com`),
      items: [
        { productId: 'plenty', quantity: 1, variations: {} },
        { productId: 'scarce', quantity: 1, variations: {} },
      ],
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(shop.app, 'POST', '/api/order/place', { body: both(i) })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(results.filter((result) => result.status === 409)).toHaveLength(9);
    const stock = await shop.database.db.select({ id: products.id, stock: products.stock }).from(products);
    const left = new Map(stock.map((row) => [row.id, row.stock]));
    expect(left.get('scarce')).toBe(0);
    expect(left.get('plenty')).toBe(97);
    const stored = await shop.database.db.select({ items: orders.items }).from(orders);
    const plentySold = stored
      .flatMap((order) => order.items)
      .filter((item) => item.productId === 'plenty')
      .reduce((sum, item) => sum + item.quantity, 0);
    expect(plentySold).toBe(3);
  });
});
