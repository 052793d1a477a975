import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoints } from './endpoints';

describe('endpoint auth', () => {
  it("keeps each call's auth as a literal, so the server knows where a shopper is certain", () => {
    expect(endpoints.reviewSubmit.auth).toBe('required');
    expect(endpoints.placeOrder.auth).toBe('optional');
    expect(endpoints.productList.auth).toBe('none');
    expectTypeOf(endpoints.reviewSubmit.auth).toEqualTypeOf<'required'>();
    expectTypeOf(endpoints.placeOrder.auth).toEqualTypeOf<'optional'>();
    expectTypeOf(endpoints.productList.auth).toEqualTypeOf<'none'>();
  });
});
