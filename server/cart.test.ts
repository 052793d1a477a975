import { describe, expect, it } from 'vitest';
import { cartItemKey, messages } from '../api';
import { serverMessages } from './http/messages';
import { send, testProduct, useTestShop } from './test/shop';

const shop = useTestShop();

const OBA = '65cc8110c0de5a1b0ea1f301'; // base and side choices, sizes, wrap; stock 40
const DURBAR = '68e27080c0de5a1b0ea1f315'; // stock 1
const ZUMA = '66e039acc0de5a1b0ea1f304'; // out of stock
const ADA = '65eb31c8c0de5a1b0ea1f307'; // sizes 30ml.., wrap

const obaChoice = { base: 'Oud', side: 'Rose', size: '50ml' };

describe('POST /api/cart/add', () => {
  it('adds a line under the api/ key and answers the whole cart', async () => {
    const { token } = await shop.newShopper();
    const answer = await shop.client(token).cartAdd({ itemId: OBA, quantity: 2, variations: obaChoice });
    const key = cartItemKey(OBA, obaChoice);
    expect(answer).toMatchObject({
      success: true,
      cartData: { [key]: { productId: OBA, quantity: 2, variations: obaChoice } },
    });
  });

  it('merges a second add with the same choices and keeps other choices apart', async () => {
    const { token } = await shop.newShopper();
    const cart = shop.client(token);
    await cart.cartAdd({ itemId: OBA, quantity: 1, variations: obaChoice });
    await cart.cartAdd({ itemId: OBA, quantity: 3, variations: { ...obaChoice } });
    const answer = await cart.cartAdd({
      itemId: OBA,
      variations: { base: 'Musk', side: 'Rose', wrap: true },
    });
    if (!answer.success) throw new Error(answer.message);
    expect(answer.cartData[cartItemKey(OBA, obaChoice)]?.quantity).toBe(4);
    expect(answer.cartData[cartItemKey(OBA, { base: 'Musk', side: 'Rose', wrap: true })]?.quantity).toBe(1);
  });

  it('refuses more than the stock with "Only {stock} available in stock" (409)', async () => {
    const { token } = await shop.newShopper();
    const cart = shop.client(token);
    const size = { size: '50ml' };
    expect((await cart.cartAdd({ itemId: DURBAR, quantity: 1, variations: size })).success).toBe(true);
    expect(await cart.cartAdd({ itemId: DURBAR, quantity: 1, variations: size })).toEqual({
      success: false,
      status: 409,
      message: messages.onlyInStock(1),
    });
  });

  it('counts a perfume over all its choices against the most one order may hold, and says so when adding', async () => {
    const { token } = await shop.newShopper();
    const cart = shop.client(token);
    const amber = { ...obaChoice, base: 'Amber' };
    const musk = { ...obaChoice, base: 'Musk', size: '100ml' };
    expect((await cart.cartAdd({ itemId: OBA, quantity: 6, variations: obaChoice })).success).toBe(true);
    const tooMany = { success: false, status: 409, message: serverMessages.tooManyOfOneItem('Ọba Oud', 10) };
    expect(await cart.cartAdd({ itemId: OBA, quantity: 5, variations: amber })).toEqual(tooMany);
    expect((await cart.cartAdd({ itemId: OBA, quantity: 4, variations: amber })).success).toBe(true);
    // raising a line past it is refused too; the cart stays as it was
    expect(await cart.cartUpdate({ cartItemKey: cartItemKey(OBA, obaChoice), quantity: 7 })).toEqual(tooMany);
    expect(await cart.cartAdd({ itemId: OBA, quantity: 1, variations: musk })).toEqual(tooMany);
    const kept = await cart.cartGet({});
    if (!kept.success) throw new Error(kept.message);
    expect(Object.values(kept.cartData).map((line) => line.quantity)).toEqual([6, 4]);
  });

  it('refuses an out-of-stock product', async () => {
    const { token } = await shop.newShopper();
    expect(await shop.client(token).cartAdd({ itemId: ZUMA, variations: { size: '50ml' } })).toMatchObject({
      status: 409,
      message: messages.outOfStock,
    });
  });

  it('refuses choices the product does not offer, and missing required choices', async () => {
    const { token } = await shop.newShopper();
    const cart = shop.client(token);
    const badSize = await cart.cartAdd({ itemId: ADA, variations: { size: '5 litres' } });
    expect(badSize).toMatchObject({ status: 400, message: "Ada Jasmine does not come in size '5 litres'" });
    const missing = await cart.cartAdd({ itemId: OBA, variations: { size: '50ml' } });
    expect(missing).toMatchObject({ status: 400 });
    expect(missing.success === false && missing.message).toContain(
      messages.selectBeforeAdd(['Base Scent', 'Side Note']),
    );
  });

  it('answers 404 for an unknown product', async () => {
    const { token } = await shop.newShopper();
    expect(await shop.client(token).cartAdd({ itemId: 'no-such-product' })).toMatchObject({ status: 404 });
  });
});

describe('POST /api/cart/update', () => {
  it('sets a quantity, and 0 removes the line', async () => {
    const { token } = await shop.newShopper();
    const cart = shop.client(token);
    await cart.cartAdd({ itemId: OBA, quantity: 1, variations: obaChoice });
    const key = cartItemKey(OBA, obaChoice);
    expect(await cart.cartUpdate({ cartItemKey: key, quantity: 5 })).toMatchObject({
      success: true,
      cartData: { [key]: { quantity: 5 } },
    });
    expect(await cart.cartUpdate({ cartItemKey: key, quantity: 0 })).toMatchObject({
      success: true,
      cartData: {},
    });
  });

  it('refuses a quantity above the stock and a line not in the cart', async () => {
    const { token } = await shop.newShopper();
    const cart = shop.client(token);
    await shop.saveProducts([testProduct({ _id: 'cart-three-left', stock: 3 })]);
    await cart.cartAdd({ itemId: 'cart-three-left' });
    const key = cartItemKey('cart-three-left', {});
    expect(await cart.cartUpdate({ cartItemKey: key, quantity: 4 })).toMatchObject({
      status: 409,
      message: messages.onlyInStock(3),
    });
    expect(await cart.cartUpdate({ cartItemKey: `${key}|size=50ml`, quantity: 1 })).toMatchObject({
      status: 404,
    });
  });

  it('refuses a quantity that is not a whole number', async () => {
    const { token } = await shop.newShopper();
    const response = await send(shop.app, 'POST', '/api/cart/update', {
      token,
      body: { cartItemKey: 'x', quantity: 1.5 },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message: 'Quantity must be a whole number' });
  });
});

describe('POST /api/cart/get and /api/cart/clear', () => {
  it('get reads the cart back; clear empties it; an empty body is fine', async () => {
    const { token } = await shop.newShopper();
    const cart = shop.client(token);
    await cart.cartAdd({ itemId: OBA, quantity: 1, variations: obaChoice });
    const raw = await send(shop.app, 'POST', '/api/cart/get', { token });
    expect(raw.status).toBe(200);
    expect(Object.keys((raw.json?.cartData ?? {}) as object)).toEqual([cartItemKey(OBA, obaChoice)]);
    expect(await cart.cartClear({})).toMatchObject({ success: true, cartData: {} });
    expect(await cart.cartGet({})).toEqual({ success: true, cartData: {} });
  });

  it("never shows or changes another shopper's cart", async () => {
    const ade = await shop.newShopper();
    const bola = await shop.newShopper();
    await shop.client(ade.token).cartAdd({ itemId: OBA, quantity: 2, variations: obaChoice });
    expect(await shop.client(bola.token).cartGet({})).toEqual({ success: true, cartData: {} });
    const key = cartItemKey(OBA, obaChoice);
    expect(await shop.client(bola.token).cartUpdate({ cartItemKey: key, quantity: 9 })).toMatchObject({
      status: 404,
    });
    await shop.client(bola.token).cartClear({});
    const ades = await shop.client(ade.token).cartGet({});
    expect(ades.success && ades.cartData[key]?.quantity).toBe(2);
  });
});
