/**
 * The page cache on the scale-out path: two servers on one PostgreSQL each keep the guests' pages in memory,
 * and a change made through one reaches the other's kept pages (the products' and the pages' NOTIFY), so no
 * guest is shown a page another server changed. With TEST_DATABASE_URL on that PostgreSQL; without it, on a
 * private one started for the drill, so it always runs on PostgreSQL.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/database';
import { createTestShop, testProduct, type OpenTestShop } from '../test/shop';
import { newAccountOf } from '../test/staff';
import { storefrontFromSources, textOf } from '../test/storefront';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

const web = storefrontFromSources();
let postgres: PrivatePostgres | undefined;
let shop: OpenTestShop | undefined;
/** the second server, on its own pool and its own listening connection */
let other: Hono | undefined;

beforeAll(async () => {
  postgres = testDatabaseUrl ? undefined : await startPrivatePostgres();
  shop = await createTestShop({ web }, testDatabaseUrl ?? postgres?.url);
  other = await shop.anotherApp();
}, 90_000);

afterAll(async () => {
  await shop?.close();
  await postgres?.dispose();
  web.remove();
});

const guestSees = async (app: Hono | undefined, path: string) => {
  if (!app) throw new Error('the servers did not start');
  return textOf(await (await app.request(`http://shop.test${path}`)).text());
};
const KOLA = '68cd48ccc0de5a1b0ea1f314';

describe('two servers on one PostgreSQL, each keeping the guests’ pages', () => {
  it('serve the same kept page, and a perfume added through one is on the other’s collection', async () => {
    if (!shop) throw new Error('the shop did not start');
    expect(shop.database.kind).toBe('postgres');
    await guestSees(other, '/products');
    const first = await other?.request('http://shop.test/products');
    const second = await other?.request('http://shop.test/products');
    expect(first?.headers.get('etag')).toBeTruthy();
    expect(second?.headers.get('etag')).toBe(first?.headers.get('etag'));

    await shop.saveProducts([testProduct({ _id: 'scale-out-page', name: 'Ogbomoso Vetiver' })]);
    await expect.poll(() => guestSees(other, '/products'), { timeout: 5_000 }).toContain('Ogbomoso Vetiver');
  });

  it('show on the other a review made and then hidden through one', async () => {
    if (!shop) throw new Error('the shop did not start');
    const { token } = await shop.newShopper('Bisi');
    await guestSees(other, `/product/${KOLA}`);
    await shop
      .client(token)
      .reviewSubmit({ productId: KOLA, rating: 5, comment: 'Heard on the other server.' });
    await expect
      .poll(() => guestSees(other, `/product/${KOLA}`), { timeout: 5_000 })
      .toContain('Heard on the other server.');

    const list = await shop.client().productReviews({ productId: KOLA });
    const review = list.success ? list.reviews.find((one) => one.user.name === 'Bisi') : undefined;
    if (!review) throw new Error('the review was not listed');
    const owner = await newAccountOf(shop, 'owner');
    const hidden = await shop.client(owner.token).adminHideReview({
      kind: 'product',
      reviewId: review._id,
      hidden: true,
    });
    expect(hidden.success).toBe(true);
    await expect
      .poll(() => guestSees(other, `/product/${KOLA}`), { timeout: 5_000 })
      .not.toContain('Heard on the other server.');
  });

  it('show on the other a setting the owner saved through one', async () => {
    if (!shop) throw new Error('the shop did not start');
    await guestSees(other, '/contact');
    const owner = await newAccountOf(shop, 'owner');
    const saved = await shop
      .client(owner.token)
      .adminSaveSettings({ ...shop.served.settings.defaults, contactEmail: 'scale@oorun.ng' });
    expect(saved.success).toBe(true);
    await expect.poll(() => guestSees(other, '/contact'), { timeout: 5_000 }).toContain('scale@oorun.ng');
  });
});
