import { describe, expect, it } from 'vitest';
import { defaultDeliveryRules } from '../constants';
import { aProduct, withAllOptions } from '../test/product';
import { cartSubtotal, lineSubtotal, onlinePaymentDiscount, orderTotals, unitPrice } from './pricing';

describe('unit price', () => {
  it('is the wrap price when wrap is chosen and offered', () => {
    expect(unitPrice(withAllOptions, { wrap: true, size: '30ml' })).toBe(47500);
  });
  it('is the chosen size price when wrap is not chosen', () => {
    expect(unitPrice(withAllOptions, { size: '100ml' })).toBe(85000);
  });
  it('falls back to the size, then basePrice, when wrap is chosen but not offered', () => {
    const noWrap = aProduct({ basePrice: 15000 }, { sizes: [{ size: '50ml', price: 22000 }] });
    expect(unitPrice(noWrap, { wrap: true, size: '50ml' })).toBe(22000);
    expect(unitPrice(noWrap, { wrap: true })).toBe(15000);
  });
  it('is basePrice for an unknown size or no choice', () => {
    expect(unitPrice(withAllOptions, { size: '5ml' })).toBe(45000);
    expect(unitPrice(withAllOptions, {})).toBe(45000);
  });
});

describe('cart subtotal', () => {
  const cheap = aProduct({ _id: 'a', basePrice: 0.1 });
  const other = aProduct({ _id: 'b', basePrice: 0.2 });
  const gone = aProduct({ _id: 'c', basePrice: 99999, inStock: false, stock: 0 });
  const byId = (id: string) => [cheap, other, gone].find((p) => p._id === id);

  it('adds lines in kobo, so decimals stay exact', () => {
    const lines = [
      { productId: 'a', quantity: 1, variations: {} },
      { productId: 'b', quantity: 1, variations: {} },
    ];
    expect(cartSubtotal(lines, byId)).toBe(0.3);
  });
  it('ignores lines whose product is missing or out of stock', () => {
    const lines = [
      { productId: 'a', quantity: 3, variations: {} },
      { productId: 'c', quantity: 1, variations: {} },
      { productId: 'missing', quantity: 2, variations: {} },
    ];
    expect(cartSubtotal(lines, byId)).toBe(0.3);
  });
  it('ignores a line that asks for more than the stock left, which the shop could not sell', () => {
    const lastTwo = aProduct({ _id: 'd', basePrice: 38000, stock: 2 });
    const find = (id: string) => [cheap, lastTwo].find((p) => p._id === id);
    const lines = [
      { productId: 'a', quantity: 1, variations: {} },
      { productId: 'd', quantity: 3, variations: {} },
    ];
    expect(cartSubtotal(lines, find)).toBe(0.1);
    expect(cartSubtotal([{ productId: 'd', quantity: 2, variations: {} }], find)).toBe(76000);
  });
  it('multiplies the unit price by the quantity for a line', () => {
    expect(lineSubtotal(withAllOptions, { quantity: 3, variations: { size: '30ml' } })).toBe(90000);
  });
});

describe('online payment discount and totals', () => {
  it('takes 5% off the subtotal for card payments only', () => {
    expect(onlinePaymentDiscount(20000, 'paystack', 0.05)).toBe(1000);
    expect(onlinePaymentDiscount(20000, 'flutterwave', 0.05)).toBe(1000);
    expect(onlinePaymentDiscount(20000, 'cod', 0.05)).toBe(0);
  });
  it('rounds the discount to the kobo', () => {
    expect(onlinePaymentDiscount(333.33, 'paystack', 0.05)).toBe(16.67);
  });
  it('totals subtotal minus discount plus delivery', () => {
    const totals = orderTotals({
      subtotal: 50000,
      place: { city: 'Abuja' },
      method: 'paystack',
      delivery: defaultDeliveryRules,
      onlineDiscountRate: 0.05,
    });
    expect(totals).toEqual({
      subtotal: 50000,
      discount: 2500,
      deliveryFee: 4000,
      deliveryKnown: true,
      total: 51500,
    });
  });
  it('is 0 when the subtotal is 0', () => {
    const totals = orderTotals({
      subtotal: 0,
      place: { city: 'Abuja' },
      method: 'cod',
      delivery: defaultDeliveryRules,
      onlineDiscountRate: 0.05,
    });
    expect(totals.total).toBe(0);
  });
});
