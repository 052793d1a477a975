import { describe, expect, it } from 'vitest';
import { cartDataSchema } from '../cart';
import { readCartData } from './cart-data';

const line = { productId: 'p1', quantity: 2, variations: { size: '50ml', wrap: false } };
const samples: unknown[] = [
  { 'p1|size=50ml': line },
  {},
  { k: { ...line, variations: {} } },
  { k: { ...line, variations: { base: 'Oud', side: 'Rose', wrap: true } } },
  null,
  [],
  'cart',
  { k: null },
  { k: { ...line, quantity: 0 } },
  { k: { ...line, quantity: 1.5 } },
  { k: { ...line, quantity: '2' } },
  { k: { ...line, productId: '' } },
  { k: { ...line, productId: 7 } },
  { k: { ...line, variations: null } },
  { k: { ...line, variations: { colour: 'red' } } },
  { k: { ...line, variations: { size: '  ' } } },
  { k: { ...line, variations: { wrap: 'yes' } } },
  { k: { productId: 'p1', quantity: 1 } },
];

describe('reading a cart kept on the device', () => {
  it('keeps a well-formed cart as it is', () => {
    const cart = { 'p1|size=50ml': line };
    expect(readCartData(cart)).toBe(cart);
  });
  it('drops a cart with any malformed line', () => {
    expect(readCartData({ a: line, b: { ...line, quantity: -1 } })).toBeNull();
  });
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with cartDataSchema on %s',
    (_, sample) => {
      expect(readCartData(sample) !== null).toBe(cartDataSchema.safeParse(sample).success);
    },
  );
});
