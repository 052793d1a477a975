import type { MiddlewareHandler } from 'hono';
import { writeSync } from 'node:fs';
import type { Logger } from '../shop';

/**
 * A request's path as the log may keep it: a password reset link's token (the reset page's route carries it
 * in its path, /reset-password/{token}) is a key to the shopper's account for as long as it is valid, and a
 * log is read by more people, and kept longer, than a mailbox.
 */
export const loggedPath = (path: string): string =>
  path
    .replace(/^\/reset-password\/[^/]+/, '/reset-password/[token]')
    // an order's signed link opens it for as long as the shop exists
    .replace(/^(\/order\/[^/]+)\/[^/]+/, '$1/[key]');

/** One JSON line per request: method, path (`loggedPath`), status and milliseconds. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

let lastMs = -1;
let lastTime = '';

/** The time of a log line, as ISO 8601; made once per millisecond, as a busy server logs many lines in one. */
export function logTime(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastTime = new Date(ms).toISOString();
  }
  return lastTime;
}

/** Lines waiting while the stream cannot take more; past this, lines are counted and dropped. */
const MAX_WAITING_LINES = 10_000;
/**
 * Lines wait at most this long, so one write carries every request of that time: a write to a file or a
 * pipe is a system call, and one per turn of the event loop cost a catalogue read a sixth of its CPU time.
 */
export const WRITE_EVERY_MS = 50;
/** …or until this many wait, whichever comes first. */
const LINES_PER_WRITE = 1_000;

export interface LineWriter {
  write(line: string): void;
  /** resolves once every line written so far was handed to the stream */
  flush(): Promise<void>;
}

/**
 * Lines to a stream (stdout) in batches: one write every WRITE_EVERY_MS (or LINES_PER_WRITE lines) instead
 * of one synchronous write per line, so a busy server never waits for its log; `flush()` writes at once.
 * When the stream pushes back (a slow reader of a pipe), lines wait for 'drain', and past MAX_WAITING_LINES
 * they are dropped and counted rather than held without end. A process that exits, even on an uncaught
 * error, writes what is left first.
 */
export function lineWriter(stream: NodeJS.WritableStream & { fd?: number }): LineWriter {
  let waiting: string[] = [];
  let dropped = 0;
  let soon = false;
  let later: NodeJS.Timeout | null = null;
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
    soon = false;
    if (later) clearTimeout(later);
    later = null;
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

  const writeSoon = () => {
    if (soon) return;
    soon = true;
    setImmediate(writeOut);
  };

  const writeLater = () => {
    if (soon || later) return;
    later = setTimeout(writeOut, WRITE_EVERY_MS);
    // a process with nothing else to do may end meanwhile: 'exit' below writes what waits
    later.unref();
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
      if (waiting.length >= LINES_PER_WRITE) writeSoon();
      else writeLater();
    },
    flush() {
      return new Promise((resolve) => {
        flushed.push(resolve);
        writeSoon();
      });
    },
  };
}
