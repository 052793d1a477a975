import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { anAddress } from '../api/test/product';
import { products } from './db/schema';
import { defaultRateLimits } from './services/rate-limits';
import { send, testProduct, useTestShop } from './test/shop';

// The shop's own limits, behind one proxy that appends the address it was called from to X-Forwarded-For.
const shop = useTestShop({ trustedProxies: 1, limits: defaultRateLimits });

const HOUR = 60 * 60 * 1000;
const { orderPerEmail, orderPerPhone, orderPerIp } = defaultRateLimits;

interface From {
  /** the client's address, as the proxy appends it */
  ip: string;
  email: string;
  phone: string;
  /** what the client itself wrote into X-Forwarded-For */
  written?: string;
  method?: 'place' | 'paystack';
}

/** An order of one unit of `productId`, sent through the proxy. */
const orderFrom = (productId: string, { ip, email, phone, written = '10.0.0.1', method = 'place' }: From) =>
  send(shop.app, 'POST', `/api/order/${method}`, {
    body: { address: { ...anAddress, email, phone }, items: [{ productId, quantity: 1 }] },
    headers: { 'x-forwarded-for': `${written}, ${ip}` },
  });

async function shelf(id: string, stock: number) {
  await shop.saveProducts([testProduct({ _id: id, stock })]);
  return async () => {
    const [row] = await shop.database.db.select().from(products).where(eq(products.id, id));
    return row?.stock;
  };
}

const refused = { status: 429, json: { success: false, message: messages.tooManyAttempts } };

describe('placing orders, counted', () => {
  it(`per email: ${orderPerEmail.max} an hour, whatever the address, phone or payment method`, async () => {
    const stock = await shelf('per-email', 100);
    const email = 'one-shopper@example.com';
    for (let i = 0; i < orderPerEmail.max; i += 1)
      expect(
        (await orderFrom('per-email', { ip: `198.51.100.${i}`, email, phone: `0805000000${i}` })).status,
      ).toBe(200);

    expect(await orderFrom('per-email', { ip: '198.51.100.99', email, phone: '08059999999' })).toMatchObject(
      refused,
    );
    const byCard = { ip: '198.51.100.98', email: 'ONE-SHOPPER@example.com', phone: '08059999998' };
    expect(await orderFrom('per-email', { ...byCard, method: 'paystack' })).toMatchObject(refused);
    expect(await stock()).toBe(100 - orderPerEmail.max);

    // another shopper is not held up, and two hours later this one may order again
    expect(
      (
        await orderFrom('per-email', {
          ip: '198.51.100.99',
          email: 'other@example.com',
          phone: '08059999997',
        })
      ).status,
    ).toBe(200);
    shop.clock.advance(2 * HOUR);
    expect((await orderFrom('per-email', { ip: '198.51.100.99', email, phone: '08059999996' })).status).toBe(
      200,
    );
  });

  it(`per phone: ${orderPerPhone.max} an hour, however the number is written`, async () => {
    const stock = await shelf('per-phone', 100);
    const written = ['08012345678', '+234 801 234 5678', '2348012345678', '0801-234-5678', '(0801) 234 5678'];
    for (let i = 0; i < orderPerPhone.max; i += 1) {
      const phone = written[i % written.length] as string;
      const answer = await orderFrom('per-phone', {
        ip: `192.0.2.${i}`,
        email: `phone${i}@example.com`,
        phone,
      });
      expect(answer.status).toBe(200);
    }
    expect(
      await orderFrom('per-phone', {
        ip: '192.0.2.99',
        email: 'phone99@example.com',
        phone: '+2348012345678',
      }),
    ).toMatchObject(refused);
    expect(await stock()).toBe(100 - orderPerPhone.max);
  });

  it(`per address: ${orderPerIp.max} an hour, not escaped by writing another first X-Forwarded-For entry`, async () => {
    // a shelf on which the crowd's 30 bottles stay within what one address may hold unpaid (address-holds.test.ts)
    const stock = await shelf('per-address', 1000);
    const ip = '203.0.113.77';
    for (let i = 0; i < orderPerIp.max; i += 1) {
      const shopper = { ip, email: `crowd${i}@example.com`, phone: `0807${String(i).padStart(7, '0')}` };
      expect((await orderFrom('per-address', { ...shopper, written: `198.18.0.${i}` })).status).toBe(200);
    }
    const next = { ip, email: 'crowd-next@example.com', phone: '08079999999', written: '198.18.1.1' };
    expect(await orderFrom('per-address', next)).toMatchObject(refused);
    expect(await stock()).toBe(1000 - orderPerIp.max);
    expect((await orderFrom('per-address', { ...next, ip: '203.0.113.78' })).status).toBe(200);
  });
});
