import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItemKey, messages } from '../api';
import { cartLines } from './db/schema';
import { serverMessages } from './http/messages';
import { hashToken } from './services/tokens';
import { EKO, EKO_KEY, browser, cartOf, cookiesSet, fromShop, guestWithEko } from './test/browser';
import { send, testProduct, useTestShop } from './test/shop';

/** A guest's server cart by the `guest` cookie, merged at login or sign-up. */
const shop = useTestShop();

const OBA = '65cc8110c0de5a1b0ea1f301'; // base and side choices, sizes, wrap; stock 40
const obaChoice = { base: 'Oud', side: 'Rose', size: '50ml' };
const OBA_KEY = cartItemKey(OBA, obaChoice);
const HALF_YEAR = 180 * 24 * 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const password = 'a long enough password';

describe("a guest's cart", () => {
  it('gets a 256-bit guest cookie on the first addition: httpOnly, Lax, whole shop, 180 days; only its hash is kept', async () => {
    const guest = browser(shop.app);
    const added = await guest.post('/api/cart/add', { itemId: EKO, quantity: 2 });
    expect(added.json).toMatchObject({ success: true, cartData: { [EKO_KEY]: { quantity: 2 } } });
    const cookie = added.set.get('guest');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.attributes.sort()).toEqual(
      [`Max-Age=${HALF_YEAR}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'].sort(),
    );
    const lines = await shop.database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.owner, `guest:${hashToken(cookie?.value ?? '')}`));
    expect(lines.map((line) => line.quantity)).toEqual([2]);
    const everyOwner = await shop.database.db.select({ owner: cartLines.owner }).from(cartLines);
    expect(everyOwner.some(({ owner }) => owner.includes(cookie?.value ?? '-'))).toBe(false);
  });

  it('is read, changed and cleared with the cookie, which each use renews', async () => {
    const guest = await guestWithEko(shop.app);
    const read = await guest.post('/api/cart/get');
    expect(cartOf(read)).toEqual({ [EKO_KEY]: { productId: EKO, quantity: 1, variations: {} } });
    expect(read.set.get('guest')?.attributes).toContain(`Max-Age=${HALF_YEAR}`);

    await guest.post('/api/cart/add', { itemId: OBA, quantity: 1, variations: obaChoice });
    const updated = await guest.post('/api/cart/update', { cartItemKey: EKO_KEY, quantity: 4 });
    expect(cartOf(updated)).toMatchObject({ [EKO_KEY]: { quantity: 4 }, [OBA_KEY]: { quantity: 1 } });
    const removed = await guest.post('/api/cart/update', { cartItemKey: OBA_KEY, quantity: 0 });
    expect(Object.keys(cartOf(removed) as object)).toEqual([EKO_KEY]);

    expect((await guest.post('/api/cart/clear')).json).toMatchObject({ success: true, cartData: {} });
    expect(cartOf(await guest.post('/api/cart/get'))).toEqual({});
    expect(guest.jar.has('guest')).toBe(true);
  });

  it('keeps the stock and choice rules of a shopper’s cart', async () => {
    await shop.saveProducts([testProduct({ _id: 'guest-two-left', stock: 2 })]);
    const guest = browser(shop.app);
    expect((await guest.post('/api/cart/add', { itemId: 'guest-two-left', quantity: 2 })).status).toBe(200);
    const more = await guest.post('/api/cart/add', { itemId: 'guest-two-left', quantity: 1 });
    expect(more.status).toBe(409);
    expect(more.json).toEqual({ success: false, message: messages.onlyInStock(2) });
    const key = cartItemKey('guest-two-left', {});
    expect((await guest.post('/api/cart/update', { cartItemKey: key, quantity: 3 })).status).toBe(409);
    expect((await guest.post('/api/cart/add', { itemId: OBA, variations: { size: '50ml' } })).status).toBe(
      400,
    );
  });

  it('is empty without the cookie, and get, update and clear set none', async () => {
    for (const path of ['/api/cart/get', '/api/cart/clear']) {
      const answer = await send(shop.app, 'POST', path, { headers: fromShop });
      expect(answer.json).toMatchObject({ success: true, cartData: {} });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    const update = await send(shop.app, 'POST', '/api/cart/update', {
      headers: fromShop,
      body: { cartItemKey: EKO_KEY, quantity: 2 },
    });
    expect(update.json).toMatchObject({ success: true, cartData: {} });
    expect(update.headers.getSetCookie()).toEqual([]);
  });

  it("is one guest's: another guest sees and changes none of it", async () => {
    const ade = await guestWithEko(shop.app, 3);
    const bola = await guestWithEko(shop.app, 1);
    expect(ade.jar.get('guest')).not.toBe(bola.jar.get('guest'));
    await bola.post('/api/cart/update', { cartItemKey: EKO_KEY, quantity: 7 });
    await bola.post('/api/cart/clear');
    expect(cartOf(await ade.post('/api/cart/get'))).toMatchObject({ [EKO_KEY]: { quantity: 3 } });
  });

  it('is changed only from the shop’s own pages; reading it needs no origin', async () => {
    const guest = await guestWithEko(shop.app);
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of elsewhere) {
      const refused = await guest.post('/api/cart/update', { cartItemKey: EKO_KEY, quantity: 9 }, headers);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ success: false, message: serverMessages.notFromShopPages });
      expect((await guest.post('/api/cart/clear', {}, headers)).status).toBe(403);
      expect((await guest.post('/api/cart/add', { itemId: EKO }, headers)).status).toBe(403);
    }
    expect(cartOf(await guest.post('/api/cart/get', {}, {}))).toMatchObject({ [EKO_KEY]: { quantity: 1 } });
    expect((await guest.post('/api/cart/add', { itemId: EKO }, { origin: 'http://shop.test' })).status).toBe(
      200,
    );
  });

  it('is Secure on https', async () => {
    const https = await shop.anotherApp({ publicUrl: 'https://shop.example' });
    const added = await send(https, 'POST', '/api/cart/add', { headers: fromShop, body: { itemId: EKO } });
    expect(cookiesSet(added.headers).get('guest')?.attributes).toContain('Secure');
  });
});

describe('logging in or signing up with a guest cart', () => {
  it('adds the guest lines to the account’s, held to the stock, drops what cannot be sold, and empties the guest cart', async () => {
    await shop.saveProducts([
      testProduct({ _id: 'merge-three-left', stock: 3 }),
      testProduct({ _id: 'merge-sold-out', stock: 5 }),
    ]);
    const { email, token } = await shop.newShopper();
    const account = shop.client(token);
    await account.cartAdd({ itemId: EKO, quantity: 2 });
    await account.cartAdd({ itemId: 'merge-three-left', quantity: 2 });

    const guest = await guestWithEko(shop.app, 3);
    await guest.post('/api/cart/add', { itemId: 'merge-three-left', quantity: 2 });
    await guest.post('/api/cart/add', { itemId: 'merge-sold-out', quantity: 1 });
    await guest.post('/api/cart/add', { itemId: OBA, quantity: 1, variations: obaChoice });
    await shop.saveProducts([testProduct({ _id: 'merge-sold-out', stock: 0, inStock: false })]);
    const guestCookie = guest.jar.get('guest');

    const login = await guest.post('/api/user/login', { email, password });
    expect(Object.keys(login.json ?? {}).sort()).toEqual(['message', 'staff', 'success', 'token']);
    expect(await shop.client(String(login.json?.token)).cartGet({})).toEqual({
      success: true,
      cartData: {
        [EKO_KEY]: { productId: EKO, quantity: 5, variations: {} },
        [cartItemKey('merge-three-left', {})]: { productId: 'merge-three-left', quantity: 3, variations: {} },
        [OBA_KEY]: { productId: OBA, quantity: 1, variations: obaChoice },
      },
    });
    // the guest cookie stays (it lists the device's orders); its cart is empty
    expect(guest.jar.get('guest')).toBe(guestCookie);
    const asGuest = await send(shop.app, 'POST', '/api/cart/get', {
      headers: { ...fromShop, cookie: `guest=${guestCookie}` },
    });
    expect(cartOf(asGuest)).toEqual({});
  });

  it('holds the merged lines of one perfume, whatever their choices, to the most one order may take', async () => {
    const { email, token } = await shop.newShopper();
    const amber = { ...obaChoice, base: 'Amber' };
    await shop.client(token).cartAdd({ itemId: OBA, quantity: 6, variations: obaChoice });
    const guest = browser(shop.app);
    await guest.post('/api/cart/add', { itemId: OBA, quantity: 7, variations: amber });
    await guest.post('/api/cart/add', { itemId: EKO, quantity: 10 });

    const login = await guest.post('/api/user/login', { email, password });
    expect(await shop.client(String(login.json?.token)).cartGet({})).toEqual({
      success: true,
      cartData: {
        [OBA_KEY]: { productId: OBA, quantity: 6, variations: obaChoice },
        [cartItemKey(OBA, amber)]: { productId: OBA, quantity: 4, variations: amber },
        [EKO_KEY]: { productId: EKO, quantity: 10, variations: {} },
      },
    });
  });

  it('moves the guest cart into a new account', async () => {
    const guest = await guestWithEko(shop.app, 2);
    const registered = await guest.post('/api/user/register', {
      name: 'Funke',
      email: 'funke.guest@example.com',
      password,
    });
    expect(registered.json).toMatchObject({ success: true, message: messages.accountCreated });
    expect(cartOf(await guest.post('/api/cart/get'))).toEqual({
      [EKO_KEY]: { productId: EKO, quantity: 2, variations: {} },
    });
    const guestOwner = `guest:${hashToken(guest.jar.get('guest') ?? '')}`;
    expect(await shop.database.db.select().from(cartLines).where(eq(cartLines.owner, guestOwner))).toEqual(
      [],
    );
  });
});

describe('idle guest carts', () => {
  it('are deleted after 30 days without use when a new guest arrives; a cart in use stays', async () => {
    const idle = await guestWithEko(shop.app);
    const used = await guestWithEko(shop.app, 2);
    const { token, email } = await shop.newShopper();
    await shop.client(token).cartAdd({ itemId: EKO });
    shop.clock.advance(20 * DAY_MS);
    await used.post('/api/cart/get');
    shop.clock.advance(11 * DAY_MS);
    await guestWithEko(shop.app);

    expect(cartOf(await idle.post('/api/cart/get'))).toEqual({});
    expect(cartOf(await used.post('/api/cart/get'))).toMatchObject({ [EKO_KEY]: { quantity: 2 } });
    const again = await shop.client().login({ email, password });
    const kept = again.success ? await shop.client(again.token).cartGet({}) : again;
    expect(kept.success && kept.cartData[EKO_KEY]?.quantity).toBe(1);
  });
});
