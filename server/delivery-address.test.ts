import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ELSEWHERE, messages } from '../api';
import { anAddress } from '../api/test/product';
import { orders } from './db/schema';
import { send, useTestShop } from './test/shop';

/** The delivery fee goes by the address's state and area: the place must be one the shop lists. */
const shop = useTestShop();

const EKO = '69395184c0de5a1b0ea1f31a'; // ₦16,000, no choices

const orderTo = (place: Partial<typeof anAddress>) =>
  send(shop.app, 'POST', '/api/order/place', {
    body: { address: { ...anAddress, ...place }, items: [{ productId: EKO, quantity: 1 }] },
  });

async function storedOrder(id: unknown) {
  const [row] = await shop.database.db
    .select()
    .from(orders)
    .where(eq(orders.id, String(id)));
  return row;
}

describe('an order to a place the shop does not list', () => {
  it("is refused, naming the field: the review's Lagos order that got the Ibadan fee", async () => {
    const before = await shop.database.db.select({ id: orders.id }).from(orders);
    const lagos = { city: 'Ikeja, Lagos', state: 'Lagoss', area: 'Ibadan North', country: 'Ghana' };
    const refusals = [
      { place: lagos, message: messages.unlistedState },
      { place: { ...lagos, state: 'Lagos' }, message: messages.areaNotInState('Ibadan North', 'Lagos') },
      { place: { ...lagos, state: 'Lagos', area: ELSEWHERE }, message: messages.outsideNigeria },
      { place: { ...lagos, state: '' }, message: messages.fillRequired(['State']) },
    ];
    for (const { place, message } of refusals)
      expect(await orderTo(place)).toMatchObject({ status: 400, json: { success: false, message } });
    expect(await shop.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it('is placed once it names a listed state and area in Nigeria, with that place’s fee, spelt as listed', async () => {
    const lagos = await orderTo({ city: 'Ikeja', state: 'lagos state', area: ELSEWHERE, country: 'nigeria' });
    expect(lagos.status).toBe(200);
    expect(await storedOrder(lagos.json?.orderId)).toMatchObject({
      deliveryFeeKobo: 4000_00,
      address: { state: 'Lagos', area: ELSEWHERE, country: 'Nigeria' },
    });
    const bodija = await orderTo({ city: 'Bodija', state: 'Oyo', area: 'ibadan north' });
    expect(bodija.status).toBe(200);
    expect(await storedOrder(bodija.json?.orderId)).toMatchObject({
      deliveryFeeKobo: 1500_00,
      address: { state: 'Oyo', area: 'Ibadan North' },
    });
  });
});
