import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { anAddress } from '../api/test/product';
import { orders, products } from './db/schema';
import { serverMessages } from './http/messages';
import { defaultRateLimits } from './services/rate-limits';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';

// The shop as it ships: its rules on an order and its limits, behind one proxy that appends the address.
const shop = useTestShop({ trustedProxies: 1, limits: defaultRateLimits });

const EKO = '69395184c0de5a1b0ea1f31a'; // ₦16,000, no choices, no stock count
const OBA = '65cc8110c0de5a1b0ea1f301'; // 100ml ₦140,000
const oba100 = { base: 'Oud', side: 'Rose', size: '100ml' };

const tooManyEko = serverMessages.tooManyOfOneItem('Eko Glow Mist', 10);

async function stockOf(id: string) {
  const [row] = await shop.database.db.select().from(products).where(eq(products.id, id));
  return row?.stock;
}

const guestOrder = (body: unknown, ip = '203.0.113.50') =>
  send(shop.app, 'POST', '/api/order/place', { body, headers: { 'x-forwarded-for': ip } });

describe('a hoarding script', () => {
  it('sends 30 guest orders of 999 units at once: each is refused with a sentence, and none is stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        guestOrder({
          ...orderOf(EKO, 999, `hoarder${i}@example.com`),
          address: { ...anAddress, email: `hoarder${i}@example.com`, phone: `0803000${1000 + i}` },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ success: false, message: tooManyEko });
    }
    const stored = await shop.database.db.select().from(orders).where(like(orders.email, 'hoarder%'));
    expect(stored).toEqual([]);
  });

  it('cannot empty two perfumes in one request, nor split one item over several lines', async () => {
    await shop.saveProducts([
      testProduct({ _id: 'hoard-a', name: 'Hoard A', stock: 50 }),
      testProduct({ _id: 'hoard-b', name: 'Hoard B', stock: 50 }),
    ]);
    const line = (productId: string, quantity: number) => ({ productId, quantity });
    const attempts = [
      { items: [line('hoard-a', 12), line('hoard-b', 12)], refusal: 'Hoard A' },
      { items: [line('hoard-b', 6), line('hoard-b', 6)], refusal: 'Hoard B' },
    ];
    for (const { items, refusal } of attempts)
      expect(await guestOrder({ address: anAddress, items })).toMatchObject({
        status: 400,
        json: { success: false, message: serverMessages.tooManyOfOneItem(refusal, 10) },
      });
    expect([await stockOf('hoard-a'), await stockOf('hoard-b')]).toEqual([50, 50]);

    // ten of one item is a shopper's order (and a fifth of this shelf, the most one address may hold unpaid)
    expect((await guestOrder(orderOf('hoard-a', 10, 'ten@example.com'))).status).toBe(200);
    expect(await stockOf('hoard-a')).toBe(40);
  });

  it('cannot take a perfume off the shelf over lines of its different options: its units are counted together', async () => {
    // the review's order: 4 lines of 10 Ọba Oud, each with other choices, took all 40 for 48 hours
    const choices = ['Oud', 'Amber', 'Musk', 'Oud'].map((base, i) => ({
      base,
      side: i === 3 ? 'Vanilla' : 'Rose',
      size: '50ml',
    }));
    const before = await stockOf(OBA);
    const lines = choices.map((variations) => ({ productId: OBA, quantity: 10, variations }));
    const { token } = await shop.newShopper();
    const answer = await send(shop.app, 'POST', '/api/order/place', {
      body: { address: anAddress, items: lines },
      token,
      headers: { 'x-forwarded-for': '203.0.113.60' },
    });
    expect(answer).toMatchObject({
      status: 400,
      json: { success: false, message: serverMessages.tooManyOfOneItem('Ọba Oud', 10) },
    });
    expect(await stockOf(OBA)).toBe(before);
  });

  it('cannot take more than ₦1,000,000 of perfume as a guest; a shopper with an account can', async () => {
    const dear = { address: anAddress, items: [{ productId: OBA, quantity: 8, variations: oba100 }] };
    const before = await stockOf(OBA);
    const refused = await guestOrder(dear);
    expect(refused).toMatchObject({
      status: 400,
      json: { success: false, message: serverMessages.guestOrderTooLarge('₦1,000,000.00') },
    });
    expect(await stockOf(OBA)).toBe(before);

    const { token } = await shop.newShopper();
    const placed = await send(shop.app, 'POST', '/api/order/place', { body: dear, token });
    expect(placed).toMatchObject({ status: 200, json: { success: true, message: messages.orderPlaced } });
    expect(await stockOf(OBA)).toBe((before ?? 0) - 8);
  });
});
