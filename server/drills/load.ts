/** Load for the drills: loopback ports, the typed client on a real server's URL, and bounded concurrency. */
import { createServer } from 'node:net';
import { createShopClient, type ShopClient } from '../../api';

/** A port nobody listens on at this moment (the OS picks it), on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The storefront's own client talking to a server process. Every call gives up after `timeoutMs`, so a
 * hanging server fails the drill instead of stalling it; a failed call resolves with its status (0: no answer).
 */
export function clientAt(url: string, token?: string | null, timeoutMs = 10_000): ShopClient {
  return createShopClient({
    baseUrl: url,
    getToken: () => token,
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  });
}

/**
 * Runs `job(0)` to `job(count - 1)`, at most `concurrency` at a time, in index order. Once `stopped()` says so,
 * no further job starts (those running finish); the answer has a result for each job that ran.
 */
export async function runLoad<T>(
  count: number,
  concurrency: number,
  job: (index: number) => Promise<T>,
  stopped: () => boolean = () => false,
): Promise<Map<number, T>> {
  const results = new Map<number, T>();
  let next = 0;
  const worker = async () => {
    while (next < count && !stopped()) {
      const index = next;
      next += 1;
      results.set(index, await job(index));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** Milliseconds `work` took, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

export interface SteadyLoad<T> {
  /** no new request starts; resolves with every result once those in flight are answered */
  stop(): Promise<T[]>;
}

/** `concurrency` workers each calling `job` over and over, one request after another, until stopped. */
export function steadyLoad<T>(concurrency: number, job: (worker: number) => Promise<T>): SteadyLoad<T> {
  const results: T[] = [];
  let running = true;
  const workers = Array.from({ length: concurrency }, async (_, worker) => {
    while (running) results.push(await job(worker));
  });
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return results;
    },
  };
}

export interface Answer {
  /** 0 when no complete answer came: refused connection, cut connection, or no answer in time */
  status: number;
  /** the JSON body; null when there was none or it was not JSON */
  body: { success?: boolean; message?: string; [field: string]: unknown } | null;
  /** when the request was sent (performance.now()) and how long it took */
  startedAt: number;
  ms: number;
  /** why there was no answer */
  error?: string;
}

/**
 * One raw request. Not the typed client: a drill needs to tell a connection cut inside the body (no answer,
 * the shopper never read it) from an answer that came whole, and to see the exact status.
 */
export async function callApi(
  url: string,
  path: string,
  options: { body?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const startedAt = performance.now();
  const headers: Record<string, string> = options.token ? { token: options.token } : {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${url}${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const text = await response.text();
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body, startedAt, ms: performance.now() - startedAt };
  } catch (error) {
    return { status: 0, body: null, startedAt, ms: performance.now() - startedAt, error: String(error) };
  }
}
