import { beforeEach, describe, expect, it } from 'vitest';
import { shortOrderId } from '../api';
import { nextId, resetMockShop } from './state';

describe("the mock shop's ids", () => {
  beforeEach(() => resetMockShop());

  it('give orders references that read like real ones, different each time and the same on every run', () => {
    const references = [nextId(), nextId(), nextId()].map(shortOrderId);
    expect(new Set(references).size).toBe(3);
    for (const reference of references) expect(reference).toMatch(/^#[0-9a-f]{8}$/);
    // not a counter's '#00000001'
    expect(references[0]).not.toMatch(/^#0{4}/);
    resetMockShop();
    expect(shortOrderId(nextId())).toBe(references[0]);
  });
});
