import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../api';
import { CATALOGUE_CACHE_CONTROL } from './services/catalogue-cache';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { storefrontFromSources } from './test/storefront';

/*
 * A browser keeps on disk what it is not told to forget: on a shared computer (a cybercafé, a family laptop) the
 * next person could read a shopper's orders, address and phone, or the admin's customers, from its cache. Pages
 * rendered for a session and answers carrying personal data are sent `no-store`; the public pages keep their
 * caching (docs/decisions/008-cached-pages-csp.md).
 */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

const pageFor = (token: string | null, path: string) =>
  shop.app.request(`http://shop.test${path}`, { headers: token ? { cookie: `session=${token}` } : {} });

const call = (name: EndpointName, token: string | undefined, body?: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

describe('what the browser may keep', () => {
  it("does not let the browser store a page rendered for a shopper's or staff's session", async () => {
    const shopper = await shop.newShopper();
    for (const path of ['/account', '/orders', '/place-order', '/'])
      expect((await pageFor(shopper.token, path)).headers.get('cache-control'), path).toBe('no-store');
    const staff = await newAccountOf(shop, 'staff');
    for (const path of ['/admin', '/admin/orders', '/admin/transfers'])
      expect((await pageFor(staff.token, path)).headers.get('cache-control'), path).toBe('no-store');
  });

  it('does not let the browser store an answer that carries personal data', async () => {
    await shop.saveProducts([testProduct({ _id: 'caching-scent' })]);
    const shopper = await shop.newShopper();
    const placed = await call('placeOrder', shopper.token, orderOf('caching-scent', 1, shopper.email));
    expect(placed.status, placed.text).toBe(200);
    const staff = await newAccountOf(shop, 'staff');
    const answers = {
      userOrders: await call('userOrders', shopper.token),
      adminOrders: await call('adminOrders', staff.token, {}),
      adminToday: await call('adminToday', staff.token),
      login: await call('login', undefined, { email: shopper.email, password: shopper.password }),
      trackOrder: await call('trackOrder', undefined, {
        orderId: placed.json?.orderId,
        email: shopper.email,
      }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, `${name}: ${answer.text}`).toBe(200);
      expect(answer.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it("marks a page as every guest gets it, the only kind a phone's service worker keeps", async () => {
    const marked = async (token: string | null, path: string) =>
      (await pageFor(token, path)).headers.get('x-guest-page');
    const shopper = await shop.newShopper();
    expect(await marked(null, '/')).toBe('1');
    expect(await marked(null, '/about')).toBe('1');
    // what the worker keeps ahead for a page it cannot fetch, asked with its revision
    expect(await marked(null, '/offline?__WB_REVISION__=6f9f5d693ec2ebad')).toBe('1');
    expect(await marked(shopper.token, '/')).toBeNull();
    expect(await marked(null, '/cart')).toBeNull();
    expect(await marked(null, '/place-order')).toBeNull();
  });

  it("keeps the public pages' and the catalogue's caching for a guest", async () => {
    const home = await pageFor(null, '/');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('etag')).toBeTruthy();
    const list = await shop.app.request('http://shop.test/api/product/list');
    expect(list.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
  });
});
