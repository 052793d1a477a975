import { describe, expect, it } from 'vitest';
import type { AdminProduct, AuditEntry } from '../../api';
import { historyOf } from './view';

/** A perfume's history as its page and the audit log say it, from the lines the server writes. */
const saved: AdminProduct = {
  _id: '65cc8110c0de5a1b0ea1f301',
  name: 'Ọba Oud',
  description: 'A regal oud worn like a beaded crown.',
  image: ['/images/products/oba-oud-1.webp'],
  basePrice: 85_000,
  inStock: true,
  stock: 40,
  category: 'Oud',
  bestseller: true,
  date: 1707901200000,
  archived: false,
  variations: {
    sizes: [{ size: '50ml', price: 85_000 }],
    wrap: { available: true, price: 87_500 },
    base: { name: 'Base Scent', options: ['Oud', 'Amber'] },
    side: { name: 'Side Note', options: ['Rose'] },
  },
};
const line = (action: string, before: unknown, after: unknown): AuditEntry => ({
  at: Date.UTC(2026, 10, 25, 9),
  actor: 'kemi@oorun.example',
  action,
  target: `product:${saved._id}`,
  before,
  after,
});
const said = (entry: AuditEntry) => historyOf([entry])[0]?.what;

describe("a perfume's history in words", () => {
  it('names the perfume added', () => {
    expect(said(line('product.create', null, saved))).toBe('Added Ọba Oud');
  });

  it('tells what an edit changed, with the price and the stock before and after', () => {
    const edited = {
      ...saved,
      basePrice: 92_000,
      stock: undefined,
      bestseller: false,
      variations: { ...saved.variations, sizes: [{ size: '30ml', price: 60_000 }] },
    };
    expect(said(line('product.edit', saved, edited))).toBe(
      'Edited Ọba Oud: price ₦85,000.00 to ₦92,000.00, stock 40 to no count, no longer a bestseller, sizes',
    );
  });

  it('says a renamed perfume by its new name, and a save that changed nothing', () => {
    expect(said(line('product.edit', saved, { ...saved, name: 'Ọba Oud Royale' }))).toBe(
      'Edited Ọba Oud Royale: name Ọba Oud to Ọba Oud Royale',
    );
    expect(said(line('product.edit', saved, saved))).toBe('Saved Ọba Oud with no change');
  });

  it('tells in stock or out of stock when no count decides it', () => {
    const uncounted = { ...saved, stock: undefined, inStock: true };
    expect(said(line('product.edit', uncounted, { ...uncounted, inStock: false }))).toBe(
      'Edited Ọba Oud: out of stock',
    );
  });

  it('says archive and restore as what shoppers see', () => {
    expect(said(line('product.archive', { archived: false }, { archived: true }))).toBe(
      'Archived: shoppers no longer see it',
    );
    expect(said(line('product.restore', { archived: true }, { archived: false }))).toBe(
      'Restored to the storefront',
    );
  });
});
