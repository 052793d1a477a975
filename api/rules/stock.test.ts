import { describe, expect, it } from 'vitest';
import { aProduct } from '../test/product';
import { maxQuantity, stockProblem } from './stock';

describe('the add-to-cart stock rule', () => {
  it("refuses a missing or out-of-stock product with 'This product is out of stock'", () => {
    expect(stockProblem(undefined, 1)).toBe('This product is out of stock');
    expect(stockProblem(aProduct({ inStock: false, stock: 0 }), 1)).toBe('This product is out of stock');
  });
  it("refuses a quantity above the stock number with 'Only {stock} available in stock'", () => {
    expect(stockProblem(aProduct({ stock: 3 }), 4)).toBe('Only 3 available in stock');
  });
  it('allows up to the stock number, and anything when there is no number', () => {
    expect(stockProblem(aProduct({ stock: 3 }), 3)).toBeNull();
    expect(stockProblem(aProduct(), 500)).toBeNull();
  });
  it('knows the most a line may hold', () => {
    expect(maxQuantity(aProduct({ stock: 2 }))).toBe(2);
    expect(maxQuantity(aProduct({ inStock: false }))).toBe(0);
    expect(maxQuantity(aProduct())).toBe(Number.POSITIVE_INFINITY);
  });
});
