import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../constants';
import { boughtPerfume, provesPurchase } from './verified-purchase';

const OUD = 'oud';
const order = (status: (typeof orderStatuses)[number], payment: boolean, productId = OUD) => ({
  status,
  payment,
  items: [{ productId }],
});

describe('a verified purchase', () => {
  it('is proven by a paid order, or a delivered one, never by a cancelled one', () => {
    const proving = orderStatuses.flatMap((status) =>
      [false, true]
        .filter((payment) => provesPurchase({ status, payment }))
        .map((payment) => [status, payment]),
    );
    expect(proving).toEqual([
      ['pending', true],
      ['processing', true],
      ['shipped', true],
      ['delivered', false],
      ['delivered', true],
    ]);
  });

  it('is of the perfume the proving order holds, not of another on an unpaid order', () => {
    expect(boughtPerfume([order('processing', true)], OUD)).toBe(true);
    expect(boughtPerfume([order('processing', true, 'rose')], OUD)).toBe(false);
    expect(boughtPerfume([order('pending', false), order('cancelled', true)], OUD)).toBe(false);
    expect(boughtPerfume([order('cancelled', true), order('delivered', false)], OUD)).toBe(true);
    expect(boughtPerfume([], OUD)).toBe(false);
  });
});
