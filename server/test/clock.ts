import type { Clock } from '../shop';

/**
 * The shop's clock in every server test, moved by hand: sessions, reset links and card reservations expire when
 * the test says, and a slowed login or a retry waits no real time.
 */
export interface TestClock extends Clock {
  advance(ms: number): void;
  /** moves on at once, and keeps what was waited for (`waits`) */
  wait(ms: number): Promise<void>;
  waits: number[];
}

export function testClock(start = new Date('2026-03-01T09:00:00.000Z')): TestClock {
  let current = start.getTime();
  const waits: number[] = [];
  return {
    now: () => new Date(current),
    advance: (ms) => (current += ms),
    waits,
    wait: async (ms) => {
      waits.push(ms);
      current += ms;
    },
  };
}
