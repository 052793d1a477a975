import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type Address,
  type ApiFailure,
  type CartData,
  type ShopReview,
  defaultDeliveryRules,
  emptyAddress,
  messages,
} from '../api';
import { aProduct, anAddress } from '../api/test/product';
import {
  type CheckoutInput,
  type PlaceOrderInput,
  type PlacedOrder,
  canPlaceOrder,
  checkoutMachine,
} from './checkout';
import { checkoutLines } from './checkout-order';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage, uncovered } from './testing/transition-coverage';

const breeze = aProduct({ _id: 'p1', name: 'Lekki Breeze', basePrice: 20000 });
const soldOut = aProduct({ _id: 'p3', inStock: false });
const lastTwo = aProduct({ _id: 'p5', name: 'Sarauta Oud', basePrice: 38000, stock: 2 });
const lines: CartData = { p1: { productId: 'p1', quantity: 2, variations: {} } };
const address = anAddress;
const config: CheckoutInput['config'] = {
  delivery: defaultDeliveryRules,
  onlineDiscountRate: 0.05,
  payments: [
    { method: 'cod', enabled: true, testMode: false },
    { method: 'paystack', enabled: true, testMode: true },
    { method: 'flutterwave', enabled: false, testMode: true },
  ],
};
const offline: ApiFailure = { success: false, message: 'Network error. Please try again.', status: 0 };
const refused: ApiFailure = { success: false, message: 'Only 1 available in stock', status: 409 };
const aReview = { _id: 'r1', rating: 5, comment: 'Lovely', date: 1, user: { name: 'Ada' } };

describe('checkout machine: every state and transition, walked', () => {
  it('reaches every state and takes every transition of the machine through the model', async () => {
    const start = { config, lines, products: [breeze], newAttemptKey: () => 'k1' };
    const noMethod = { ...config, payments: config.payments.map((p) => ({ ...p, enabled: false })) };
    const walk = await walkEveryPath(checkoutMachine, {
      inputs: [
        // no address given: a logged-in shopper's details are fetched, and fill the form
        { ...start, loggedIn: true },
        // a guest types everything, or the server sent the form filled in
        { ...start, loggedIn: false },
        { ...start, loggedIn: false, address },
        // a shopper whose form came filled in, in a shop that takes no payment method today
        { ...start, config: noMethod, loggedIn: true, address },
      ],
      serialize: (s) => [s.value, Object.keys(s.context.lines).length],
      events: [
        { type: 'checkout.setField', field: 'city', value: 'Ibadan' },
        { type: 'checkout.chooseMethod', method: 'paystack' },
        { type: 'checkout.chooseMethod', method: 'flutterwave' },
        { type: 'checkout.cartChanged', lines: {} },
        { type: 'xstate.done.actor.fetchCheckoutDetails', output: address },
        { type: 'xstate.error.actor.fetchCheckoutDetails', error: offline },
        { type: 'xstate.error.actor.fetchOwnShopReview', error: offline },
        { type: 'checkout.submit' },
        { type: 'checkout.reviewSubmit', rating: 5, comment: 'Smells like home' },
        { type: 'checkout.reviewSkip' },
        { type: 'xstate.done.actor.fetchOwnShopReview', output: null },
        { type: 'xstate.done.actor.submitShopReview', output: { success: true, message: 'Saved' } },
        { type: 'xstate.error.actor.submitShopReview', error: refused },
        { type: 'xstate.done.actor.placeOrder', output: { orderId: 'o1' } },
        {
          type: 'xstate.done.actor.placeOrder',
          output: { orderId: 'o2', redirectUrl: 'https://pay.test/o2' },
        },
        { type: 'xstate.error.actor.placeOrder', error: offline },
      ],
    });
    expect(walk.reached).toEqual(statesOf(checkoutMachine));
    expect(uncovered(await recordCoverage(checkoutMachine, walk))).toEqual([]);
  });
});

interface Fakes {
  ownReview?: () => Promise<unknown>;
  details?: () => Promise<Address>;
  submitReview?: () => Promise<unknown>;
  place?: (input: PlaceOrderInput) => Promise<PlacedOrder>;
}

function startCheckout(input: Partial<CheckoutInput> = {}, fakes: Fakes = {}) {
  const effects = {
    clearCart: vi.fn(),
    goToOrders: vi.fn(),
    redirect: vi.fn(),
    success: vi.fn(),
    error: vi.fn(),
  };
  const placed: PlaceOrderInput[] = [];
  let key = 0;
  let detailsAsked = 0;
  const actor = createActor(
    checkoutMachine.provide({
      actions: {
        clearCart: effects.clearCart,
        goToOrders: effects.goToOrders,
        redirect: (_, params) => effects.redirect(params.url),
        notifySuccess: (_, params) => effects.success(params.message),
        notifyError: (_, params) => effects.error(params.message),
      },
      actors: {
        fetchOwnShopReview: fromPromise<ShopReview | null, void>(
          () => (fakes.ownReview?.() ?? Promise.resolve(null)) as Promise<ShopReview | null>,
        ),
        submitShopReview: fromPromise(() => fakes.submitReview?.() ?? Promise.resolve({})),
        fetchCheckoutDetails: fromPromise<Address, void>(() => {
          detailsAsked += 1;
          return fakes.details?.() ?? Promise.reject(new Error('no details in this test'));
        }),
        placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(({ input }) => {
          placed.push(input);
          return fakes.place?.(input) ?? Promise.resolve({ orderId: 'o1' });
        }),
      },
    }),
    {
      input: {
        config,
        lines,
        products: [breeze, soldOut],
        loggedIn: false,
        address,
        newAttemptKey: () => `key-${++key}`,
        ...input,
      },
    },
  ).start();
  return {
    actor,
    effects,
    placed,
    context: () => actor.getSnapshot().context,
    detailsAsked: () => detailsAsked,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkout: the delivery form and cart checks', () => {
  it("names every missing required field: 'Please fill in all required fields: {list}'", () => {
    const { actor, context, placed } = startCheckout({ address: { ...address, firstName: '', phone: '' } });
    actor.send({ type: 'checkout.submit' });
    expect(context().message).toBe('Please fill in all required fields: First Name, Phone');
    expect(Object.keys(context().fieldErrors)).toEqual(['firstName', 'phone']);
    actor.send({ type: 'checkout.setField', field: 'firstName', value: 'Ada' });
    expect(Object.keys(context().fieldErrors)).toEqual(['phone']);
    expect(placed).toEqual([]);
  });

  it('refuses a malformed email and a short phone with the exact messages', () => {
    const { actor, context } = startCheckout({ address: { ...address, email: 'ada@home' } });
    actor.send({ type: 'checkout.submit' });
    expect(context().message).toBe('Please enter a valid email address');
    actor.send({ type: 'checkout.setField', field: 'email', value: 'ada@home.ng' });
    actor.send({ type: 'checkout.setField', field: 'phone', value: '0803' });
    actor.send({ type: 'checkout.submit' });
    expect(context().message).toBe('Please enter a valid phone number');
    expect(context().fieldErrors).toEqual({ phone: messages.nigerianPhone });
  });

  it("says 'Your cart is empty or contains invalid items.' when nothing can be ordered", () => {
    const onlySoldOut: CartData = {
      p3: { productId: 'p3', quantity: 1, variations: {} },
      x: { productId: 'gone', quantity: 1, variations: {} },
      p5: { productId: 'p5', quantity: 3, variations: {} },
    };
    const { actor, context, placed } = startCheckout({ lines: onlySoldOut, products: [soldOut, lastTwo] });
    actor.send({ type: 'checkout.submit' });
    expect(context().message).toBe('Your cart is empty or contains invalid items.');
    expect(placed).toEqual([]);
  });

  it('orders only the lines that can be bought: a line beyond the stock left is neither ordered nor charged', async () => {
    const { actor, placed } = startCheckout({
      lines: { ...lines, p5: { productId: 'p5', quantity: 3, variations: {} } },
      products: [breeze, lastTwo],
    });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(placed[0]?.order.items.map((item) => item.productId)).toEqual(['p1']);
    // ₦40,000 and the Ibadan fee, without the ₦114,000 the shop cannot sell
    expect(placed[0]?.order.amount).toBe(41500);
  });

  it("offers only the enabled payment methods: 'Invalid payment method' otherwise", () => {
    const { actor, context } = startCheckout();
    actor.send({ type: 'checkout.chooseMethod', method: 'flutterwave' });
    expect(context().message).toBe('Invalid payment method');
    actor.send({ type: 'checkout.chooseMethod', method: 'bitcoin' });
    expect(context().method).toBe('cod');
    actor.send({ type: 'checkout.chooseMethod', method: 'paystack' });
    expect(context()).toMatchObject({ method: 'paystack', message: null });
  });
});

describe('checkout: the lines listed', () => {
  it("lists every line in the cart's order, and says why each one that cannot be bought is left out", () => {
    const cart: CartData = {
      p1: { productId: 'p1', quantity: 2, variations: { size: '50ml' } },
      p3: { productId: 'p3', quantity: 1, variations: {} },
      p5: { productId: 'p5', quantity: 3, variations: {} },
      gone: { productId: 'gone', quantity: 1, variations: {} },
    };
    expect(checkoutLines(cart, { p1: breeze, p3: soldOut, p5: lastTwo })).toEqual([
      { key: 'p1', name: 'Lekki Breeze', options: 'Size: 50ml', quantity: 2, price: 40000 },
      {
        key: 'p3',
        name: soldOut.name,
        options: '',
        quantity: 1,
        price: soldOut.basePrice,
        problem: messages.outOfStock,
      },
      {
        key: 'p5',
        name: 'Sarauta Oud',
        options: '',
        quantity: 3,
        price: 114000,
        problem: 'Only 2 available in stock',
      },
      { key: 'gone', options: '', quantity: 1, problem: messages.noLongerSold },
    ]);
  });
});

describe('checkout: placing the order', () => {
  it("pay before delivery: clears the cart, goes to /orders and says 'Order placed successfully!'", async () => {
    const { actor, effects, placed, context } = startCheckout();
    actor.send({ type: 'checkout.submit' });
    expect(context().paymentStatus).toBe('processing');
    expect(canPlaceOrder(actor.getSnapshot())).toBe(false);
    await settle();
    expect(placed[0]).toMatchObject({
      method: 'cod',
      idempotencyKey: 'key-1',
      order: {
        address,
        amount: 41500,
        items: [{ productId: 'p1', name: 'Lekki Breeze', quantity: 2, price: 20000 }],
      },
    });
    expect(effects.clearCart).toHaveBeenCalledOnce();
    expect(effects.goToOrders).toHaveBeenCalledOnce();
    expect(effects.success).toHaveBeenCalledWith('Order placed successfully!');
    expect(actor.getSnapshot().value).toBe('placed');
  });

  it('Paystack and Flutterwave: the browser is sent to the address the server returns', async () => {
    const url = 'https://checkout.paystack.test/abc';
    const { actor, effects, context } = startCheckout(
      {},
      { place: async () => ({ orderId: 'o9', redirectUrl: url }) },
    );
    actor.send({ type: 'checkout.chooseMethod', method: 'paystack' });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(effects.redirect).toHaveBeenCalledWith(url);
    expect(context()).toMatchObject({ paymentStatus: 'redirecting', orderId: 'o9' });
    expect(effects.clearCart).not.toHaveBeenCalled();
  });

  it.each([
    ['the server message', refused, 'Only 1 available in stock'],
    ['that the order is not placed, offline', offline, messages.orderNotPlacedOffline],
    ["'Order placement failed'", { success: false, message: '', status: 500 }, 'Order placement failed'],
  ])('shows %s when placement fails, and the payment status is failed', async (_, failure, shown) => {
    const { actor, effects, context } = startCheckout({}, { place: () => Promise.reject(failure) });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(effects.error).toHaveBeenCalledWith(shown);
    expect(context()).toMatchObject({ paymentStatus: 'failed', message: shown });
    expect(canPlaceOrder(actor.getSnapshot())).toBe(true);
  });

  it('offline, keeps every field as typed and never tries again by itself', async () => {
    const { actor, context, placed } = startCheckout({}, { place: () => Promise.reject(offline) });
    actor.send({ type: 'checkout.submit' });
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(placed).toHaveLength(1);
    expect(context().address).toEqual(address);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a retry after a network failure reuses the key, so the order is placed once; a refusal starts afresh', async () => {
    const answers = [offline, refused];
    const { actor, placed } = startCheckout(
      {},
      {
        place: () => (answers.length ? Promise.reject(answers.shift()) : Promise.resolve({ orderId: 'o1' })),
      },
    );
    for (let attempt = 0; attempt < 3; attempt++) {
      actor.send({ type: 'checkout.submit' });
      await settle();
    }
    expect(placed.map((p) => p.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });
});

describe("checkout: a logged-in shopper's details", () => {
  const details: Address = { ...address, street: '3 Awolowo Avenue', city: 'Bodija', phone: '0703 555 0101' };

  it('fill the form for a logged-in shopper, and PLACE ORDER waits for them', async () => {
    let answer: (found: Address) => void = () => {};
    const { actor, context } = startCheckout(
      { loggedIn: true, address: undefined },
      { ownReview: async () => aReview, details: () => new Promise((resolve) => (answer = resolve)) },
    );
    await settle();
    expect(canPlaceOrder(actor.getSnapshot())).toBe(false);
    answer(details);
    await settle();
    expect(context().address).toEqual(details);
    expect(canPlaceOrder(actor.getSnapshot())).toBe(true);
  });

  it('never overwrite what the shopper typed while they came', async () => {
    let answer: (found: Address) => void = () => {};
    const { actor, context } = startCheckout(
      { loggedIn: true, address: undefined },
      { details: () => new Promise((resolve) => (answer = resolve)) },
    );
    actor.send({ type: 'checkout.setField', field: 'city', value: 'Ibadan' });
    answer(details);
    await settle();
    expect(context().address).toMatchObject({ city: 'Ibadan', street: '3 Awolowo Avenue' });
  });

  it('are not asked for a guest, nor when the server sent the form filled in; a failure leaves it to the shopper', async () => {
    const guest = startCheckout({ loggedIn: false, address: undefined }, { details: async () => details });
    const served = startCheckout({ loggedIn: true, address }, { details: async () => details });
    await settle();
    expect([guest.detailsAsked(), served.detailsAsked()]).toEqual([0, 0]);
    expect(served.context().address).toEqual(address);
    const offline = startCheckout({ loggedIn: true, address: undefined }, { ownReview: async () => aReview });
    await settle();
    expect(offline.detailsAsked()).toBe(1);
    expect(offline.context().address).toEqual(emptyAddress);
    expect(canPlaceOrder(offline.actor.getSnapshot())).toBe(true);
  });
});

describe('checkout: the review gate', () => {
  it('holds PLACE ORDER while the own shop review is being fetched; guests skip the check', async () => {
    const member = startCheckout({ loggedIn: true }, { ownReview: () => new Promise(() => {}) });
    expect(member.actor.getSnapshot().matches('reviewCheck')).toBe(true);
    expect(canPlaceOrder(member.actor.getSnapshot())).toBe(false);
    const guest = startCheckout({ loggedIn: false });
    expect(guest.actor.getSnapshot().value).toBe('editing');
  });

  it('keeps what the shopper types and chooses while the review check is still out', () => {
    const { actor, context } = startCheckout(
      { loggedIn: true, address: { ...address, firstName: '' } },
      { ownReview: () => new Promise(() => {}) },
    );
    actor.send({ type: 'checkout.setField', field: 'firstName', value: 'Kemi' });
    actor.send({ type: 'checkout.chooseMethod', method: 'paystack' });
    expect(actor.getSnapshot().matches('reviewCheck')).toBe(true);
    expect(context().address.firstName).toBe('Kemi');
    expect(context().method).toBe('paystack');
    actor.send({ type: 'checkout.chooseMethod', method: 'flutterwave' });
    expect(context().message).toBe('Invalid payment method');
  });

  it('places at once for a shopper who has already reviewed the shop', async () => {
    const { actor, placed } = startCheckout({ loggedIn: true }, { ownReview: async () => aReview });
    await settle();
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(placed).toHaveLength(1);
  });

  it("holds the order for a review; after it, says 'Thanks for your review!', marks the shopper and places", async () => {
    const { actor, placed, effects, context } = startCheckout({ loggedIn: true });
    await settle();
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().value).toEqual({ reviewGate: 'asking' });
    expect(context().heldOrder).not.toBeNull();
    actor.send({ type: 'checkout.reviewSubmit', rating: 0, comment: 'no stars' });
    actor.send({ type: 'checkout.reviewSubmit', rating: 4, comment: '   ' });
    expect(actor.getSnapshot().value).toEqual({ reviewGate: 'asking' });
    actor.send({ type: 'checkout.reviewSubmit', rating: 5, comment: 'Smells like home' });
    await settle();
    expect(effects.success).toHaveBeenCalledWith('Thanks for your review!');
    expect(context().hasReviewed).toBe(true);
    expect(placed).toHaveLength(1);
  });

  it('places the held order when the dialog is closed or skipped', async () => {
    const { actor, placed } = startCheckout({ loggedIn: true });
    await settle();
    actor.send({ type: 'checkout.submit' });
    actor.send({ type: 'checkout.reviewSkip' });
    await settle();
    expect(placed).toHaveLength(1);
  });

  it.each([
    [refused, 'Only 1 available in stock'],
    [new Error(''), 'Failed to submit review'],
  ])('a failed review shows the error and drops the held order', async (failure, shown) => {
    const { actor, placed, effects, context } = startCheckout(
      { loggedIn: true },
      { submitReview: () => Promise.reject(failure) },
    );
    await settle();
    actor.send({ type: 'checkout.submit' });
    actor.send({ type: 'checkout.reviewSubmit', rating: 5, comment: 'Lovely' });
    await settle();
    expect(effects.error).toHaveBeenCalledWith(shown);
    expect(context().heldOrder).toBeNull();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(placed).toEqual([]);
  });
});
