import { describe, expect, it } from 'vitest';
import { aProduct, withAllOptions } from '../test/product';
import { cartItemKey } from './cart-item-key';
import { choicesOf, readCartItemKey } from './order-choices';

describe('the choices an order keyed in offers', () => {
  it('offers each size or the wrap with every base and side, never a size with the wrap', () => {
    const oud = withAllOptions;
    const { sizes, base, side } = oud.variations;
    const choices = choicesOf(oud);
    // each size and the wrap, with every base and every side
    expect(choices).toHaveLength((sizes.length + 1) * base.options.length * side.options.length);
    expect(choices.some((chosen) => chosen.size && chosen.wrap)).toBe(false);
    expect(choices).toContainEqual({
      wrap: true,
      base: oud.variations.base.options[0],
      side: oud.variations.side.options[1],
    });
  });

  it('offers a perfume without options once, as it is', () => {
    expect(choicesOf(aProduct())).toEqual([{}]);
  });

  it('reads back the key each choice is posted as, and nothing forged', () => {
    const key = cartItemKey('p1', { size: '50 ml|x', base: 'Oud=Rose', wrap: false });
    expect(readCartItemKey(key)).toEqual({
      productId: 'p1',
      variations: { size: '50 ml|x', base: 'Oud=Rose' },
    });
    expect(readCartItemKey('p1|wrap')).toEqual({ productId: 'p1', variations: { wrap: true } });
    for (const forged of ['', '|size=50ml', 'p1|colour=red', 'p1|size=%E0%A4%A', 'p1|size=50ml|base=Oud'])
      expect(readCartItemKey(forged), forged).toBeNull();
  });
});
