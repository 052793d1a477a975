import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cashOnlyAtPickup,
  endpoints,
  messages,
  newOrderHasNoLines,
  noCardPayments,
  PICKUP,
  type NewOrderRequest,
} from '../api';
import { orders, products } from './db/schema';
import { releaseExpiredReservations } from './payments/fulfilment';
import { shopConfigFromEnv } from './config';
import { mailsTo } from './test/mails';
import { createTestShop, send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/* Orders the shop keys in for a customer from WhatsApp, a call or the counter (docs/decisions/060-orders-keyed-in.md). */
const shop = useTestShop();

const HOUR = 60 * 60 * 1000;
const OUD = 'keyed-oud';
const MUSK = 'keyed-musk';

const stockOf = async (id: string) =>
  (await shop.database.db.select().from(products).where(eq(products.id, id)))[0]?.stock;
const orderRow = async (id: string) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const orderCount = async () => (await shop.database.db.select({ id: orders.id }).from(orders)).length;
const mailsToCustomer = (email: string) => mailsTo(shop, email);

async function twoPerfumes() {
  await shop.saveProducts([
    testProduct({
      _id: OUD,
      name: 'Keyed Oud',
      basePrice: 20_000,
      stock: 5,
      variations: {
        sizes: [
          { size: '30ml', price: 20_000 },
          { size: '50ml', price: 30_000 },
        ],
        wrap: { available: true, price: 1000 },
        base: { name: '', options: [] },
        side: { name: '', options: [] },
      },
    }),
    testProduct({ _id: MUSK, name: 'Keyed Musk', basePrice: 12_000, stock: 3 }),
  ]);
}

const kemi = {
  firstName: 'Kemi',
  lastName: 'Adeyemi',
  phone: '0803 123 4567',
  street: '12 Bodija Road',
  city: 'Ibadan',
  state: 'Oyo',
  area: 'Ibadan North',
  zipcode: '200001',
  country: 'Nigeria',
};

const keyIn = (token: string, body: NewOrderRequest) =>
  send(shop.app, 'POST', endpoints.adminNewOrder.path, { token, body });

const adminOrder = async (token: string, orderId: string) =>
  (await send(shop.app, 'POST', endpoints.adminOrder.path, { token, body: { orderId } })).json as {
    order: { amount: number; deliveryFee: number; keyedIn?: unknown; address: Record<string, string> };
    history: { action: string; actor: string; after: unknown }[];
    customerMessage?: string;
  };

describe('an order keyed in from WhatsApp for delivery', () => {
  it('is priced by the server with its options, takes the stock, charges the local fee and is in the history', async () => {
    await twoPerfumes();
    const { token, email: staff } = await newAccountOf(shop, 'staff');
    const answer = await keyIn(token, {
      from: 'whatsapp',
      pay: 'transfer',
      pickup: false,
      address: { ...kemi, email: 'kemi@example.com' },
      items: [
        { productId: OUD, quantity: 2, variations: { size: '50ml' } },
        { productId: MUSK, quantity: 1 },
      ],
    });
    expect(answer.status, answer.text).toBe(200);
    const orderId = String(answer.json?.orderId);
    // two 50ml at ₦30,000 and one musk: ₦72,000, under free delivery, so Ibadan's ₦1,500
    expect(answer.json?.message).toBe(
      `Order #${orderId.slice(-8)} is placed for Kemi Adeyemi: ₦73,500.00. kemi@example.com is mailed the confirmation.`,
    );
    expect(await stockOf(OUD)).toBe(3);
    expect(await stockOf(MUSK)).toBe(2);

    const seen = await adminOrder(token, orderId);
    expect(seen.order).toMatchObject({
      amount: 73_500,
      deliveryFee: 1500,
      keyedIn: { from: 'whatsapp', pay: 'transfer', pickup: false },
    });
    expect(seen.history).toMatchObject([
      { action: 'order.keyed-in', actor: staff, after: { from: 'whatsapp', pay: 'transfer', total: 73_500 } },
    ]);
    // the bank details go to the customer by mail and in the message to send on WhatsApp
    const [mail] = await mailsToCustomer('kemi@example.com');
    expect(mail).toContain('2 × Keyed Oud');
    expect(mail).toContain('Account number:');
    expect(seen.customerMessage).toContain(`Thank you for your order #${orderId.slice(-8)}:`);
    expect(seen.customerMessage).toContain('transfer ₦73,500.00 to');
    // the message travels in a wa.me link: no address, no phone
    expect(seen.customerMessage).not.toContain('Bodija');
    expect(seen.customerMessage).not.toContain('0803');
    // it holds its stock for the transfer's time, as a shopper's transfer order does
    expect((await orderRow(orderId))?.reservedUntil).not.toBeNull();
  });

  it('charges the national fee outside the local state and needs no email; nobody is mailed', async () => {
    await twoPerfumes();
    const { token } = await newAccountOf(shop, 'owner');
    const mailsBefore = (await shop.outbox()).length;
    const answer = await keyIn(token, {
      from: 'phone',
      pay: 'transfer',
      pickup: false,
      address: { ...kemi, street: '4 Allen Avenue', city: 'Ikeja', state: 'Lagos', area: '' },
      items: [{ productId: MUSK, quantity: 1 }],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json?.message).toContain('Send the customer the message below on WhatsApp.');
    const seen = await adminOrder(token, String(answer.json?.orderId));
    expect(seen.order).toMatchObject({ amount: 16_000, deliveryFee: 4000 });
    expect((await shop.outbox()).length).toBe(mailsBefore);
  });
});

describe('an order picked up and paid in cash', () => {
  it('needs only a name and a phone, has no fee, and holds its stock until the shop cancels it', async () => {
    await twoPerfumes();
    const { token } = await newAccountOf(shop, 'staff');
    const answer = await keyIn(token, {
      from: 'shop',
      pay: 'cash',
      pickup: true,
      address: { firstName: 'Tunde', lastName: 'Bakare', phone: '0809 555 0101' },
      items: [{ productId: MUSK, quantity: 2 }],
    });
    expect(answer.status, answer.text).toBe(200);
    const orderId = String(answer.json?.orderId);
    const seen = await adminOrder(token, orderId);
    expect(seen.order).toMatchObject({ amount: 24_000, deliveryFee: 0 });
    expect(seen.order.address).toMatchObject({ street: PICKUP, city: '', phone: '0809 555 0101' });
    expect(seen.customerMessage).toContain('₦24,000.00 in cash when you pick up your order');
    expect(await stockOf(MUSK)).toBe(1);

    shop.clock.advance(30 * 24 * HOUR);
    const released = await releaseExpiredReservations(shop.database.db, shop.clock.now(), shop.served);
    expect(released).not.toContain(orderId);
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', reservedUntil: null });
  });
});

describe('an order paid by a card link', () => {
  it('is mailed with its link, which the message carries too, and earns the online discount', async () => {
    await twoPerfumes();
    const { token } = await newAccountOf(shop, 'staff');
    const answer = await keyIn(token, {
      from: 'whatsapp',
      pay: 'card',
      pickup: true,
      address: { firstName: 'Ada', lastName: 'Obi', phone: '0812 000 1111', email: 'ada@example.com' },
      items: [{ productId: MUSK, quantity: 1 }],
    });
    expect(answer.status, answer.text).toBe(200);
    const orderId = String(answer.json?.orderId);
    const seen = await adminOrder(token, orderId);
    expect(seen.order).toMatchObject({ amount: 11_400, keyedIn: { pay: 'card' } });
    const link = new RegExp(`by card at http://shop\\.test/order/${orderId}/[\\w-]{22}`);
    expect(seen.customerMessage).toMatch(link);
    const [mail] = await mailsToCustomer('ada@example.com');
    expect(mail).toMatch(link);
  });

  it('is refused when the shop takes no card payments', async () => {
    // no provider key and no sandbox: the checkout offers no card either
    const noCards = await createTestShop({ config: shopConfigFromEnv({ PAYMENT_SANDBOX: '0' }) });
    try {
      await noCards.saveProducts([testProduct({ _id: MUSK, name: 'Keyed Musk', stock: 3 })]);
      const { token } = await newAccountOf(noCards, 'staff');
      const answer = await send(noCards.app, 'POST', endpoints.adminNewOrder.path, {
        token,
        body: {
          from: 'phone',
          pay: 'card',
          pickup: true,
          address: { firstName: 'Ada', lastName: 'Obi', phone: '0812 000 1111' },
          items: [{ productId: MUSK, quantity: 1 }],
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.json?.message).toBe(noCardPayments);
    } finally {
      await noCards.close();
    }
  });
});

describe('an order that cannot be keyed in', () => {
  it('is refused with a readable message and changes nothing', async () => {
    await twoPerfumes();
    const { token } = await newAccountOf(shop, 'staff');
    const ordersBefore = await orderCount();
    const base: NewOrderRequest = {
      from: 'whatsapp',
      pay: 'transfer',
      pickup: false,
      address: kemi,
      items: [{ productId: MUSK, quantity: 1 }],
    };
    const refusals: [Partial<NewOrderRequest>, string][] = [
      [{ pay: 'cash' }, cashOnlyAtPickup],
      [{ items: [] }, newOrderHasNoLines],
      [{ address: { ...kemi, phone: '' } }, messages.fillRequired(['Phone'])],
      [{ address: { ...kemi, street: '' } }, messages.fillRequired(['Street'])],
      [{ address: { ...kemi, email: 'kemi@' } }, messages.invalidEmail],
      [{ items: [{ productId: MUSK, quantity: 4 }] }, 'Only 3 available in stock'],
      [{ items: [{ productId: OUD, quantity: 1, variations: { size: '75ml' } }] }, '75ml'],
    ];
    for (const [change, message] of refusals) {
      const answer = await keyIn(token, { ...base, ...change });
      expect(answer.status, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(answer.json?.message, JSON.stringify(change)).toContain(message);
    }
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stockOf(MUSK)).toBe(3);
    expect(await stockOf(OUD)).toBe(5);
  });

  it('places one order when the same form is sent twice', async () => {
    await twoPerfumes();
    const { token } = await newAccountOf(shop, 'staff');
    const body: NewOrderRequest = {
      from: 'whatsapp',
      pay: 'transfer',
      pickup: true,
      address: { firstName: 'Kemi', lastName: 'Adeyemi', phone: '0803 123 4567' },
      items: [{ productId: MUSK, quantity: 1 }],
      attempt: 'form-opened-once',
    };
    const first = await keyIn(token, body);
    const again = await keyIn(token, body);
    expect(again.json?.orderId).toBe(first.json?.orderId);
    expect(await stockOf(MUSK)).toBe(2);
  });

  it('is not for a shopper', async () => {
    await twoPerfumes();
    const { token } = await shop.newShopper();
    const answer = await keyIn(token, {
      from: 'whatsapp',
      pay: 'transfer',
      pickup: true,
      address: { firstName: 'Kemi', lastName: 'Adeyemi', phone: '0803 123 4567' },
      items: [{ productId: MUSK, quantity: 1 }],
    });
    expect(answer.status).toBe(403);
    expect(await stockOf(MUSK)).toBe(3);
  });
});
