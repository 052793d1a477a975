import { describe, expect, it, vi } from 'vitest';
import { loadWithRetries } from './lazy-part';

/** A load that fails `failures` times (a dropped connection), then answers. */
function flakyLoad(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return 'the menu';
  });
  return load;
}

describe('loadWithRetries', () => {
  it('answers at once when the fetch works', async () => {
    const load = flakyLoad(0);
    await expect(loadWithRetries(load, 'nothing', { waits: [1, 1] })).resolves.toBe('the menu');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a dropped fetch, waiting between tries', async () => {
    vi.useFakeTimers();
    try {
      const load = flakyLoad(2);
      const loaded = loadWithRetries(load, 'nothing', { waits: [1000, 3000] });
      await vi.advanceTimersByTimeAsync(999);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(3000);
      await expect(loaded).resolves.toBe('the menu');
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the last try with the fallback, and says so, instead of failing', async () => {
    const load = flakyLoad(Infinity);
    const onGiveUp = vi.fn();
    await expect(loadWithRetries(load, 'nothing', { waits: [1, 1], onGiveUp })).resolves.toBe('nothing');
    expect(load).toHaveBeenCalledTimes(3);
    expect(onGiveUp).toHaveBeenCalledOnce();
  });
});
