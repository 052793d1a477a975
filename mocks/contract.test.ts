import { describe, expect, it } from 'vitest';
import type { AddressInput, AdminSaveProductRequest, CartVariations, Product } from '../api';
import {
  deliveryNoteNotShipped,
  emailVerificationWords,
  endpoints,
  fillPath,
  messages,
  noCreditColumn,
  PICTURE_MAX_BYTES,
  popupTooLong,
  productWords,
  readVerificationParams,
  shortOrderId,
  storefrontEndpointNames,
} from '../api';
import { anAddress, productForm } from '../api/test/product';
import {
  lastBottleProduct,
  lowStockProduct,
  outOfStockProduct,
  plainProduct,
  productWithAllOptions,
} from './fixtures/catalogue';
import { adaeze, babatunde } from './fixtures/users';
import { mockOrderKey } from './handlers/order-links';
import { mockEmailKey } from './handlers/users';
import { resetMockShop, shop, shopOwner } from './state';
import { aShopper, BASE, ok, raw, refused, useMockShop } from './test/contract-kit';

useMockShop();

const address = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  ...anAddress,
  email: adaeze.email,
  ...overrides,
});

const fullChoice: CartVariations = {
  base: productWithAllOptions.variations.base.options[0],
  side: productWithAllOptions.variations.side.options[0],
  size: productWithAllOptions.variations.sizes[0]!.size,
};
const aSize = (product: Product) => ({ size: product.variations.sizes[0]!.size });

describe('every endpoint of api/ is mocked and reachable', () => {
  it('answers every path of the table, where an unmocked call would fail as a network error', async () => {
    await expect(fetch(`${BASE}/api/not-a-route`)).rejects.toThrow();
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = fillPath(endpoint.path, { id: 'x', productId: 'x', by: 'day' });
      const body = endpoint.method === 'POST' ? '{}' : undefined;
      const response = await fetch(`${BASE}${path}`, { method: endpoint.method, body });
      expect([200, 400, 401, 404], name).toContain(response.status);
      expect(await response.json(), name).toHaveProperty('success');
    }
  });

  it('gives every storefront endpoint a client function; webhooks have none, the provider calls them', () => {
    const { client } = aShopper();
    expect(Object.keys(client).sort()).toEqual([...storefrontEndpointNames].sort());
    // The payment provider posts webhooks to the server; the storefront never calls them, so no client function.
    const providerCalls = Object.entries(endpoints).filter(([, e]) => e.caller === 'provider');
    expect(providerCalls.map(([name]) => name).sort()).toEqual(['flutterwaveWebhook', 'paystackWebhook']);
    for (const [name] of providerCalls) expect(client).not.toHaveProperty(name);
  });
});

describe('a realistic walk through the shop', () => {
  it('answers every call with what api/ expects, in the order a shopper makes them', async () => {
    const { client, register, login } = aShopper();
    ok(await client.health());
    expect(ok(await client.config()).config).toMatchObject({
      currency: 'NGN',
      onlineDiscountRate: 0.05,
      maxUnitsPerProduct: 10,
    });
    ok(await client.popup());
    expect(ok(await client.productList()).products.length).toBeGreaterThan(0);
    ok(await client.productAvailable());
    expect(ok(await client.product({ id: plainProduct._id })).product.name).toBe(plainProduct.name);

    await register({ name: 'Kemi Adebayo', email: 'kemi@example.com', password: 'harmattan evenings' });
    await login({ email: 'kemi@example.com', password: 'harmattan evenings' });

    const added = ok(
      await client.cartAdd({ itemId: productWithAllOptions._id, quantity: 1, variations: fullChoice }),
    );
    const [key] = Object.keys(added.cartData);
    expect(ok(await client.cartUpdate({ cartItemKey: key!, quantity: 3 })).cartData[key!]?.quantity).toBe(3);
    expect(ok(await client.cartGet({})).cartData[key!]?.quantity).toBe(3);
    expect(ok(await client.cartClear({})).cartData).toEqual({});

    ok(await client.reviewSubmit({ productId: plainProduct._id, rating: 5, comment: 'Lasts all day.' }));
    ok(await client.productReviews({ productId: plainProduct._id }));
    expect(ok(await client.ownProductReview({ productId: plainProduct._id })).review?.rating).toBe(5);
    ok(await client.shopReviewSubmit({ rating: 4, comment: 'Fast delivery to Bodija.' }));
    ok(await client.shopReviews());
    expect(ok(await client.ownShopReview()).review?.comment).toBe('Fast delivery to Bodija.');
    ok(await client.newsletterSubscribe({ email: 'kemi@example.com' }));
    ok(
      await client.contact({
        name: 'Kemi',
        email: 'kemi@example.com',
        subject: 'Wholesale',
        message: 'Prices?',
      }),
    );

    const items = [{ productId: plainProduct._id, quantity: 1 }];
    const cod = ok(await client.placeOrder({ address: address(), items }));
    const paystack = ok(await client.paystackOrder({ address: address(), items }));
    const back = readVerificationParams(new URL(paystack.authorization_url).searchParams);
    expect(back).toMatchObject({ ok: true, gateway: 'paystack', orderId: paystack.orderId });
    if (!back.ok || back.gateway !== 'paystack') return;
    const paid = ok(await client.verifyPaystack({ reference: back.reference, orderId: back.orderId }));
    expect(paid.order).toMatchObject({ payment: true, status: 'processing' });

    const flutterwave = ok(await client.flutterwaveOrder({ address: address(), items }));
    const fw = readVerificationParams(new URL(flutterwave.link).searchParams);
    if (!fw.ok || fw.gateway !== 'flutterwave')
      throw new Error('the Flutterwave link does not lead to /verify');
    expect(fw.status).toBe('successful');
    ok(await client.verifyFlutterwave({ transaction_id: fw.transactionId, orderId: fw.orderId }));

    const orders = ok(await client.userOrders({})).orders;
    expect(orders.map((o) => o._id)).toEqual([flutterwave.orderId, paystack.orderId, cod.orderId]);
    const tracked = ok(await client.trackOrder({ orderId: cod.orderId, email: adaeze.email.toUpperCase() }));
    expect(tracked.order).toMatchObject({ status: 'pending', payment: false, paymentMethod: 'cod' });
    const opened = ok(await client.openOrder({ orderId: cod.orderId, key: mockOrderKey(cod.orderId) }));
    expect(opened.order).toEqual(tracked.order);

    ok(await client.forgotPassword({ email: 'kemi@example.com' }));
    ok(await client.resetPassword({ token: 'a-link-from-an-email', password: 'harmattan evenings 2' }));
    ok(await client.logout({}));
    expect(refused(await client.cartGet({})).status).toBe(401);
  });
});

describe('bad input', () => {
  it('gets 400 with a sentence naming the problem, and changes nothing', async () => {
    const { client, login } = aShopper();
    await login(adaeze);
    ok(await client.cartAdd({ itemId: plainProduct._id, quantity: 1 }));
    const before = ok(await client.cartGet({})).cartData;
    const token = [...shop.sessions.keys()][0]!;

    const unknownField = await raw('/api/cart/add', { itemId: plainProduct._id, colour: 'red' }, { token });
    expect(unknownField).toEqual({
      status: 400,
      body: { success: false, message: 'Unknown field: colour.' },
    });
    const wrongType = await raw('/api/cart/add', { itemId: plainProduct._id, quantity: 'two' }, { token });
    expect(wrongType).toEqual({
      status: 400,
      body: { success: false, message: 'Quantity must be a number' },
    });
    const notJson = await raw('/api/cart/add', '{"itemId":', { authorization: `Bearer ${token}` });
    expect(notJson.status).toBe(400);
    expect(ok(await client.cartGet({})).cartData).toEqual(before);
  });

  it('refuses a missing or stale token with 401 and a readable message', async () => {
    // a review needs an account (the cart no longer does: a guest's cart hangs on the guest cookie)
    expect(await raw('/api/review', { productId: plainProduct._id, rating: 5, comment: 'Lovely' })).toEqual({
      status: 401,
      body: { success: false, message: messages.loginRequired },
    });
    expect((await raw('/api/order/userorders', {}, { token: 'expired' })).status).toBe(401);
  });

  it("answers the newsletter's failures as { success: false, error }", async () => {
    const answer = await raw('/api/newsletter/subscribe', { email: 'not-an-email' });
    expect(answer).toEqual({ status: 400, body: { success: false, error: messages.invalidEmail } });
    expect(shop.subscribers.size).toBe(0);
  });

  it('refuses an order with a bad address with the checkout message, taking no stock', async () => {
    const { client } = aShopper();
    const items = [{ productId: plainProduct._id, quantity: 2 }];
    const result = refused(
      await client.placeOrder({ address: address({ firstName: '', phone: '' }), items }),
    );
    expect(result).toMatchObject({ status: 400, message: messages.fillRequired(['First Name', 'Phone']) });
    expect(ok(await client.product({ id: plainProduct._id })).product.stock).toBe(plainProduct.stock);
  });
});

describe('the shop rules, as the mock keeps them', () => {
  it('holds the cart to the stock and the product to its options', async () => {
    const { client, login } = aShopper();
    await login(adaeze);
    const low = { itemId: lowStockProduct._id, variations: aSize(lowStockProduct) };
    ok(await client.cartAdd({ ...low, quantity: lowStockProduct.stock! }));
    expect(refused(await client.cartAdd({ ...low, quantity: 1 })).message).toBe(
      messages.onlyInStock(lowStockProduct.stock!),
    );
    const gone = { itemId: outOfStockProduct._id, variations: aSize(outOfStockProduct) };
    expect(refused(await client.cartAdd(gone)).message).toBe(messages.outOfStock);
    const plastic = { ...fullChoice, base: 'Plastic' };
    const wrong = refused(await client.cartAdd({ itemId: productWithAllOptions._id, variations: plastic }));
    expect(wrong).toMatchObject({ status: 400, message: expect.stringContaining("'Plastic'") });
  });

  it('prices the order from the catalogue, ignoring what the client says it costs', async () => {
    const { client, login } = aShopper();
    await login(adaeze);
    const large = productWithAllOptions.variations.sizes[1]!;
    const items = [
      {
        productId: productWithAllOptions._id,
        quantity: 1,
        price: 1,
        variations: { ...fullChoice, size: large.size },
      },
      { productId: plainProduct._id, quantity: 2, price: 1 },
      { productId: 'no-such-perfume', quantity: 5, price: 1 },
    ];
    const placed = ok(await client.paystackOrder({ address: address({ city: 'Lagos' }), items, amount: 1 }));
    const [order] = ok(await client.userOrders({})).orders;
    const subtotal = large.price + 2 * plainProduct.basePrice;
    expect(order).toMatchObject({
      _id: placed.orderId,
      subtotal,
      deliveryFee: 4000,
      discount: subtotal * 0.05,
    });
    expect(order?.amount).toBe(subtotal * 0.95 + 4000);
    expect(order?.items).toHaveLength(2);
    expect(ok(await client.product({ id: plainProduct._id })).product.stock).toBe(plainProduct.stock! - 2);
  });

  it('sells the last bottle once, empties the cart, and refuses an order of nothing valid', async () => {
    const { client, login } = aShopper();
    await login(adaeze);
    const lastOne = [{ productId: lastBottleProduct._id, quantity: 1, variations: aSize(lastBottleProduct) }];
    ok(await client.cartAdd({ itemId: plainProduct._id }));
    const placed = ok(await client.placeOrder({ address: address(), items: lastOne }));
    expect(placed.orderId).toBeTruthy();
    expect(ok(await client.cartGet({})).cartData).toEqual({});
    expect(refused(await client.placeOrder({ address: address(), items: lastOne })).message).toContain(
      messages.outOfStock,
    );
    const available = ok(await client.productAvailable()).products.map((p) => p._id);
    expect(available).not.toContain(lastBottleProduct._id);
    const nothing = [{ productId: 'no-such-perfume', quantity: 1 }];
    expect(refused(await client.placeOrder({ address: address(), items: nothing })).message).toBe(
      messages.cartEmptyOrInvalid,
    );
  });

  it("keeps one shopper's orders from another, and a guest's order behind its email", async () => {
    const first = aShopper();
    const second = aShopper();
    await first.login(adaeze);
    await second.login(babatunde);
    const items = [{ productId: plainProduct._id, quantity: 1 }];
    const placed = ok(
      await second.client.placeOrder({ address: address({ email: babatunde.email }), items }),
    );
    expect(ok(await first.client.userOrders({})).orders).toEqual([]);
    expect(ok(await second.client.userOrders({})).orders.map((o) => o._id)).toEqual([placed.orderId]);
    const guest = aShopper().client;
    expect(refused(await guest.trackOrder({ orderId: placed.orderId, email: adaeze.email })).status).toBe(
      404,
    );
    ok(await guest.trackOrder({ orderId: placed.orderId, email: babatunde.email }));
  });

  it('opens an order by its signed link alone, and answers another key as the server does', async () => {
    const guest = aShopper().client;
    const items = [{ productId: plainProduct._id, quantity: 1 }];
    const first = ok(await guest.placeOrder({ address: address(), items }));
    const second = ok(await guest.placeOrder({ address: address(), items }));
    const key = mockOrderKey(first.orderId);
    expect(ok(await guest.openOrder({ orderId: first.orderId, key })).order._id).toBe(first.orderId);
    for (const wrong of [
      { orderId: second.orderId, key },
      { orderId: first.orderId, key: `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` },
      { orderId: 'ffffffffffffffffffffffff', key },
    ])
      expect(refused(await guest.openOrder(wrong))).toMatchObject({
        status: 404,
        message: 'We could not find an order with that id and email.',
      });
  });

  it('verifies an email by its link and joins the guest orders placed with it, as the server does', async () => {
    const guest = aShopper().client;
    const items = [{ productId: plainProduct._id, quantity: 1 }];
    const placed = ok(await guest.placeOrder({ address: address({ email: 'ADAEZE@example.com' }), items }));
    const account = shop.shoppers.find((s) => s.email === adaeze.email)!;
    const wrong = { userId: account.id, key: `${mockEmailKey(account).slice(1)}x` };
    expect(refused(await guest.verifyEmail(wrong))).toMatchObject({
      status: 400,
      message: emailVerificationWords.linkInvalid,
    });
    const link = { userId: account.id, key: mockEmailKey(account) };
    expect(ok(await guest.verifyEmail(link)).joined).toBe(1);
    expect(shop.orders.find((order) => order._id === placed.orderId)?.userId).toBe(account.id);
    expect(ok(await guest.verifyEmail(link)).joined).toBe(0);
  });

  it('pays an unpaid card order again with Pay now, the same order, for its owner only, as the server does', async () => {
    const owner = aShopper();
    const stranger = aShopper();
    await owner.login(adaeze);
    await stranger.login(babatunde);
    const items = [{ productId: plainProduct._id, quantity: 1 }];
    const card = ok(await owner.client.paystackOrder({ address: address(), items }));
    const again = ok(await owner.client.payNow({ orderId: card.orderId }));
    expect(again.orderId).toBe(card.orderId);
    const back = readVerificationParams(new URL(again.url).searchParams);
    expect(back).toMatchObject({ ok: true, orderId: card.orderId });
    if (!back.ok || back.gateway !== 'paystack') throw new Error('Pay now does not lead to /verify');
    const paid = ok(await owner.client.verifyPaystack({ orderId: card.orderId, reference: back.reference }));
    expect(paid.order).toMatchObject({ _id: card.orderId, payment: true });
    expect(refused(await owner.client.payNow({ orderId: card.orderId })).status).toBe(409);
    expect(refused(await stranger.client.payNow({ orderId: card.orderId })).status).toBe(404);
    const cod = ok(await owner.client.placeOrder({ address: address(), items }));
    expect(refused(await owner.client.payNow({ orderId: cod.orderId }))).toMatchObject({
      status: 409,
      message: messages.payNowClosed,
    });
  });

  it('keeps one review per shopper per product, and one account per email', async () => {
    const { client, login, register } = aShopper();
    await login(adaeze);
    ok(await client.reviewSubmit({ productId: plainProduct._id, rating: 3, comment: 'Nice.' }));
    ok(await client.reviewSubmit({ productId: plainProduct._id, rating: 5, comment: 'Grew on me.' }));
    const reviews = ok(await client.productReviews({ productId: plainProduct._id })).reviews;
    expect(reviews.filter((r) => r.user.name === adaeze.name).map((r) => r.comment)).toEqual(['Grew on me.']);
    await expect(register({ ...adaeze, name: 'Someone Else' })).rejects.toThrow();
    const weak = refused(
      await client.register({ name: 'Kemi', email: 'kemi@example.com', password: 'password123' }),
    );
    expect(weak).toMatchObject({ status: 400, message: expect.stringMatching(/too common/) });
  });

  it('lists products oldest first, and a reset link ends the sessions of its account', async () => {
    const { client, login } = aShopper();
    const dates = ok(await client.productList()).products.map((p) => p.date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    await login(adaeze);
    ok(await client.forgotPassword({ email: adaeze.email }));
    const [link] = [...shop.resetTokens.keys()];
    ok(await client.resetPassword({ token: link!, password: 'a new harmattan' }));
    expect(refused(await client.cartGet({})).status).toBe(401);
    await login({ email: adaeze.email, password: 'a new harmattan' });
  });
});

describe('the account page', () => {
  it('changes the password keeping this session only, and logs out everywhere', async () => {
    const here = aShopper();
    const elsewhere = aShopper();
    await here.login(adaeze);
    await elsewhere.login(adaeze);
    const wrong = { currentPassword: 'not hers', newPassword: 'a new harmattan' };
    expect(refused(await here.client.changePassword(wrong))).toMatchObject({
      status: 400,
      message: messages.currentPasswordWrong,
    });
    ok(
      await here.client.changePassword({ currentPassword: adaeze.password, newPassword: 'a new harmattan' }),
    );
    ok(await here.client.cartGet({}));
    expect(refused(await elsewhere.client.cartGet({})).status).toBe(401);

    await elsewhere.login({ email: adaeze.email, password: 'a new harmattan' });
    ok(await here.client.logoutEverywhere({}));
    expect(refused(await here.client.cartGet({})).status).toBe(401);
    expect(refused(await elsewhere.client.cartGet({})).status).toBe(401);
  });
});

/** The admin's calls as the mock answers them, held to what the server does (server/admin.test.ts). */
describe('the admin, as the mock keeps it', () => {
  const placeCod = async (phone = '08031234567') => {
    const { client } = aShopper();
    const items = [{ productId: plainProduct._id, quantity: 2 }];
    return ok(await client.placeOrder({ address: address({ phone }), items })).orderId;
  };

  it('answers 401 without a login and 403 with staffOnly to a shopper, as the server does', async () => {
    const orderId = await placeCod();
    const shopper = aShopper();
    await shopper.login(adaeze);
    const calls = [
      (c: typeof shopper.client) => c.adminToday(),
      (c: typeof shopper.client) => c.adminOrders({}),
      (c: typeof shopper.client) => c.adminOrder({ orderId }),
      (c: typeof shopper.client) => c.adminMarkPaid({ orderId, reference: 'TRF-1' }),
      (c: typeof shopper.client) => c.adminSetStatus({ orderId, status: 'shipped' }),
      (c: typeof shopper.client) => c.adminPopup(),
      (c: typeof shopper.client) => c.adminSetPopup({ text: 'Sale' }),
    ];
    for (const made of calls) {
      expect(refused(await made(aShopper().client))).toMatchObject({
        status: 401,
        message: messages.loginRequired,
      });
      expect(refused(await made(shopper.client))).toMatchObject({ status: 403, message: messages.staffOnly });
    }
  });

  it('finds, marks paid and cancels an order with the answers api/ expects', async () => {
    const orderId = await placeCod('0803 555 1234');
    const owner = aShopper();
    await owner.login(shopOwner);
    const { client } = owner;

    const today = ok(await client.adminToday());
    expect(today.you).toEqual({ name: shopOwner.name, email: shopOwner.email, role: 'owner' });
    expect(today.awaitingPayment).toBe(1);

    const byName = [adaeze.name.split(' ')[0]!.toLowerCase(), adaeze.name.toUpperCase()];
    for (const search of [
      adaeze.email.toUpperCase(),
      '+234 803 555 1234',
      shortOrderId(orderId),
      orderId,
      ...byName,
    ])
      expect(
        ok(await client.adminOrders({ search })).orders.map((o) => o._id),
        search,
      ).toEqual([orderId]);
    expect(ok(await client.adminOrders({ payment: 'paid' })).orders).toEqual([]);
    // a name nobody has finds nothing, as the server answers it (server/admin.test.ts)
    expect(ok(await client.adminOrders({ search: 'Nobody Hasthisname' })).orders).toEqual([]);

    const paid = ok(await client.adminMarkPaid({ orderId, reference: 'GTB/TRF/1' }));
    expect(paid.order).toMatchObject({
      payment: true,
      status: 'processing',
      email: adaeze.email,
      account: false,
    });
    // the server's sentence (server/services/admin-orders.ts paidSentence)
    expect(paid.message).toBe(
      `Order ${shortOrderId(orderId)} is paid and processing. ${adaeze.email} is mailed.`,
    );

    const stock = ok(await client.product({ id: plainProduct._id })).product.stock;
    const cancelled = ok(await client.adminSetStatus({ orderId, status: 'cancelled' }));
    expect(cancelled.message).toContain('Its stock is back on the shelf.');
    expect(ok(await client.product({ id: plainProduct._id })).product.stock).toBe((stock ?? 0) + 2);
    expect(refused(await client.adminSetStatus({ orderId, status: 'processing' })).status).toBe(409);

    // a note is the server's too (server/order-notes.test.ts): trimmed, kept in the history, a blank one refused
    const noted = ok(await client.adminOrderNote({ orderId, note: ' Refund sent by transfer ' }));
    expect(noted.message).toBe(`Note added to order ${shortOrderId(orderId)}.`);
    expect(refused(await client.adminOrderNote({ orderId, note: '  ' }))).toMatchObject({
      status: 400,
      message: 'Write the note',
    });

    const { history } = ok(await client.adminOrder({ orderId }));
    expect(history).toMatchObject([
      {
        actor: shopOwner.email,
        action: 'order.paid',
        target: `order:${orderId}`,
        before: { payment: false, status: 'pending' },
        after: { payment: true, status: 'processing', reference: 'GTB/TRF/1' },
      },
      { actor: shopOwner.email, action: 'order.status', after: { status: 'cancelled' } },
      { actor: shopOwner.email, action: 'order.note', after: { note: 'Refund sent by transfer' } },
    ]);
  });

  it('keeps a delivery note on a shipped order only, shows it to the shopper, and writes it down', async () => {
    const orderId = await placeCod();
    const owner = aShopper();
    await owner.login(shopOwner);
    const { client } = owner;
    ok(await client.adminMarkPaid({ orderId, reference: 'GTB/TRF/2' }));
    // the server's refusal and sentences (server/delivery-note.test.ts)
    expect(refused(await client.adminDeliveryNote({ orderId, note: 'Rider: Tunde' }))).toMatchObject({
      status: 409,
      message: deliveryNoteNotShipped,
    });
    ok(await client.adminSetStatus({ orderId, status: 'shipped' }));
    const noted = ok(await client.adminDeliveryNote({ orderId, note: ' Rider: Tunde, 0803 555 0101 ' }));
    expect(noted.message).toBe(
      `Delivery note saved on order ${shortOrderId(orderId)}. ${adaeze.email} is mailed.`,
    );
    expect(noted.order.deliveryNote).toBe('Rider: Tunde, 0803 555 0101');
    ok(await client.adminDeliveryNote({ orderId, note: 'GIG Logistics, tracking 123456' }));
    const { history } = ok(await client.adminOrder({ orderId }));
    expect(history.filter((line) => line.action === 'order.delivery-note')).toMatchObject([
      { before: null, after: { note: 'Rider: Tunde, 0803 555 0101' } },
      { before: { note: 'Rider: Tunde, 0803 555 0101' }, after: { note: 'GIG Logistics, tracking 123456' } },
    ]);
    const tracked = ok(await aShopper().client.trackOrder({ orderId, email: adaeze.email }));
    expect(tracked.order.deliveryNote).toBe('GIG Logistics, tracking 123456');
  });

  it("refuses and answers nothing-changed with the server's sentences", async () => {
    const orderId = await placeCod();
    const owner = aShopper();
    await owner.login(shopOwner);
    const { client } = owner;
    const reference = shortOrderId(orderId);
    expect(refused(await client.adminOrder({ orderId: 'f'.repeat(24) }))).toMatchObject({
      status: 404,
      message: `There is no order with id ${'f'.repeat(24)}.`,
    });
    expect(refused(await client.adminOrders({ from: '2026-02-30' })).message).toBe(
      'There is no day 2026-02-30 in the calendar. Give the date as YYYY-MM-DD.',
    );
    expect(refused(await client.adminOrders({ from: '2026-11-25', to: '2026-11-24' })).message).toBe(
      'The first day comes after the last day.',
    );
    ok(await client.adminMarkPaid({ orderId, reference: 'TRF-1' }));
    expect(ok(await client.adminMarkPaid({ orderId, reference: 'TRF-1' })).message).toBe(
      `Order ${reference} was already paid: nothing changed.`,
    );
    expect(ok(await client.adminSetStatus({ orderId, status: 'processing' })).message).toBe(
      `Order ${reference} was already processing: nothing changed.`,
    );
    ok(await client.adminSetStatus({ orderId, status: 'cancelled' }));
    expect(refused(await client.adminSetStatus({ orderId, status: 'shipped' }))).toMatchObject({
      status: 409,
      message: 'A cancelled order cannot be reopened; place a new order instead.',
    });
    expect(ok(await client.adminOrder({ orderId })).history).toHaveLength(2);
  });
});

/** The announcement popup in the admin as the mock keeps it, held to server/admin-popup.test.ts. */
describe('the admin popup, as the mock keeps it', () => {
  it('sets, refuses too long, and clears it, with the server’s sentences; the storefront’s popup follows', async () => {
    const owner = aShopper();
    await owner.login(shopOwner);
    const { client } = owner;
    expect(ok(await client.adminSetPopup({ text: '  Harmattan sale  ' }))).toEqual({
      success: true,
      message: 'Shoppers now see the popup.',
      text: 'Harmattan sale',
    });
    expect(ok(await client.popup()).popup).toBe('Harmattan sale');
    expect(ok(await client.adminPopup()).text).toBe('Harmattan sale');
    expect(refused(await client.adminSetPopup({ text: 'a'.repeat(501) }))).toMatchObject({
      status: 400,
      message: popupTooLong,
    });
    expect(ok(await client.adminSetPopup({ text: '' })).message).toBe(
      'The popup is removed: shoppers see none.',
    );
    expect(ok(await client.popup()).popup).toBe('');
    expect(shop.audit.slice(-2).map((line) => line.action)).toEqual(['popup.set', 'popup.clear']);
  });
});

/** Products in the admin as the mock keeps them, held to server/admin-products.test.ts. */
describe('products in the admin, as the mock keeps them', () => {
  /** with a picture, and base notes offered without a heading: the shop names them 'Base Scent' */
  const perfume = (overrides: Partial<AdminSaveProductRequest> = {}) =>
    productForm({
      images: ['/images/products/oba-oud-1.webp'],
      variations: {
        sizes: [{ size: '50ml', price: 45000 }],
        wrap: { available: false, price: 0 },
        base: { name: '', options: ['Musk', 'Amber'] },
        side: { name: '', options: [] },
      },
      ...overrides,
    });
  const picture = (bytes: BlobPart, type = 'image/jpeg') => {
    const form = new FormData();
    form.set('picture', new File([bytes], 'IMG_0001.jpg', { type }));
    return form;
  };
  /** Babatunde works in the shop: staff, not the owner. */
  const asStaff = async () => {
    const account = shop.shoppers.find((one) => one.email === babatunde.email);
    if (account) account.role = 'staff';
    const staff = aShopper();
    await staff.login(babatunde);
    return staff.client;
  };

  it('answers 401 without a login and 403 with staffOnly to a shopper, as the server does', async () => {
    const shopper = aShopper();
    await shopper.login(adaeze);
    const productId = plainProduct._id;
    const calls = [
      (c: typeof shopper.client) => c.adminProducts({}),
      (c: typeof shopper.client) => c.adminProduct({ productId: 'f'.repeat(24) }),
      (c: typeof shopper.client) => c.adminSaveProduct(perfume()),
      (c: typeof shopper.client) => c.adminArchiveProduct({ productId, archived: true }),
      (c: typeof shopper.client) => c.adminProductPicture(picture('jpeg bytes')),
    ];
    for (const made of calls) {
      expect(refused(await made(aShopper().client))).toMatchObject({
        status: 401,
        message: messages.loginRequired,
      });
      expect(refused(await made(shopper.client))).toMatchObject({ status: 403, message: messages.staffOnly });
    }
  });

  it("adds and edits a perfume with the server's sentences, audited; the storefront sells it at once", async () => {
    const client = await asStaff();
    const added = ok(await client.adminSaveProduct(perfume({ name: '  Harmattan Musk ' })));
    expect(added.message).toBe('Harmattan Musk is added: shoppers can see it now.');
    // a choice with options and no name is given the server's default name
    expect(added.product).toMatchObject({ name: 'Harmattan Musk', archived: false, stock: 12 });
    expect(added.product.variations.base).toEqual({ name: 'Base Scent', options: ['Musk', 'Amber'] });
    const productId = added.product._id;
    expect(ok(await client.product({ id: productId })).product.name).toBe('Harmattan Musk');

    const edited = ok(
      await client.adminSaveProduct(perfume({ productId, basePrice: 52000, stock: 0, inStock: true })),
    );
    expect(edited.message).toBe('Harmattan Musk is saved.');
    // a count of 0 is out of stock, whatever the box said
    expect(edited.product).toMatchObject({ basePrice: 52000, stock: 0, inStock: false });

    const listed = ok(await client.adminProducts({ search: 'MUSK' }));
    expect(listed.products.map((one) => one._id)).toEqual([productId]);
    expect(listed.categories).toContain('Musk');
    const { history } = ok(await client.adminProduct({ productId }));
    expect(history).toMatchObject([
      { actor: babatunde.email, action: 'product.create', target: `product:${productId}`, before: null },
      {
        actor: babatunde.email,
        action: 'product.edit',
        before: { basePrice: 45000, stock: 12 },
        after: { basePrice: 52000, stock: 0 },
      },
    ]);
  });

  it('archives a perfume off the storefront, keeps it in the admin, restores it; a reset brings it back', async () => {
    const owner = aShopper();
    await owner.login(shopOwner);
    const { client } = owner;
    const productId = plainProduct._id;
    const archived = ok(await client.adminArchiveProduct({ productId, archived: true }));
    expect(archived.message).toBe(
      `${plainProduct.name} is archived: shoppers no longer see it; its orders keep it.`,
    );
    expect(refused(await client.product({ id: productId })).status).toBe(404);
    expect(ok(await client.productList()).products.map((one) => one._id)).not.toContain(productId);
    expect(ok(await client.adminProduct({ productId })).product.archived).toBe(true);
    // an archived perfume can still be edited, and stays archived
    const saved = ok(await client.adminSaveProduct(perfume({ productId, name: plainProduct.name })));
    expect(saved.product.archived).toBe(true);
    expect(refused(await client.product({ id: productId })).status).toBe(404);

    resetMockShop();
    expect(ok(await client.productList()).products.map((one) => one._id)).toContain(productId);
    expect(ok(await aShopper().client.product({ id: productId })).product.name).toBe(plainProduct.name);

    await owner.login(shopOwner);
    // the admin lists it once, on sale: the archive was the mock shop's, and went with it
    expect(ok(await client.adminProducts({ search: plainProduct.name })).products).toMatchObject([
      { _id: productId, archived: false },
    ]);
    ok(await client.adminArchiveProduct({ productId, archived: true }));
    const restored = ok(await client.adminArchiveProduct({ productId, archived: false }));
    expect(restored.message).toBe(`${plainProduct.name} is back on the storefront.`);
    expect(ok(await client.product({ id: productId })).product._id).toBe(productId);
    expect(ok(await client.adminProduct({ productId })).history).toMatchObject([
      { action: 'product.archive', before: { archived: false }, after: { archived: true } },
      { action: 'product.restore', before: { archived: true }, after: { archived: false } },
    ]);
  });

  it("refuses with the server's statuses and sentences, and saves nothing", async () => {
    const client = await asStaff();
    const count = shop.products.length;
    expect(refused(await client.adminSaveProduct(perfume({ name: '   ' })))).toMatchObject({
      status: 400,
      message: productWords.nameMissing,
    });
    expect(refused(await client.adminSaveProduct(perfume({ stock: 2.5 }))).message).toBe(
      productWords.stockNotCount,
    );
    const elsewhere = perfume({ images: ['https://elsewhere.example/x.jpg'] });
    expect(refused(await client.adminSaveProduct(elsewhere)).message).toBe(productWords.pictureNotOurs);
    for (const made of [
      client.adminProduct({ productId: 'a'.repeat(24) }),
      client.adminSaveProduct(perfume({ productId: 'a'.repeat(24) })),
      client.adminArchiveProduct({ productId: 'a'.repeat(24), archived: true }),
    ])
      expect(refused(await made)).toMatchObject({ status: 404, message: productWords.productNotFound });
    expect(shop.products.length).toBe(count);
    expect(shop.audit).toEqual([]);

    expect(refused(await client.adminProductPicture(new FormData()))).toMatchObject({
      status: 400,
      message: productWords.pictureMissing,
    });
    expect(
      refused(await client.adminProductPicture(picture('not a photo at all', 'text/plain'))),
    ).toMatchObject({ status: 400, message: productWords.pictureNotImage });
    expect(
      refused(await client.adminProductPicture(picture(new Uint8Array(PICTURE_MAX_BYTES + 1)))),
    ).toMatchObject({ status: 413, message: productWords.pictureTooLarge });
    expect(ok(await client.adminProductPicture(picture('jpeg bytes'))).image).toMatch(/^\/images\//);
  });
});

/** Bank transfers from a statement as the mock answers them, held to server/statement.test.ts. */
describe('bank statements, as the mock matches them', () => {
  const placeCod = async (firstName: string, quantity: number) => {
    const { client } = aShopper();
    const items = [{ productId: plainProduct._id, quantity }];
    const placed = ok(await client.placeOrder({ address: address({ firstName }), items }));
    const order = shop.orders.find((o) => o._id === placed.orderId);
    return { id: placed.orderId, reference: placed.orderId.slice(-8), total: order?.amount ?? 0 };
  };

  it('answers 401 without a login and 403 to a shopper, as the server does', async () => {
    const shopper = aShopper();
    await shopper.login(adaeze);
    const calls = [
      (c: typeof shopper.client) => c.adminStatementMatch({ csv: 'Date,Narration,Credit\n1,x,2\n' }),
      (c: typeof shopper.client) =>
        c.adminStatementConfirm({ payments: [{ orderId: 'f'.repeat(24), reference: 'TRF' }] }),
    ];
    for (const made of calls) {
      expect(refused(await made(aShopper().client)).status).toBe(401);
      expect(refused(await made(shopper.client))).toMatchObject({ status: 403, message: messages.staffOnly });
    }
  });

  it('matches with the server’s matcher, confirms, and says nothing changed the second time', async () => {
    const exact = await placeCod('Adaeze', 1);
    const short = await placeCod('Tunde', 3);
    const owner = aShopper();
    await owner.login(shopOwner);
    const { client } = owner;
    const csv = [
      'Account Name;ADUNNI PERFUMES',
      'Trans Date;Narration;Debit;Credit',
      `25/11/2026;TRF #${exact.reference.toUpperCase()};;"${exact.total}"`,
      '25/11/2026;SMS CHARGES;4.00;',
      `26/11/2026;"TUNDE; ${short.reference}";;1000`,
      '26/11/2026;UNKNOWN;;13.37',
    ].join('\n');
    const matched = ok(await client.adminStatementMatch({ csv }));
    expect(matched.matches).toMatchObject([
      { line: 3, orderId: exact.id, how: 'reference-and-amount', name: 'Adaeze Okafor' },
      { line: 5, orderId: short.id, how: 'reference-only', amount: 1000, total: short.total },
    ]);
    expect(matched.unmatched).toMatchObject([
      { line: 6, why: 'no order awaiting payment names this reference or comes to this amount' },
    ]);

    const payments = [{ orderId: exact.id, reference: `TRF #${exact.reference}` }];
    expect(ok(await client.adminStatementConfirm({ payments }))).toEqual({
      success: true,
      message: '1 order marked paid.',
      paid: [exact.id],
      partPaid: [],
      refused: [],
    });
    // the credit paying part of an order is kept as a part payment, the order still awaiting the rest
    const part = [{ orderId: short.id, reference: `part #${short.reference}`, amount: 1000 }];
    expect(ok(await client.adminStatementConfirm({ payments: part }))).toMatchObject({
      paid: [],
      partPaid: [short.id],
    });
    expect(ok(await client.adminOrder({ orderId: short.id })).money).toMatchObject({
      received: 1000,
      owed: short.total - 1000,
    });
    expect(ok(await client.adminOrder({ orderId: exact.id })).history).toMatchObject([
      { actor: shopOwner.email, action: 'order.paid', after: { reference: `TRF #${exact.reference}` } },
    ]);
    expect(ok(await client.adminStatementConfirm({ payments })).refused).toEqual([
      { orderId: exact.id, message: `Order #${exact.reference} was already paid: nothing changed.` },
    ]);
    expect(
      refused(await client.adminStatementMatch({ csv: 'Date,Narration,Debit\n25/11/2026,ATM,500\n' })),
    ).toMatchObject({ status: 400, message: noCreditColumn });
  });
});

/** The mark on a review, as the server gives it (server/verified-purchase.test.ts). */
describe('a verified purchase, as the mock marks it', () => {
  it("marks a shopper's review once their order of that perfume is paid, and not after it is cancelled", async () => {
    const writer = aShopper();
    await writer.login(adaeze);
    const items = [{ productId: plainProduct._id, quantity: 1 }];
    const { orderId } = ok(await writer.client.placeOrder({ address: address(), items }));
    ok(await writer.client.reviewSubmit({ productId: plainProduct._id, rating: 5, comment: 'Mine now.' }));
    const marked = async () =>
      ok(await writer.client.ownProductReview({ productId: plainProduct._id })).review?.verifiedPurchase;
    expect(await marked()).toBe(false);

    const owner = aShopper();
    await owner.login(shopOwner);
    ok(await owner.client.adminMarkPaid({ orderId, reference: 'TRF-MINE' }));
    expect(await marked()).toBe(true);
    const listed = ok(await writer.client.productReviews({ productId: plainProduct._id })).reviews;
    expect(listed.find((review) => review.user.name === adaeze.name)?.verifiedPurchase).toBe(true);

    ok(await owner.client.adminSetStatus({ orderId, status: 'cancelled' }));
    expect(await marked()).toBe(false);
  });
});
