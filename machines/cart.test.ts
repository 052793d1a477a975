import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ApiFailure, type CartData, cartItemKey, defaultDeliveryRules } from '../api';
import { aProduct, withAllOptions } from '../api/test/product';
import { cartMachine } from './cart';
import { selectItemCount, selectSubtotal, selectTotal } from './cart-lines';
import { statesOf, walkEveryPath } from './testing/model-walk';

const breeze = aProduct({ _id: 'p1', name: 'Lekki Breeze', basePrice: 20000, stock: 3 });
const soldOut = aProduct({ _id: 'p3', name: 'Harmattan', inStock: false, stock: 0 });
const products = [breeze, soldOut, withAllOptions];

const line = (productId: string, quantity: number): CartData => ({
  [cartItemKey(productId, {})]: { productId, quantity, variations: {} },
});
const offline: ApiFailure = { success: false, message: 'Network error. Please try again.', status: 0 };

describe('cart machine: every state, walked', () => {
  it('reaches every state of the machine through the model', async () => {
    const serverCart = line('p1', 1);
    const { reached } = await walkEveryPath(cartMachine, {
      input: { products },
      serialize: (s) => [s.value, Object.keys(s.context.lines).length, Math.min(s.context.outbox.length, 2)],
      events: [
        { type: 'cart.add', productId: 'p1', quantity: 1 },
        { type: 'cart.update', cartItemKey: 'p1', quantity: 0 },
        { type: 'cart.clear' },
        { type: 'cart.loggedIn', token: 't1' },
        { type: 'cart.sessionRestored', token: 't1' },
        { type: 'cart.loggedOut' },
        ...['fetchCart', 'mergeGuestCart', 'syncAdd', 'syncUpdate', 'syncClear'].flatMap((id) => [
          { type: `xstate.done.actor.${id}`, output: serverCart },
          { type: `xstate.error.actor.${id}`, error: offline },
        ]),
      ],
    });
    expect(reached).toEqual(statesOf(cartMachine));
  });
});

/** A cart with recording effects; server calls answer at once with what `server` says. */
function startCart(
  server: Partial<
    Record<'fetchCart' | 'syncAdd' | 'syncUpdate' | 'syncClear' | 'mergeGuestCart', () => Promise<CartData>>
  > = {},
  lines: CartData = {},
) {
  const notifyError = vi.fn();
  const persist = vi.fn();
  const calls: { src: string; input: unknown }[] = [];
  const answer = <TInput>(src: keyof typeof server) =>
    fromPromise<CartData, TInput>(({ input }) => {
      calls.push({ src, input });
      return server[src]?.() ?? Promise.resolve({});
    });
  const actor = createActor(
    cartMachine.provide({
      actions: {
        notifyError: (_, params) => notifyError(params.message),
        persist: (_, params) => persist(params.lines),
      },
      actors: {
        fetchCart: answer('fetchCart'),
        mergeGuestCart: answer('mergeGuestCart'),
        syncAdd: answer('syncAdd'),
        syncUpdate: answer('syncUpdate'),
        syncClear: answer('syncClear'),
      },
    }),
    { input: { products, lines } },
  ).start();
  return { actor, notifyError, persist, calls, lines: () => actor.getSnapshot().context.lines };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cart machine: guest cart', () => {
  it('merges an add into the line with the same product and choices, and saves it on this device', () => {
    const { actor, lines, persist } = startCart();
    actor.send({ type: 'cart.add', productId: 'p2', quantity: 1, variations: { base: 'Oud', size: '30ml' } });
    actor.send({ type: 'cart.add', productId: 'p2', quantity: 2, variations: { size: '30ml', base: 'Oud' } });
    actor.send({ type: 'cart.add', productId: 'p2', quantity: 1, variations: { base: 'Oud', wrap: true } });
    expect(Object.values(lines()).map((l) => l.quantity)).toEqual([3, 1]);
    expect(persist).toHaveBeenLastCalledWith(lines());
  });

  it('sets a quantity on update and removes the line at 0 or less; clear empties the cart', () => {
    const { actor, lines } = startCart();
    actor.send({ type: 'cart.add', productId: 'p1' });
    actor.send({ type: 'cart.add', productId: 'p2', variations: { size: '30ml' } });
    actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity: 2 });
    expect(lines().p1?.quantity).toBe(2);
    actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity: -1 });
    expect(lines().p1).toBeUndefined();
    actor.send({ type: 'cart.clear' });
    expect(lines()).toEqual({});
  });

  it("refuses an out-of-stock or unknown product with 'This product is out of stock', cart unchanged", () => {
    const { actor, lines, notifyError } = startCart();
    actor.send({ type: 'cart.add', productId: 'p3' });
    actor.send({ type: 'cart.add', productId: 'nope' });
    expect(notifyError.mock.calls).toEqual([
      ['This product is out of stock'],
      ['This product is out of stock'],
    ]);
    expect(lines()).toEqual({});
  });

  it("refuses more than the stock on add and on update with 'Only {stock} available in stock'", () => {
    const { actor, lines, notifyError } = startCart();
    actor.send({ type: 'cart.add', productId: 'p1', quantity: 2 });
    actor.send({ type: 'cart.add', productId: 'p1', quantity: 2 });
    expect(notifyError).toHaveBeenLastCalledWith('Only 3 available in stock');
    actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity: 4 });
    expect(notifyError).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenLastCalledWith('Only 3 available in stock');
    expect(lines().p1?.quantity).toBe(2);
  });

  it('always lets a quantity go down, even below a stock that has since shrunk', () => {
    const { actor, lines } = startCart({}, line('p1', 3));
    actor.send({ type: 'cart.productsLoaded', products: [{ ...breeze, stock: 1 }] });
    actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity: 2 });
    expect(lines().p1?.quantity).toBe(2);
  });
});

describe('cart machine: logged in', () => {
  it('replaces the local cart with the server cart on load with a token', async () => {
    const { actor, lines } = startCart({ fetchCart: async () => line('p2', 4) }, line('p1', 1));
    actor.send({ type: 'cart.sessionRestored', token: 't' });
    await settle();
    expect(lines()).toEqual(line('p2', 4));
  });

  it('merges the guest lines into the server cart on login, quantities added and capped by stock', async () => {
    const { actor, calls, persist } = startCart(
      { fetchCart: async () => line('p1', 2), mergeGuestCart: async () => line('p1', 3) },
      { ...line('p1', 3), ...line('p2', 1) },
    );
    actor.send({ type: 'cart.loggedIn', token: 't' });
    await settle();
    expect(persist).toHaveBeenCalledWith({});
    expect(calls.find((c) => c.src === 'mergeGuestCart')?.input).toEqual({
      additions: [
        { itemId: 'p1', quantity: 1, variations: {} },
        { itemId: 'p2', quantity: 1, variations: {} },
      ],
    });
    expect(actor.getSnapshot().context.lines).toEqual(line('p1', 3));
  });

  it('applies each change at once and mirrors it to the server in order', async () => {
    let release!: () => void;
    const { actor, calls, lines } = startCart({
      syncAdd: () => new Promise((resolve) => (release = () => resolve(line('p1', 1)))),
      syncUpdate: async () => line('p1', 3),
    });
    actor.send({ type: 'cart.sessionRestored', token: 't' });
    await settle();
    actor.send({ type: 'cart.add', productId: 'p1' });
    actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity: 3 });
    expect(lines().p1?.quantity).toBe(3);
    expect(calls.map((c) => c.src)).toEqual(['fetchCart', 'syncAdd']);
    release();
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['fetchCart', 'syncAdd', 'syncUpdate']);
    expect(calls[2]?.input).toEqual({ cartItemKey: 'p1', quantity: 3 });
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true);
    expect(lines().p1?.quantity).toBe(3);
  });

  it('keeps the local change and shows the error when the server call fails', async () => {
    const { actor, lines, notifyError } = startCart({ syncClear: () => Promise.reject(offline) }, {});
    actor.send({ type: 'cart.sessionRestored', token: 't' });
    await settle();
    actor.send({ type: 'cart.add', productId: 'p1' });
    await settle();
    actor.send({ type: 'cart.clear' });
    await settle();
    expect(notifyError).toHaveBeenCalledWith('Network error. Please try again.');
    expect(lines()).toEqual({});
  });

  it('empties the cart on logout', async () => {
    const { actor, lines, persist } = startCart({ fetchCart: async () => line('p1', 1) });
    actor.send({ type: 'cart.sessionRestored', token: 't' });
    await settle();
    actor.send({ type: 'cart.loggedOut' });
    expect(lines()).toEqual({});
    expect(actor.getSnapshot().value).toBe('guest');
    expect(persist).toHaveBeenLastCalledWith({});
  });
});

describe('cart selectors', () => {
  const cart = {
    lines: { ...line('p1', 2), ...line('p3', 1), ...line('gone', 1) },
    products: { p1: breeze, p3: soldOut },
  };
  it('counts items and prices only lines that can be bought', () => {
    expect(selectItemCount(cart)).toBe(4);
    expect(selectSubtotal(cart)).toBe(40000);
  });
  it('totals with the delivery fee for the city, and 0 for an empty cart', () => {
    const options = { city: 'Lagos', delivery: defaultDeliveryRules, onlineDiscountRate: 0.05 };
    expect(selectTotal(cart, options)).toBe(44000);
    expect(selectTotal({ lines: {}, products: {} }, options)).toBe(0);
  });
});
