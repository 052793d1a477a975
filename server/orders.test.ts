import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { anAddress } from '../api/test/product';
import { orders, products } from './db/schema';
import { orderRulesFromEnv } from './services/order-rules';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';

const shop = useTestShop();
// a shop that takes bulk orders from anyone, as its owner may set it
const bulkShop = useTestShop({
  orderRules: orderRulesFromEnv({ MAX_UNITS_PER_PRODUCT: '5000', GUEST_ORDER_MAX_NAIRA: '100000000' }),
});

const OBA = '65cc8110c0de5a1b0ea1f301'; // 100ml ₦140,000; wrap ₦87,500
const ADA = '65eb31c8c0de5a1b0ea1f307'; // 30ml ₦38,000; wrap ₦58,500
const EKO = '69395184c0de5a1b0ea1f31a'; // ₦16,000, no choices, no stock count

async function stockOf(id: string) {
  const [row] = await shop.database.db.select().from(products).where(eq(products.id, id));
  return row && { stock: row.stock, inStock: row.inStock };
}

async function placed(answer: Awaited<ReturnType<ReturnType<typeof shop.client>['placeOrder']>>) {
  if (!answer.success) throw new Error(answer.message);
  const tracked = await shop.client().trackOrder({ orderId: answer.orderId, email: anAddress.email });
  if (!tracked.success) throw new Error(tracked.message);
  return tracked.order;
}

describe('POST /api/order/place: pricing', () => {
  it("prices every line from the catalogue and ignores the client's prices and amount", async () => {
    const answer = await shop.client().placeOrder({
      address: anAddress,
      items: [
        {
          productId: OBA,
          name: 'Cheap',
          quantity: 1,
          price: 1,
          variations: { base: 'Oud', side: 'Rose', size: '100ml' },
        },
        { productId: EKO, name: 'Cheaper', quantity: 2, price: 0.01, variations: {} },
      ],
      amount: 1,
    });
    expect(answer).toMatchObject({ success: true, message: messages.orderPlaced });
    const order = await placed(answer);
    expect(order.items.map(({ name, price, quantity }) => ({ name, price, quantity }))).toEqual([
      { name: 'Ọba Oud', price: 140_000, quantity: 1 },
      { name: 'Eko Glow Mist', price: 16_000, quantity: 2 },
    ]);
    // ₦172,000 in Ibadan: free delivery from ₦100,000; paying before delivery earns no discount
    expect(order).toMatchObject({ subtotal: 172_000, deliveryFee: 0, discount: 0, amount: 172_000 });
    expect(order).toMatchObject({ status: 'pending', payment: false, paymentMethod: 'cod' });
  });

  it('charges the wrap price when wrap is chosen, and the delivery fee outside Ibadan', async () => {
    const answer = await shop.client().placeOrder({
      address: { ...anAddress, city: 'Lagos' },
      items: [{ productId: ADA, quantity: 1, variations: { wrap: true } }],
    });
    const order = await placed(answer);
    expect(order.items[0]?.price).toBe(58_500);
    expect(order).toMatchObject({ subtotal: 58_500, deliveryFee: 4000, amount: 62_500 });
  });

  it('takes a large order whole: three lines of 999 at ₦16,000 (its total no longer overflows a column)', async () => {
    const line = { productId: EKO, quantity: 999, variations: {} };
    const answer = await bulkShop.client().placeOrder({ address: anAddress, items: [line, line, line] });
    if (!answer.success) throw new Error(answer.message);
    const tracked = await bulkShop.client().trackOrder({ orderId: answer.orderId, email: anAddress.email });
    const order = tracked.success ? tracked.order : null;
    expect(order).toMatchObject({ subtotal: 47_952_000, deliveryFee: 0, discount: 0, amount: 47_952_000 });
  });

  it('charges the local fee in Ibadan below ₦100,000', async () => {
    const order = await placed(await shop.client().placeOrder(orderOf(EKO, 1)));
    expect(order).toMatchObject({ subtotal: 16_000, deliveryFee: 1500, amount: 17_500 });
  });

  it('charges the Ibadan fee to every Ibadan area, whatever the shopper calls the town', async () => {
    const fees = [];
    for (const address of [
      { city: 'Bodija', state: 'Oyo', area: 'Ibadan North' },
      { city: 'Ibadan North' },
      { city: 'Ibadan, Oyo', state: 'oyo state' },
    ]) {
      const order = await placed(
        await shop.client().placeOrder({ ...orderOf(EKO), address: { ...anAddress, ...address } }),
      );
      fees.push(order.deliveryFee);
    }
    expect(fees).toEqual([1500, 1500, 1500]);
  });

  it('keeps the Delivery area and the state as the select names it with the order', async () => {
    const order = await placed(
      await shop.client().placeOrder({
        ...orderOf(EKO),
        address: { ...anAddress, city: 'Bodija', state: 'oyo state', area: 'Ibadan North' },
      }),
    );
    expect(order.address).toMatchObject({ city: 'Bodija', state: 'Oyo', area: 'Ibadan North' });
  });

  it('never charges the Ibadan fee to a Lagos address that names an Ibadan area (the client is not trusted)', async () => {
    const lagos = { ...anAddress, city: 'Ikeja', state: 'Lagos' };
    expect(
      await shop.client().placeOrder({ ...orderOf(EKO), address: { ...lagos, area: 'Ibadan North' } }),
    ).toMatchObject({
      success: false,
      status: 400,
      message: messages.areaNotInState('Ibadan North', 'Lagos'),
    });
    const order = await placed(await shop.client().placeOrder({ ...orderOf(EKO), address: lagos }));
    expect(order.deliveryFee).toBe(4000);
  });
});

describe('POST /api/order/place: what is refused', () => {
  it("checks the address with the shop's messages", async () => {
    const missing = await shop
      .client()
      .placeOrder({ ...orderOf(EKO), address: { ...anAddress, lastName: '', city: ' ' } });
    expect(missing).toEqual({
      success: false,
      status: 400,
      message: messages.fillRequired(['Last Name', 'City']),
    });
    const email = await shop
      .client()
      .placeOrder({ ...orderOf(EKO), address: { ...anAddress, email: 'ade@' } });
    expect(email).toMatchObject({ status: 400, message: messages.invalidEmail });
    const phone = await shop
      .client()
      .placeOrder({ ...orderOf(EKO), address: { ...anAddress, phone: '0801' } });
    expect(phone).toMatchObject({ status: 400, message: messages.invalidPhone });
  });

  it('takes a Nigerian mobile number however it is written, and refuses anything else sent past the form', async () => {
    const ordersNow = async () => (await shop.database.db.select().from(orders)).length;
    const before = await ordersNow();
    for (const phone of ['abcdefgh', '12345678', '+44 7911 123456', '0201234567']) {
      const refused = await shop.client().placeOrder({ ...orderOf(EKO), address: { ...anAddress, phone } });
      expect(refused, phone).toEqual({ success: false, status: 400, message: messages.invalidPhone });
    }
    expect(await ordersNow()).toBe(before);
    const written = '+234 (0) 803-123-4567';
    const order = await placed(
      await shop.client().placeOrder({ ...orderOf(EKO), address: { ...anAddress, phone: written } }),
    );
    expect(order.address.phone).toBe(written);
  });

  it('drops unknown products, and refuses an order with nothing valid left', async () => {
    const answer = await shop.client().placeOrder({
      address: anAddress,
      items: [
        { productId: 'gone-product', quantity: 1 },
        { productId: EKO, quantity: 1 },
      ],
    });
    expect((await placed(answer)).items.map((item) => item.productId)).toEqual([EKO]);
    const nothing = await shop
      .client()
      .placeOrder({ address: anAddress, items: [{ productId: 'gone-product', quantity: 1 }] });
    expect(nothing).toEqual({ success: false, status: 400, message: messages.cartEmptyOrInvalid });
    const empty = await shop.client().placeOrder({ address: anAddress, items: [] });
    expect(empty).toMatchObject({ status: 400, message: messages.cartEmptyOrInvalid });
  });

  it('refuses choices the product does not offer', async () => {
    const answer = await shop.client().placeOrder({
      address: anAddress,
      items: [{ productId: ADA, quantity: 1, variations: { size: '1 litre' } }],
    });
    expect(answer).toMatchObject({ status: 400, message: "Ada Jasmine does not come in size '1 litre'" });
  });

  it('refuses quantities that are not positive whole numbers', async () => {
    for (const quantity of [0, -1, 1.5, '2']) {
      const response = await send(shop.app, 'POST', '/api/order/place', {
        body: { address: anAddress, items: [{ productId: EKO, quantity }] },
      });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('refuses an out-of-stock product', async () => {
    const answer = await shop.client().placeOrder({
      address: anAddress,
      items: [{ productId: '66e039acc0de5a1b0ea1f304', quantity: 1, variations: { size: '50ml' } }],
    });
    expect(answer).toMatchObject({ status: 409, message: messages.outOfStock });
  });

  it('refuses a forged token instead of ordering as a guest', async () => {
    expect(await shop.client('forged-token').placeOrder(orderOf(EKO))).toMatchObject({ status: 401 });
  });
});

describe('POST /api/order/place: stock', () => {
  it('takes the stock, counts two lines of one product together, and goes out of stock at 0', async () => {
    await shop.saveProducts([testProduct({ _id: 'three-left', stock: 3 })]);
    await placed(await shop.client().placeOrder(orderOf('three-left', 2)));
    expect(await stockOf('three-left')).toEqual({ stock: 1, inStock: true });

    const tooMany = await shop.client().placeOrder({
      address: anAddress,
      items: [
        { productId: 'three-left', quantity: 1 },
        { productId: 'three-left', quantity: 1 },
      ],
    });
    expect(tooMany).toMatchObject({ status: 409, message: messages.onlyInStock(1) });
    expect(await stockOf('three-left')).toEqual({ stock: 1, inStock: true });

    await placed(await shop.client().placeOrder(orderOf('three-left', 1)));
    expect(await stockOf('three-left')).toEqual({ stock: 0, inStock: false });
    const available = await shop.client().productAvailable();
    expect(available.success && available.products.some((product) => product._id === 'three-left')).toBe(
      false,
    );
  });

  it('leaves a product without a stock number uncounted', async () => {
    await placed(await shop.client().placeOrder(orderOf(EKO, 5)));
    expect(await stockOf(EKO)).toEqual({ stock: null, inStock: true });
  });
});

describe('POST /api/order/place: a catalogue changed since the last order', () => {
  // the server keeps the products it prices orders from in memory; these changes bypass this app
  const change = (id: string, values: Partial<typeof products.$inferInsert>) =>
    shop.database.db.update(products).set(values).where(eq(products.id, id));

  it('charges the price stored now, not the one of the previous order', async () => {
    await shop.saveProducts([testProduct({ _id: 'repriced', basePrice: 10_000, stock: 10 })]);
    expect((await placed(await shop.client().placeOrder(orderOf('repriced', 1)))).items[0]?.price).toBe(
      10_000,
    );
    await change('repriced', { basePriceKobo: 1_250_000, name: 'Repriced Mist' });
    const order = await placed(await shop.client().placeOrder(orderOf('repriced', 2)));
    expect(order.items[0]).toMatchObject({ name: 'Repriced Mist', price: 12_500, quantity: 2 });
    expect(order.subtotal).toBe(25_000);
    expect(await stockOf('repriced')).toEqual({ stock: 7, inStock: true });
  });

  it('sells a size added since, and drops a product removed since', async () => {
    await shop.saveProducts([testProduct({ _id: 'resized', stock: 10 })]);
    await placed(await shop.client().placeOrder(orderOf('resized', 1)));
    await change('resized', {
      variations: {
        sizes: [{ size: '50ml', priceKobo: 2_000_000 }],
        wrap: { available: false, priceKobo: 0 },
        base: { name: '', options: [] },
        side: { name: '', options: [] },
      },
    });
    const sized = await shop.client().placeOrder({
      address: anAddress,
      items: [{ productId: 'resized', quantity: 1, variations: { size: '50ml' } }],
    });
    expect((await placed(sized)).items[0]).toMatchObject({ price: 20_000, variations: { size: '50ml' } });

    await shop.database.db.delete(products).where(eq(products.id, 'resized'));
    const gone = await shop.client().placeOrder(orderOf('resized', 1));
    expect(gone).toEqual({ success: false, status: 400, message: messages.cartEmptyOrInvalid });
  });
});

describe('orders of a shopper', () => {
  it("clears the shopper's server cart and lists their orders newest first", async () => {
    const { token } = await shop.newShopper();
    const client = shop.client(token);
    await client.cartAdd({ itemId: EKO, quantity: 2 });
    const first = await client.placeOrder(orderOf(EKO, 2));
    expect(await client.cartGet({})).toEqual({ success: true, cartData: {} });
    shop.clock.advance(60_000);
    const second = await client.placeOrder(orderOf(ADA, 1));
    expect(second).toMatchObject({ status: 400 }); // Ada needs a size or wrap
    const third = await client.placeOrder({
      ...orderOf(ADA, 1),
      items: [{ productId: ADA, quantity: 1, variations: { size: '30ml' } }],
    });
    const list = await client.userOrders({});
    if (!list.success || !first.success || !third.success) throw new Error('placing failed');
    expect(list.orders.map((order) => order._id)).toEqual([third.orderId, first.orderId]);
  });

  it("never shows one shopper another's orders", async () => {
    const ade = await shop.newShopper();
    const bola = await shop.newShopper();
    await shop.client(ade.token).placeOrder(orderOf(EKO));
    expect(await shop.client(bola.token).userOrders({})).toEqual({ success: true, orders: [] });
    // a guest without the guest cookie has placed nothing from this device
    expect(await shop.client().userOrders({})).toEqual({ success: true, orders: [] });
  });

  it('stores a guest order without a shopper', async () => {
    const answer = await shop.client().placeOrder(orderOf(EKO));
    if (!answer.success) throw new Error(answer.message);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, answer.orderId));
    expect(row?.userId).toBeNull();
  });
});

describe('POST /api/order/track', () => {
  it('finds an order by id and email (any case), and answers 404 otherwise', async () => {
    const answer = await shop.client().placeOrder(orderOf(EKO, 1, 'guest.tracker@example.com'));
    if (!answer.success) throw new Error(answer.message);
    const found = await shop
      .client()
      .trackOrder({ orderId: answer.orderId, email: 'Guest.Tracker@Example.com' });
    expect(found).toMatchObject({ success: true, order: { _id: answer.orderId } });
    const wrongEmail = await shop
      .client()
      .trackOrder({ orderId: answer.orderId, email: 'someone@example.com' });
    expect(wrongEmail).toEqual({
      success: false,
      status: 404,
      message: 'We could not find an order with that id and email.',
    });
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first order and places nothing new', async () => {
    await shop.saveProducts([testProduct({ _id: 'idempotent-stock', stock: 10 })]);
    const { token } = await shop.newShopper();
    const client = shop.client(token);
    const request = orderOf('idempotent-stock', 2);
    const first = await client.placeOrder(request, { idempotencyKey: 'retry-1' });
    const again = await client.placeOrder(request, { idempotencyKey: 'retry-1' });
    expect(again).toEqual(first);
    expect(await stockOf('idempotent-stock')).toEqual({ stock: 8, inStock: true });
    const list = await client.userOrders({});
    expect(list.success && list.orders).toHaveLength(1);
  });

  it('answers a retry with the first order even after the stock ran out', async () => {
    await shop.saveProducts([testProduct({ _id: 'idempotent-last', stock: 2 })]);
    const request = orderOf('idempotent-last', 2, 'last.two@example.com');
    const first = await shop.client().placeOrder(request, { idempotencyKey: 'last-two' });
    expect(first).toMatchObject({ success: true });
    expect(await shop.client().placeOrder(request, { idempotencyKey: 'last-two' })).toEqual(first);
    expect(await stockOf('idempotent-last')).toEqual({ stock: 0, inStock: false });
  });

  it('refuses the same key with a different order (422), and keeps keys apart per caller', async () => {
    const one = await shop.newShopper();
    const two = await shop.newShopper();
    const first = await shop.client(one.token).placeOrder(orderOf(EKO, 1), { idempotencyKey: 'shared-key' });
    const changed = await shop
      .client(one.token)
      .placeOrder(orderOf(EKO, 3), { idempotencyKey: 'shared-key' });
    expect(changed).toMatchObject({ status: 422 });
    const other = await shop.client(two.token).placeOrder(orderOf(EKO, 1), { idempotencyKey: 'shared-key' });
    if (!first.success || !other.success) throw new Error('placing failed');
    expect(other.orderId).not.toBe(first.orderId);
  });

  it('places one order when the same key arrives twice at once', async () => {
    const request = orderOf(EKO, 1, 'twice@example.com');
    const [a, b] = await Promise.all([
      shop.client().placeOrder(request, { idempotencyKey: 'at-once' }),
      shop.client().placeOrder(request, { idempotencyKey: 'at-once' }),
    ]);
    expect(a).toEqual(b);
    const rows = await shop.database.db.select().from(orders).where(eq(orders.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
  });
});
