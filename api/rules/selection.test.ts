import { describe, expect, it } from 'vitest';
import { aProduct, withAllOptions } from '../test/product';
import { hasOptions, missingSelections, selectionMessage, variationProblem } from './selection';

describe('required selections before add to cart', () => {
  it('asks for base, side and size-or-wrap with the three hints', () => {
    const missing = missingSelections(withAllOptions, {});
    expect(missing.map((m) => m.hint)).toEqual([
      'Please select a base Scent option',
      'Please select a side Scent option',
      'Please select a size or wrap option',
    ]);
    expect(selectionMessage(missing)).toBe(
      'Please select: Base Scent, Side Note, size or wrap before adding to cart.',
    );
  });
  it('accepts wrap in place of a size', () => {
    expect(missingSelections(withAllOptions, { base: 'Oud', side: 'Rose', wrap: true })).toEqual([]);
  });
  it('asks nothing of a product without options', () => {
    expect(missingSelections(aProduct(), {})).toEqual([]);
    expect(selectionMessage([])).toBeNull();
  });
  it("marks products with any option as 'Multiple options available'", () => {
    expect(hasOptions(withAllOptions)).toBe(true);
    expect(hasOptions(aProduct())).toBe(false);
    expect(hasOptions(aProduct({}, { wrap: { available: true, price: 1 } }))).toBe(true);
  });
});

describe('server check of a line against the product', () => {
  const complete = { base: 'Oud', side: 'Rose', size: '30ml' };
  it('accepts real choices', () => {
    expect(variationProblem(withAllOptions, complete)).toBeNull();
  });
  it('refuses choices the product does not offer', () => {
    expect(variationProblem(withAllOptions, { ...complete, base: 'Plastic' })).toMatch(
      /no Base Scent option 'Plastic'/,
    );
    expect(variationProblem(withAllOptions, { ...complete, size: '5l' })).toMatch(
      /does not come in size '5l'/,
    );
    expect(variationProblem(aProduct(), { wrap: true })).toMatch(/cannot be gift wrapped/);
  });
  it('refuses a line missing a required choice', () => {
    expect(variationProblem(withAllOptions, { base: 'Oud', size: '30ml' })).toMatch(
      /Please select: Side Note/,
    );
  });
});
