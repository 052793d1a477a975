import type { MiddlewareHandler } from 'hono';
import { writeSync } from 'node:fs';
import type { Logger } from '../shop';

/** One JSON line per request: method, path, status and milliseconds. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

/** Lines waiting while the stream cannot take more; past this, lines are counted and dropped. */
const MAX_WAITING_LINES = 10_000;

export interface LineWriter {
  write(line: string): void;
  /** resolves once every line written so far was handed to the stream */
  flush(): Promise<void>;
}

/**
 * Lines to a stream (stdout) in batches: one write per turn of the event loop instead of one synchronous
 * write per line, so a busy server never waits for its log. When the stream pushes back (a slow reader of a
 * pipe), lines wait for 'drain', and past MAX_WAITING_LINES they are dropped and counted rather than held
 * without end. A process that exits writes what is left first.
 */
export function lineWriter(stream: NodeJS.WritableStream & { fd?: number }): LineWriter {
  let waiting: string[] = [];
  let dropped = 0;
  let scheduled = false;
  let blocked = false;
  let flushed: (() => void)[] = [];

  const take = () => {
    const lines =
      dropped > 0
        ? [...waiting, `${JSON.stringify({ event: 'log-lines-dropped', lines: dropped })}\n`]
        : waiting;
    waiting = [];
    dropped = 0;
    return lines.join('');
  };

  const writeOut = () => {
    scheduled = false;
    if (blocked) return;
    if ((waiting.length > 0 || dropped > 0) && !stream.write(take())) {
      blocked = true;
      stream.once('drain', () => {
        blocked = false;
        writeOut();
      });
    }
    const done = flushed;
    flushed = [];
    for (const resolve of done) resolve();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(writeOut);
  };

  process.once('exit', () => {
    if ((waiting.length === 0 && dropped === 0) || stream.fd === undefined) return;
    try {
      writeSync(stream.fd, take());
    } catch {
      // nowhere left to say it
    }
  });

  return {
    write(line) {
      if (waiting.length >= MAX_WAITING_LINES) dropped += 1;
      else waiting.push(`${line}\n`);
      schedule();
    },
    flush() {
      return new Promise((resolve) => {
        flushed.push(resolve);
        schedule();
      });
    },
  };
}
