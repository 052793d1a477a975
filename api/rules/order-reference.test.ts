import { describe, expect, it } from 'vitest';
import { orderReferenceCode, readOrderReference, shortOrderId } from './order-reference';

const id = '65cc8110c0de5a1b2a535483';

describe('orderReferenceCode', () => {
  it("is the reference a shopper sees without its '#', and reads back as that reference", () => {
    expect(orderReferenceCode(id)).toBe('2a535483');
    expect(`#${orderReferenceCode(id)}`).toBe(shortOrderId(id));
    expect(readOrderReference(orderReferenceCode(id))).toEqual({ reference: '2a535483' });
  });
});
