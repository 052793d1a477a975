import autocannon, { type Result } from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createShopClient, isFailure, type PlaceOrderRequest } from '../api';
import { anAddress } from '../api/test/product';
import type { RecordedAnswer } from './raw-server';
import { ROOT, stopChild } from './processes';
import { atLeast, atMost, type Figure } from './report';

export const CONNECTIONS = 100;
const WARM_UP_SECONDS = 1;
/** What a browser sends: the shop compresses what is worth compressing, so the bench asks as a browser does. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** One call under load. */
export interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** what it is held to: a catalogue read 0.9 of raw node:http with p99 under 10 ms, a page 0.5 with p99
   *  under 20 ms at 20 connections (docs/decisions/008-cached-pages-csp.md), an order 500 per second */
  kind: 'catalogueRead' | 'page' | 'order' | 'other';
  /** at once; CONNECTIONS unless said */
  connections?: number;
}

export interface OrderLine {
  productId: string;
  quantity: number;
  variations: PlaceOrderRequest['items'][number]['variations'];
}

export const benchAddress = { ...anAddress, email: 'bench-guest@example.com' };

const jsonPost = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'accept-encoding': ACCEPT_ENCODING,
  ...extra,
});

/** The four calls measured: two catalogue reads, a shopper's cart, a guest's order paid on delivery. */
export async function prepareCalls(url: string, order: OrderLine): Promise<Call[]> {
  const client = createShopClient({ baseUrl: url });
  const list = await client.productList();
  if (isFailure(list)) throw new Error(`GET /api/product/list failed: ${list.message}`);
  const someProduct = list.products[0];
  if (!someProduct) throw new Error('the catalogue is empty');
  const registered = await client.register({
    name: 'Bench Shopper',
    email: `bench-${Date.now()}@example.com`,
    password: 'a long bench password 2026',
  });
  if (isFailure(registered)) throw new Error(`POST /api/user/register failed: ${registered.message}`);
  const placeOrder: PlaceOrderRequest = { address: benchAddress, items: [order] };
  return [
    {
      name: 'productList',
      method: 'GET',
      path: '/api/product/list',
      headers: { 'accept-encoding': ACCEPT_ENCODING },
      kind: 'catalogueRead',
    },
    {
      name: 'product',
      method: 'GET',
      path: `/api/product/${someProduct._id}`,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
      kind: 'catalogueRead',
    },
    {
      name: 'cartGet',
      method: 'POST',
      path: '/api/cart/get',
      headers: jsonPost({ token: registered.token }),
      body: '{}',
      kind: 'other',
    },
    {
      name: 'placeOrder',
      method: 'POST',
      path: '/api/order/place',
      headers: jsonPost(),
      body: JSON.stringify(placeOrder),
      kind: 'order',
    },
  ];
}

/** What the pages are loaded at: a few shoppers at once, and a crowd from a WhatsApp broadcast. */
export const PAGE_CONNECTIONS = [20, CONNECTIONS] as const;

/** `/`, `/products` and a product page as an anonymous shopper's browser asks for them, at each load. */
export async function preparePages(url: string): Promise<Call[]> {
  const list = await createShopClient({ baseUrl: url }).productList();
  if (isFailure(list)) throw new Error(`GET /api/product/list failed: ${list.message}`);
  const someProduct = list.products[0];
  if (!someProduct) throw new Error('the catalogue is empty');
  const paths = ['/', '/products', `/product/${someProduct._id}`];
  return paths.flatMap((pagePath) =>
    PAGE_CONNECTIONS.map((connections) => ({
      name: `page ${pagePath}`,
      method: 'GET' as const,
      path: pagePath,
      headers: { accept: 'text/html', 'accept-encoding': ACCEPT_ENCODING },
      kind: 'page' as const,
      connections,
    })),
  );
}

/** Headers node:http sets on its own for the raw server (or that describe the old connection). */
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** The shop's answer to a call, byte for byte as it came over the wire (still compressed). */
async function record(url: string, call: Call): Promise<RecordedAnswer> {
  const target = new URL(call.path, url);
  const req = request(target, { method: call.method, headers: call.headers });
  req.end(call.body);
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined || CONNECTION_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  if ((res.statusCode ?? 0) >= 400)
    throw new Error(`${call.method} ${call.path} answered ${res.statusCode}: ${Buffer.concat(chunks)}`);
  return {
    method: call.method,
    path: call.path,
    status: res.statusCode ?? 0,
    headers,
    body: Buffer.concat(chunks).toString('base64'),
  };
}

/** Starts raw-server.ts in its own process, so it never shares an event loop with autocannon. */
async function startRawServer(answers: RecordedAnswer[], workDir: string) {
  const file = path.join(workDir, 'raw-answers.json');
  await writeFile(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/raw-server.ts', file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const port = /^listening (\d+)$/.exec(line)?.[1];
    if (port) return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
  }
  throw new Error('the raw node:http server did not start');
}

const load = (url: string, call: Call, seconds: number, connections = CONNECTIONS) =>
  autocannon({
    url: new URL(call.path, url).href,
    method: call.method,
    headers: call.headers,
    body: call.body,
    connections,
    duration: seconds,
  });

/**
 * The load runs of one server, added up: the counts summed over the rounds, the rate over their total time,
 * p50 the median of the rounds' and p99 the worst of them (autocannon gives percentiles, not its histogram).
 */
export interface LoadTotals {
  ok: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  serverErrors: number;
  errors: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function addUp(rounds: readonly Result[]): LoadTotals {
  const sum = (pick: (round: Result) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  return {
    ok: sum((round) => round['2xx']),
    seconds: sum((round) => round.duration),
    p50: median(rounds.map((round) => round.latency.p50)),
    p99: Math.max(...rounds.map((round) => round.latency.p99)),
    non2xx: sum((round) => round.non2xx),
    serverErrors: sum((round) => round['5xx']),
    errors: sum((round) => round.errors),
  };
}

export interface Measured {
  call: Call;
  shop: LoadTotals;
  raw: LoadTotals;
  /** every success answer the shop gave this call in the run, warm-up included */
  shopSuccesses: number;
}

/** Good answers per second over the whole run (autocannon's per-second average counts failures too). */
export const perSecond = (totals: LoadTotals) => totals.ok / totals.seconds;

/**
 * The load of each call is cut into ROUNDS turns, shop then raw: the machine's load drifts over a run (other
 * work, the CPU's clock), and alternating short turns puts the same drift on both sides of the ratio. One 10 s
 * run on each, one after the other, swung the ratio by about 30%.
 */
export const ROUNDS = 5;

/**
 * Loads each call on the shop and on the raw server answering the same bytes, in alternating rounds after a
 * short warm-up of each; `log` hears progress.
 */
export async function measureCalls(
  url: string,
  calls: readonly Call[],
  seconds: number,
  workDir: string,
  log: (line: string) => void,
): Promise<Measured[]> {
  const answers: RecordedAnswer[] = [];
  // one answer per method and path: the raw server keeps one (a page measured at two loads is recorded once)
  const recorded = new Set<string>();
  for (const call of calls) {
    const key = `${call.method} ${call.path}`;
    if (recorded.has(key)) continue;
    recorded.add(key);
    answers.push(await record(url, call));
  }
  const rawServer = await startRawServer(answers, workDir);
  const roundSeconds = Math.max(1, Math.round(seconds / ROUNDS));
  const measured: Measured[] = [];
  try {
    for (const call of calls) {
      const connections = call.connections ?? CONNECTIONS;
      log(
        `${call.method} ${call.path.slice(0, 40)}: ${ROUNDS} rounds of ${roundSeconds} s on the shop, then ` +
          `${roundSeconds} s on raw node:http, at ${connections} connections`,
      );
      const shopWarmUp = await load(url, call, WARM_UP_SECONDS, 10);
      await load(rawServer.url, call, WARM_UP_SECONDS, 10);
      const shopRounds: Result[] = [];
      const rawRounds: Result[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        shopRounds.push(await load(url, call, roundSeconds, connections));
        rawRounds.push(await load(rawServer.url, call, roundSeconds, connections));
      }
      const shop = addUp(shopRounds);
      // the recording and the warm-up were answered too (they matter when counting orders)
      measured.push({ call, shop, raw: addUp(rawRounds), shopSuccesses: 1 + shopWarmUp['2xx'] + shop.ok });
    }
  } finally {
    await rawServer.stop();
  }
  return measured;
}

/** The targets of a call's ratio to raw and p99, by its kind; a page's only at its lighter load. */
function targetsOf(call: Call): { ratio: Figure['target']; p99: Figure['target'] } {
  if (call.kind === 'catalogueRead') return { ratio: atLeast(0.9), p99: atMost(10) };
  if (call.kind === 'page' && call.connections === PAGE_CONNECTIONS[0])
    return { ratio: atLeast(0.5), p99: atMost(20) };
  return { ratio: null, p99: null };
}

/** The figures of one call: the shop's rate and latency, raw node:http's, and the ratio. */
export function callFigures({ call, shop, raw }: Measured): Figure[] {
  const where = call.path.replace(/\/[0-9a-f]{24}$/, '/:id');
  const subject =
    call.kind === 'page' ? `${where} at ${call.connections} connections` : `${call.method} ${where}`;
  const figure = (
    measure: string,
    value: number,
    unit: Figure['unit'],
    target: Figure['target'] = null,
    note?: string,
  ): Figure => ({
    suite: call.kind === 'page' ? 'pages' : 'api',
    subject,
    measure,
    value,
    unit,
    target,
    ...(note ? { note } : {}),
  });
  const failures = shop.non2xx + shop.errors;
  const ratio = perSecond(shop) / perSecond(raw);
  const isOrder = call.kind === 'order';
  const targets = targetsOf(call);
  return [
    figure(
      'shop answers/s',
      perSecond(shop),
      'req/s',
      isOrder ? atLeast(500) : null,
      isOrder ? 'orders per second on PGlite' : undefined,
    ),
    figure('raw node:http answers/s', perSecond(raw), 'req/s'),
    figure('ratio to raw', ratio, 'ratio', targets.ratio),
    figure('shop p50', shop.p50, 'ms'),
    figure('shop p99', shop.p99, 'ms', targets.p99),
    figure('raw p50', raw.p50, 'ms'),
    figure('raw p99', raw.p99, 'ms'),
    figure(
      'shop failures',
      failures,
      'count',
      atMost(0),
      `non-2xx ${shop.non2xx} (5xx ${shop.serverErrors}), errors ${shop.errors}`,
    ),
  ];
}
