import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { WRITE_EVERY_MS, lineWriter, logTime } from './request-log';

/** A stream that records each write; with `hold`, it takes a write but finishes it only when released. */
function recordingStream({ hold = false } = {}) {
  const writes: string[] = [];
  const waiting: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString());
      if (hold) waiting.push(() => done());
      else done();
    },
  });
  const release = () => {
    for (const done of waiting.splice(0)) done();
  };
  return { stream, writes, release };
}

const linesOf = (writes: string[]) => writes.join('').split('\n').filter(Boolean);

describe('the log writer', () => {
  it('writes nothing while requests run, then every line of that time in one write', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { stream, writes } = recordingStream();
      const log = lineWriter(stream);
      log.write('{"event":"request","n":1}');
      await nextTurn();
      log.write('{"event":"request","n":2}');
      await nextTurn();
      vi.advanceTimersByTime(WRITE_EVERY_MS - 1);
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(writes).toEqual(['{"event":"request","n":1}\n{"event":"request","n":2}\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a thousand waiting lines at once, without waiting for the time to pass', async () => {
    const { stream, writes } = recordingStream();
    const log = lineWriter(stream);
    for (let n = 0; n < 1_000; n += 1) log.write(`line ${n}`);
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(linesOf(writes)).toHaveLength(1_000);
  });

  it('writes every waiting line in one write when asked to flush', async () => {
    const { stream, writes } = recordingStream();
    const log = lineWriter(stream);
    log.write('{"event":"request","n":1}');
    log.write('{"event":"request","n":2}');
    log.write('{"event":"request","n":3}');
    expect(writes).toEqual([]);
    await log.flush();
    expect(writes).toHaveLength(1);
    expect(linesOf(writes)).toEqual([
      '{"event":"request","n":1}',
      '{"event":"request","n":2}',
      '{"event":"request","n":3}',
    ]);
  });

  it('waits for a slow reader, keeps the order, and counts the lines it had to drop', async () => {
    const { stream, writes, release } = recordingStream({ hold: true });
    const log = lineWriter(stream);
    log.write('first');
    void log.flush();
    await nextTurn();
    expect(writes).toEqual(['first\n']);
    // the reader has not taken 'first' yet: these wait, and past 10,000 waiting lines they are dropped
    for (let n = 0; n < 10_005; n += 1) log.write(`line ${n}`);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const flushed = log.flush();
    release();
    await flushed;
    const lines = linesOf(writes);
    expect(lines).toHaveLength(1 + 10_000 + 1);
    expect(lines[1]).toBe('line 0');
    expect(lines[10_000]).toBe('line 9999');
    expect(JSON.parse(lines.at(-1) ?? '')).toEqual({ event: 'log-lines-dropped', lines: 5 });
  });
});

describe('the time of a log line', () => {
  it('is the time of the very millisecond it is logged in', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00.000Z') });
    try {
      expect(logTime()).toBe('2026-03-01T09:00:00.000Z');
      expect(logTime()).toBe('2026-03-01T09:00:00.000Z');
      vi.advanceTimersByTime(1);
      expect(logTime()).toBe('2026-03-01T09:00:00.001Z');
      vi.setSystemTime(new Date('2026-03-02T18:30:05.250Z'));
      expect(logTime()).toBe('2026-03-02T18:30:05.250Z');
    } finally {
      vi.useRealTimers();
    }
  });
});
