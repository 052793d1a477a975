import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ApiFailure,
  type CartData,
  type Product,
  cartItemKey,
  defaultDeliveryRules,
  messages,
} from '../api';
import { aProduct, withAllOptions } from '../api/test/product';
import { cartMachine } from './cart';
import { selectItemCount, selectSubtotal, selectTotal } from './cart-lines';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage, uncovered } from './testing/transition-coverage';

const breeze = aProduct({ _id: 'p1', name: 'Lekki Breeze', basePrice: 20000, stock: 3 });
const soldOut = aProduct({ _id: 'p3', name: 'Harmattan', inStock: false, stock: 0 });
const bodija = aProduct({ _id: 'p4', name: 'Bodija Musk', basePrice: 15000, stock: 10 });
const products = [breeze, soldOut, withAllOptions, bodija];

const line = (productId: string, quantity: number): CartData => ({
  [cartItemKey(productId, {})]: { productId, quantity, variations: {} },
});
const offline: ApiFailure = { success: false, message: 'Network error. Please try again.', status: 0 };
const refused: ApiFailure = { success: false, message: 'This product is out of stock', status: 409 };

describe('cart machine: every state and transition, walked', () => {
  it('reaches every state and takes every transition of the machine through the model', async () => {
    // a line the device has more of (a catch-up) and a product the cart does not know (the catalogue)
    const serverCart = { ...line('p1', 1), ...line('p9', 1) };
    const walk = await walkEveryPath(cartMachine, {
      input: { products, lines: line('p1', 2) },
      // a catch-up at the head of the queue is a state of its own: the server may refuse it without a word
      serialize: (s) => [
        s.value,
        Object.keys(s.context.lines).length,
        Math.min(s.context.outbox.length, 2),
        s.context.outbox[0]?.kind === 'add' && s.context.outbox[0].catchUp === true,
      ],
      events: [
        { type: 'cart.productsLoaded', products },
        { type: 'cart.add', productId: 'p1', quantity: 1 },
        { type: 'cart.update', cartItemKey: 'p1', quantity: 0 },
        // more than the 3 in stock
        { type: 'cart.update', cartItemKey: 'p1', quantity: 9 },
        { type: 'cart.clear' },
        { type: 'cart.loggedIn', token: 't1' },
        { type: 'cart.sessionRestored', token: 't1' },
        { type: 'cart.loggedOut' },
        ...['fetchCart', 'syncAdd', 'syncUpdate', 'syncClear'].flatMap((id) => [
          { type: `xstate.done.actor.${id}`, output: serverCart },
          { type: `xstate.error.actor.${id}`, error: offline },
        ]),
        // the shop answered, and said no (as against no answer at all)
        { type: 'xstate.error.actor.syncAdd', error: refused },
        { type: 'xstate.error.actor.fetchCart', error: refused },
        { type: 'xstate.done.actor.fetchCatalogue', output: products },
        { type: 'xstate.error.actor.fetchCatalogue', error: offline },
      ],
    });
    expect(walk.reached).toEqual(statesOf(cartMachine));
    expect(uncovered(await recordCoverage(cartMachine, walk))).toEqual([]);
  });
});

type ServerCall = 'fetchCart' | 'syncAdd' | 'syncUpdate' | 'syncClear';

/**
 * A cart with recording effects. Server calls answer with what `server` says (the guest's or shopper's
 * cart, else an empty one); the catalogue with `catalogue` (else the test's products).
 */
function startCart(
  server: Partial<Record<ServerCall, () => Promise<CartData>>> = {},
  lines: CartData = {},
  {
    known = products,
    catalogue,
    maxUnitsPerProduct,
  }: { known?: Product[]; catalogue?: () => Promise<Product[]>; maxUnitsPerProduct?: number } = {},
) {
  const notifyError = vi.fn();
  const notifyAdded = vi.fn();
  const notifyOffline = vi.fn();
  const persist = vi.fn();
  const calls: { src: string; input: unknown }[] = [];
  const answer = <TInput>(src: ServerCall) =>
    fromPromise<CartData, TInput>(({ input }) => {
      calls.push({ src, input });
      return server[src]?.() ?? Promise.resolve({});
    });
  const actor = createActor(
    cartMachine.provide({
      actions: {
        notifyError: (_, params) => notifyError(params.message),
        notifyAdded: (_, params) => notifyAdded(params),
        notifyOffline: (_, params) => notifyOffline(params.message),
        persist: (_, params) => persist(params.lines),
      },
      actors: {
        fetchCart: answer('fetchCart'),
        fetchCatalogue: fromPromise(() => {
          calls.push({ src: 'fetchCatalogue', input: undefined });
          return catalogue?.() ?? Promise.resolve(products);
        }),
        syncAdd: answer('syncAdd'),
        syncUpdate: answer('syncUpdate'),
        syncClear: answer('syncClear'),
      },
    }),
    { input: { products: known, lines, maxUnitsPerProduct } },
  ).start();
  const sent = (src: string) => calls.filter((c) => c.src === src).map((c) => c.input);
  return {
    actor,
    notifyError,
    notifyAdded,
    notifyOffline,
    persist,
    calls,
    sent,
    lines: () => actor.getSnapshot().context.lines,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Answers in turn: the guest's cart first, then (after login) the account's. */
const inTurn = (...answers: CartData[]) => {
  let next = 0;
  return async () => answers[Math.min(next++, answers.length - 1)] ?? {};
};
const adding = (itemId: string, quantity: number) => ({ itemId, quantity, variations: {} });

describe('cart machine: the guest cart on this device', () => {
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

  it('keeps each line in its place when its quantity changes, so the next tap lands on the same line', () => {
    const { actor, lines } = startCart({}, { ...line('p1', 1), ...line('p4', 1), ...line('p2', 1) });
    for (const quantity of [2, 3, 2]) actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity });
    actor.send({ type: 'cart.update', cartItemKey: 'p4', quantity: 5 });
    expect(Object.keys(lines())).toEqual(['p1', 'p4', 'p2']);
    expect(Object.values(lines()).map((l) => l.quantity)).toEqual([2, 5, 1]);
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

  it("refuses an 11th of one perfume, whatever its choices, with the shop's words, and sends nothing", async () => {
    const oud30 = { base: 'Oud', size: '30ml' };
    const amber100 = { base: 'Amber', size: '100ml' };
    const { actor, lines, notifyError, sent } = startCart({}, {}, { maxUnitsPerProduct: 10 });
    await settle();
    actor.send({ type: 'cart.add', productId: 'p2', quantity: 6, variations: oud30 });
    actor.send({ type: 'cart.add', productId: 'p2', quantity: 4, variations: amber100 });
    await settle();
    const ten = lines();
    expect(Object.values(ten).map((l) => l.quantity)).toEqual([6, 4]);

    actor.send({ type: 'cart.add', productId: 'p2', quantity: 1, variations: { base: 'Amber', wrap: true } });
    expect(notifyError).toHaveBeenLastCalledWith(messages.tooManyOfOneItem('Oba Oud', 10));
    actor.send({ type: 'cart.update', cartItemKey: cartItemKey('p2', oud30), quantity: 7 });
    expect(notifyError).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenLastCalledWith(messages.tooManyOfOneItem('Oba Oud', 10));
    await settle();
    expect(lines()).toEqual(ten);
    expect(sent('syncAdd')).toHaveLength(2);
    expect(sent('syncUpdate')).toEqual([]);

    // a line may still go up by what another gave back
    actor.send({ type: 'cart.update', cartItemKey: cartItemKey('p2', amber100), quantity: 3 });
    actor.send({ type: 'cart.update', cartItemKey: cartItemKey('p2', oud30), quantity: 7 });
    expect(Object.values(lines()).map((l) => l.quantity)).toEqual([7, 3]);
    expect(notifyError).toHaveBeenCalledTimes(2);
  });

  it('names the smaller limit: the stock when it is below the cap, else the cap', () => {
    const fewLeft = { ...bodija, stock: 4 };
    const shelfFull = { ...bodija, stock: 40 };
    const few = startCart({}, {}, { known: [fewLeft], maxUnitsPerProduct: 10 });
    few.actor.send({ type: 'cart.add', productId: 'p4', quantity: 12 });
    expect(few.notifyError).toHaveBeenLastCalledWith('Only 4 available in stock');
    const full = startCart({}, {}, { known: [shelfFull], maxUnitsPerProduct: 10 });
    full.actor.send({ type: 'cart.add', productId: 'p4', quantity: 12 });
    expect(full.notifyError).toHaveBeenLastCalledWith(messages.tooManyOfOneItem('Bodija Musk', 10));
    expect(full.lines()).toEqual({});
  });

  it('always lets a quantity go down, even below a stock that has since shrunk', () => {
    const { actor, lines } = startCart({}, line('p1', 3));
    actor.send({ type: 'cart.productsLoaded', products: [{ ...breeze, stock: 1 }] });
    actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity: 2 });
    expect(lines().p1?.quantity).toBe(2);
  });

  it("says '{qty} {name} added' only when the cart took the line, once the shop has it too", async () => {
    const { actor, notifyAdded } = startCart();
    await settle();
    actor.send({ type: 'cart.add', productId: 'p1', quantity: 2 });
    actor.send({ type: 'cart.add', productId: 'p1', quantity: 2 });
    actor.send({ type: 'cart.add', productId: 'p3' });
    await settle();
    expect(notifyAdded.mock.calls).toEqual([[{ quantity: 2, name: 'Lekki Breeze' }]]);
  });

  it('offline, says once that the addition is kept on this device and sent at the next visit online', async () => {
    const { actor, lines, persist, notifyAdded, notifyError, notifyOffline } = startCart({
      syncAdd: () => Promise.reject(offline),
    });
    await settle();
    actor.send({ type: 'cart.add', productId: 'p1' });
    await settle();
    expect(notifyOffline.mock.calls).toEqual([[messages.keptOffline(1, 'Lekki Breeze')]]);
    expect(notifyAdded).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
    expect(lines()).toEqual(line('p1', 1));
    expect(persist).toHaveBeenLastCalledWith(line('p1', 1));
  });

  it('opened offline, shows the cart kept on this device without a word of a network error', async () => {
    const { lines, notifyError, notifyOffline, sent } = startCart(
      { fetchCart: () => Promise.reject(offline) },
      line('p1', 2),
    );
    await settle();
    expect(lines()).toEqual(line('p1', 2));
    expect(notifyError).not.toHaveBeenCalled();
    expect(notifyOffline).not.toHaveBeenCalled();
    // nothing is sent on a connection that is not there; the next visit online sends it
    expect(sent('syncAdd')).toEqual([]);
  });

  it('at the next visit online, sends the shop what was added offline', async () => {
    const { sent, lines } = startCart({ fetchCart: async () => ({}) }, line('p1', 1));
    await settle();
    expect(sent('syncAdd')).toEqual([adding('p1', 1)]);
    expect(lines()).toEqual(line('p1', 1));
  });
});

describe('cart machine: the guest cart on the server', () => {
  it('adopts the union of both carts at start, the larger quantity of each, and sends the server what it lacks', async () => {
    const { lines, persist, sent, actor } = startCart(
      { fetchCart: async () => ({ ...line('p1', 2), ...line('p4', 1), ...line('p2', 4) }) },
      { ...line('p1', 1), ...line('p4', 3) },
    );
    expect(actor.getSnapshot().hasTag('fetchingCart')).toBe(true);
    await settle();
    const union = { ...line('p1', 2), ...line('p4', 3), ...line('p2', 4) };
    expect(lines()).toEqual(union);
    expect(persist).toHaveBeenLastCalledWith(union);
    expect(sent('syncAdd')).toEqual([adding('p4', 2)]);
    expect(actor.getSnapshot().matches({ session: { guest: 'idle' } })).toBe(true);
  });

  it('counts the changes made while the server cart was on its way only once', async () => {
    const { actor, lines, sent } = startCart({ fetchCart: async () => line('p4', 1) });
    actor.send({ type: 'cart.add', productId: 'p1' });
    actor.send({ type: 'cart.add', productId: 'p4' });
    await settle();
    expect(lines()).toEqual({ ...line('p1', 1), ...line('p4', 2) });
    expect(sent('syncAdd')).toEqual([adding('p1', 1), adding('p4', 1)]);
  });

  it('mirrors each change to the server in order, one at a time', async () => {
    let release!: () => void;
    const { actor, sent, lines } = startCart({
      syncAdd: () => new Promise((resolve) => (release = () => resolve(line('p1', 1)))),
    });
    await settle();
    actor.send({ type: 'cart.add', productId: 'p1' });
    actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity: 3 });
    expect(sent('syncAdd')).toEqual([adding('p1', 1)]);
    expect(sent('syncUpdate')).toEqual([]);
    release();
    await settle();
    expect(sent('syncUpdate')).toEqual([{ cartItemKey: 'p1', quantity: 3 }]);
    expect(lines()).toEqual(line('p1', 3));
  });

  it('keeps the local change, saved, and shows the error when the server refuses it', async () => {
    const { actor, lines, notifyError, persist } = startCart({ syncAdd: () => Promise.reject(refused) });
    await settle();
    actor.send({ type: 'cart.add', productId: 'p1' });
    await settle();
    expect(notifyError).toHaveBeenCalledWith(refused.message);
    expect(lines()).toEqual(line('p1', 1));
    expect(persist).toHaveBeenLastCalledWith(line('p1', 1));
    expect(actor.getSnapshot().context.outbox).toEqual([]);
  });

  it('keeps, without a word, a line the server will not take back from this device', async () => {
    const { lines, notifyError, sent } = startCart(
      { syncAdd: inTurnRejecting(refused) },
      { ...line('gone', 1), ...line('p1', 1) },
    );
    await settle();
    await settle();
    expect(sent('syncAdd')).toEqual([adding('gone', 1), adding('p1', 1)]);
    expect(notifyError).not.toHaveBeenCalled();
    expect(lines()).toEqual({ ...line('gone', 1), ...line('p1', 1) });
  });
});

/** The first call is refused with `failure`, the others answer with the cart as it stood. */
function inTurnRejecting(failure: ApiFailure) {
  let first = true;
  return () => {
    if (!first) return Promise.resolve(line('p1', 1));
    first = false;
    return Promise.reject(failure);
  };
}

describe('cart machine: logged in', () => {
  it('replaces the local cart with the server cart on load with a token', async () => {
    const { actor, lines } = startCart({ fetchCart: async () => line('p2', 4) }, line('p1', 1));
    actor.send({ type: 'cart.sessionRestored', token: 't' });
    await settle();
    expect(lines()).toEqual(line('p2', 4));
    expect(actor.getSnapshot().matches({ session: { loggedIn: 'idle' } })).toBe(true);
  });

  it('on login adopts the account cart the server merged, sending only the changes it has not had', async () => {
    let release!: () => void;
    const { actor, lines, persist, sent } = startCart({
      fetchCart: inTurn(line('p4', 1), { ...line('p1', 1), ...line('p4', 2) }),
      syncAdd: () => new Promise((resolve) => (release = () => resolve(line('p1', 1)))),
      syncUpdate: () => new Promise(() => {}),
    });
    await settle();
    actor.send({ type: 'cart.add', productId: 'p1' });
    actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity: 2 });
    // the add went to the guest cart, which the server merged into the account's with p4
    actor.send({ type: 'cart.loggedIn', token: 't' });
    expect(persist).toHaveBeenLastCalledWith({});
    await settle();
    expect(lines()).toEqual({ ...line('p1', 2), ...line('p4', 2) });
    expect(sent('syncUpdate')).toEqual([{ cartItemKey: 'p1', quantity: 2 }]);
    release();
    await settle();
    expect(sent('syncAdd')).toEqual([adding('p1', 1)]);
    expect(lines()).toEqual({ ...line('p1', 2), ...line('p4', 2) });
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
    expect(calls.map((c) => c.src)).toEqual(['fetchCart', 'fetchCart', 'syncAdd']);
    release();
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['fetchCart', 'fetchCart', 'syncAdd', 'syncUpdate']);
    expect(calls[3]?.input).toEqual({ cartItemKey: 'p1', quantity: 3 });
    expect(actor.getSnapshot().matches({ session: { loggedIn: 'idle' } })).toBe(true);
    expect(lines().p1?.quantity).toBe(3);
  });

  it("keeps the lines in the server's order while a change is on its way and after it is answered", async () => {
    let release!: () => void;
    const account = { ...line('p1', 1), ...line('p4', 1), ...line('p2', 1) };
    const { actor, lines } = startCart({
      fetchCart: async () => account,
      syncUpdate: () => new Promise((resolve) => (release = () => resolve({ ...account, ...line('p1', 2) }))),
    });
    actor.send({ type: 'cart.sessionRestored', token: 't' });
    await settle();
    actor.send({ type: 'cart.update', cartItemKey: 'p1', quantity: 2 });
    expect(Object.keys(lines())).toEqual(['p1', 'p4', 'p2']);
    release();
    await settle();
    expect(lines()).toEqual({ ...account, ...line('p1', 2) });
    expect(Object.keys(lines())).toEqual(['p1', 'p4', 'p2']);
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

  it('offline, takes an addition back and says once that it could not be added', async () => {
    const { actor, lines, notifyAdded, notifyError, notifyOffline } = startCart({
      fetchCart: async () => line('p4', 1),
      syncAdd: () => Promise.reject(offline),
    });
    actor.send({ type: 'cart.sessionRestored', token: 't' });
    await settle();
    actor.send({ type: 'cart.add', productId: 'p1', quantity: 2 });
    actor.send({ type: 'cart.add', productId: 'p4' });
    await settle();
    expect(notifyOffline.mock.calls).toEqual([
      [messages.notAddedOffline(2, 'Lekki Breeze')],
      [messages.notAddedOffline(1, 'Bodija Musk')],
    ]);
    expect(notifyAdded).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
    expect(lines()).toEqual(line('p4', 1));
  });

  it('empties the cart on logout, forgets it here, and starts again as a guest', async () => {
    const { actor, lines, persist } = startCart({ fetchCart: inTurn({}, line('p1', 1), line('p4', 1)) });
    actor.send({ type: 'cart.sessionRestored', token: 't' });
    await settle();
    expect(lines()).toEqual(line('p1', 1));
    actor.send({ type: 'cart.loggedOut' });
    expect(lines()).toEqual({});
    expect(persist).toHaveBeenLastCalledWith({});
    expect(actor.getSnapshot().context.token).toBeNull();
    await settle();
    // whatever reached the guest cart after the login merge is the guest's again
    expect(actor.getSnapshot().matches({ session: { guest: 'idle' } })).toBe(true);
    expect(lines()).toEqual(line('p4', 1));
    expect(persist).toHaveBeenLastCalledWith(line('p4', 1));
  });
});

describe('cart machine: the catalogue', () => {
  it('is fetched once, when a line names a product the cart does not know', async () => {
    const fresh = aProduct({ _id: 'p9', name: 'Ọba Oud' });
    const { actor, sent } = startCart(
      { fetchCart: async () => ({ ...line('p9', 1), ...line('p8', 1) }) },
      line('p1', 1),
      { known: [breeze], catalogue: async () => [breeze, fresh] },
    );
    expect(sent('fetchCatalogue')).toHaveLength(0);
    await settle();
    await settle();
    expect(sent('fetchCatalogue')).toHaveLength(1);
    expect(actor.getSnapshot().context.products.p9).toEqual(fresh);
    expect(actor.getSnapshot().context.catalogueLoaded).toBe(true);
  });

  it('counts as loaded when the fetch fails, so the lines read Unknown Product', async () => {
    const { actor, sent } = startCart({}, line('p9', 1), {
      known: [],
      catalogue: () => Promise.reject(offline),
    });
    await settle();
    expect(sent('fetchCatalogue')).toHaveLength(1);
    expect(actor.getSnapshot().context.catalogueLoaded).toBe(true);
  });
});

describe('cart selectors', () => {
  const cart = {
    lines: { ...line('p1', 2), ...line('p3', 1), ...line('gone', 1) },
    products: { p1: breeze, p3: soldOut },
  };
  it('counts items and prices only lines that can be bought', () => {
    expect(selectItemCount(cart)).toBe(2);
    expect(selectSubtotal(cart)).toBe(40000);
  });
  it('the badge leaves out a sold-out line, a gone product and a line beyond the stock left', () => {
    const lastTwo = aProduct({ _id: 'p5', stock: 2 });
    const lines = { ...cart.lines, ...line('p5', 3) };
    expect(selectItemCount({ lines, products: { ...cart.products, p5: lastTwo } })).toBe(2);
    expect(selectItemCount({ lines: line('p5', 2), products: { p5: lastTwo } })).toBe(2);
    // until the catalogue answers, a product the cart has not met yet may still be there
    expect(selectItemCount({ lines: line('gone', 1), products: {} }, false)).toBe(1);
  });
  it('totals with the delivery fee for the city, and 0 for an empty cart', () => {
    const options = { place: { city: 'Lagos' }, delivery: defaultDeliveryRules, onlineDiscountRate: 0.05 };
    expect(selectTotal(cart, options)).toBe(44000);
    expect(selectTotal({ lines: {}, products: {} }, options)).toBe(0);
  });
});
