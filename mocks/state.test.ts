import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  afterEach(() => vi.useRealTimers());

  it('are whole the same on every run, however long the shop took to make them (a story shows one typed in)', () => {
    const opened = new Date('2026-11-26T10:00:00Z');
    const idAfter = (ms: number) => {
      vi.useFakeTimers({ now: opened });
      resetMockShop();
      vi.advanceTimersByTime(ms);
      return nextId();
    };
    expect(idAfter(5)).toBe(idAfter(240));
  });
});
