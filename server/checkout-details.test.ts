import { describe, expect, it } from 'vitest';
import { emptyAddress, messages } from '../api';
import { anAddress } from '../api/test/product';
import { orderOf } from './test/orders';
import { send, useTestShop } from './test/shop';

const shop = useTestShop();
const EKO = '69395184c0de5a1b0ea1f31a'; // ₦16,000, no choices, no stock count

describe('GET /api/order/details: what a logged-in checkout starts with', () => {
  it('is for a logged-in shopper only', async () => {
    const guest = await send(shop.app, 'GET', '/api/order/details');
    expect(guest.status).toBe(401);
    expect(guest.text).not.toContain('firstName');
  });

  it("before any order: the account's name and email, and the country", async () => {
    const { token, email } = await shop.newShopper('Adaeze Ngozi Okafor');
    expect(await shop.client(token).checkoutDetails()).toEqual({
      success: true,
      // only the country besides: { street: '', city: '', ..., country: 'Nigeria', phone: '' }
      details: { ...emptyAddress, firstName: 'Adaeze', lastName: 'Ngozi Okafor', email },
    });
  });

  it("after orders: the address and phone of the newest, the name and email still the account's", async () => {
    const { token, email } = await shop.newShopper('Tunde Bakare');
    const client = shop.client(token);
    const first = await client.placeOrder(orderOf(EKO));
    expect(first).toMatchObject({ success: true, message: messages.orderPlaced });
    shop.clock.advance(60_000);
    const moved = { ...anAddress, street: '3 Awolowo Avenue', city: 'Bodija', phone: '0703 555 0101' };
    await client.placeOrder({ ...orderOf(EKO), address: moved });
    const answer = await send(shop.app, 'GET', '/api/order/details', { token });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json).toEqual({
      success: true,
      details: { ...moved, firstName: 'Tunde', lastName: 'Bakare', email },
    });
  });

  it("never answers with another shopper's address", async () => {
    const stranger = await shop.newShopper('Kemi Adeyemi');
    const { details } = (await shop.client(stranger.token).checkoutDetails()) as { details: object };
    expect(details).toMatchObject({ street: '', phone: '', email: stranger.email });
  });
});
