import { describe, expect, it } from 'vitest';
import { cashOnlyAtPickup, type NewOrderRequest } from '../api';
import { plainProduct } from './fixtures/catalogue';
import { adaeze } from './fixtures/users';
import { findProduct, shop, shopOwner } from './state';
import { aShopper, ok, refused, useMockShop } from './test/contract-kit';

/**
 * An order keyed in by the shop as the mock answers it, held to the server (server/keyed-in-orders.test.ts): for
 * staff only, a pickup pays no fee and needs no address nor email, cash is for a pickup, and the stock is taken.
 */
useMockShop();

const pickup: NewOrderRequest = {
  from: 'shop',
  pay: 'cash',
  pickup: true,
  address: { firstName: 'Tunde', lastName: 'Bakare', phone: '0809 555 0101' },
  items: [{ productId: plainProduct._id, quantity: 2 }],
};

describe('keying in an order', () => {
  it('is for staff: 401 without a login, 403 to a shopper', async () => {
    expect(refused(await aShopper().client.adminNewOrder(pickup)).status).toBe(401);
    const shopper = aShopper();
    await shopper.login(adaeze);
    expect(refused(await shopper.client.adminNewOrder(pickup)).status).toBe(403);
  });

  it('places a pickup paid in cash with no fee, takes the stock, and keeps where it came from', async () => {
    const owner = aShopper();
    await owner.login(shopOwner);
    const stock = findProduct(plainProduct._id)?.stock ?? 0;
    const { orderId, message } = ok(await owner.client.adminNewOrder(pickup));
    expect(message).toContain('is placed for Tunde Bakare');
    const { order, customerMessage } = ok(await owner.client.adminOrder({ orderId }));
    expect(order).toMatchObject({ deliveryFee: 0, amount: plainProduct.basePrice * 2, email: '' });
    expect(order.keyedIn).toEqual({ from: 'shop', pay: 'cash', pickup: true });
    expect(customerMessage).toContain('in cash when you pick up your order');
    expect(findProduct(plainProduct._id)?.stock).toBe(stock - 2);
    expect(shop.audit.at(-1)).toMatchObject({ action: 'order.keyed-in', actor: shopOwner.email });
  });

  it('refuses cash for a delivery, and an address without a street', async () => {
    const owner = aShopper();
    await owner.login(shopOwner);
    const delivery = { ...pickup, pickup: false };
    expect(refused(await owner.client.adminNewOrder(delivery)).message).toBe(cashOnlyAtPickup);
    expect(refused(await owner.client.adminNewOrder({ ...delivery, pay: 'transfer' })).message).toContain(
      'Street',
    );
  });
});
