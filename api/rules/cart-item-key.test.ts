import { describe, expect, it } from 'vitest';
import { canonicalVariations, cartItemKey, describeVariations } from './cart-item-key';

describe('cart item key', () => {
  it('is the same for the same choices in any order', () => {
    expect(cartItemKey('p1', { size: '50ml', base: 'Oud' })).toBe(
      cartItemKey('p1', { base: 'Oud', size: '50ml' }),
    );
  });
  it('treats blank choices and wrap: false as not chosen', () => {
    expect(cartItemKey('p1', { base: ' ', wrap: false })).toBe('p1');
    expect(canonicalVariations({ base: '', side: 'Rose', wrap: false })).toEqual({ side: 'Rose' });
  });
  it('differs when any choice differs', () => {
    const keys = new Set([
      cartItemKey('p1', {}),
      cartItemKey('p1', { wrap: true }),
      cartItemKey('p1', { size: '50ml' }),
      cartItemKey('p1', { base: '50ml' }),
      cartItemKey('p2', {}),
    ]);
    expect(keys.size).toBe(5);
  });
  it('cannot be forged by a choice containing separators', () => {
    expect(cartItemKey('p1', { base: 'Oud|size=50ml' })).not.toBe(
      cartItemKey('p1', { base: 'Oud', size: '50ml' }),
    );
  });
});

describe('variation description', () => {
  it('lists Base, Side, Size and Wrap: Yes, comma separated', () => {
    expect(describeVariations({ wrap: true, size: '30ml', side: 'Rose', base: 'Oud' })).toBe(
      'Base: Oud, Side: Rose, Size: 30ml, Wrap: Yes',
    );
  });
  it('is empty with no choices', () => {
    expect(describeVariations({ wrap: false })).toBe('');
  });
});
