import { getRequestListener } from '@hono/node-server';
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withCatalogueReads } from './http/catalogue-reads';
import { orderOf } from './test/orders';
import { testProduct, useTestShop } from './test/shop';

/**
 * server.ts answers GET and HEAD of the catalogue from memory before the app (http/catalogue-reads.ts). Over
 * real sockets, the shop's listener must answer every such call byte for byte as the app alone does, and
 * leave everything else to the app.
 */
const shop = useTestShop();

const logged: Record<string, unknown>[] = [];
let handedToApp = 0;
let withReads: Server;
let appAlone: Server;

beforeAll(async () => {
  const app = getRequestListener(shop.app.fetch);
  const log = {
    info: (event: string, fields = {}) => logged.push({ event, ...fields }),
    error: () => undefined,
  };
  withReads = createServer(
    withCatalogueReads(shop.catalogue, log, (req, res) => {
      handedToApp += 1;
      return app(req, res);
    }),
  );
  appAlone = createServer(app);
  await Promise.all([withReads, appAlone].map((server) => once(server.listen(0, '127.0.0.1'), 'listening')));
  await shop.catalogue.snapshot();
});

afterAll(async () => {
  for (const server of [withReads, appAlone]) server.closeAllConnections();
  await Promise.all([withReads, appAlone].map((server) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  handedToApp = 0;
  logged.length = 0;
});

interface Answer {
  status: number | undefined;
  /** every header but Date; a page's CSP nonce (new on each answer) is blanked */
  headers: IncomingMessage['headers'];
  body: Buffer;
}

async function ask(
  server: Server,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const req = request({ host: '127.0.0.1', port, method, path, headers });
  req.end(body);
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const { date: _date, ...rest } = res.headers;
  const csp = rest['content-security-policy'];
  if (typeof csp === 'string') rest['content-security-policy'] = csp.replace(/'nonce-[^']+'/, "'nonce'");
  return { status: res.statusCode, headers: rest, body: Buffer.concat(chunks) };
}

/** The same call on both servers: the two answers, and whether the shop's listener answered from memory. */
async function both(method: string, path: string, headers: Record<string, string> = {}) {
  const before = handedToApp;
  const shopAnswer = await ask(withReads, method, path, headers);
  const fromMemory = handedToApp === before;
  return { shopAnswer, appAnswer: await ask(appAlone, method, path, headers), fromMemory };
}

function jsonOf({ headers, body }: Answer): { success: boolean; product?: { stock?: number } } {
  const encoding = headers['content-encoding'];
  const bytes =
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return JSON.parse(bytes.toString('utf8')) as { success: boolean };
}

async function someProductId(): Promise<string> {
  const list = jsonOf(await ask(appAlone, 'GET', '/api/product/list')) as { products?: { _id: string }[] };
  const id = list.products?.[0]?._id;
  if (!id) throw new Error('the catalogue is empty');
  return id;
}

describe('a catalogue read answered from memory', () => {
  it('is byte for byte what the app answers, in brotli, gzip or as it is', async () => {
    const id = await someProductId();
    const encodings = ['gzip, deflate, br', 'gzip', 'br;q=0.5, gzip', 'identity', 'deflate'];
    for (const path of ['/api/product/list', '/api/product/available', `/api/product/${id}`]) {
      for (const acceptEncoding of [undefined, ...encodings]) {
        const asked: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        const { shopAnswer, appAnswer, fromMemory } = await both('GET', path, asked);
        expect(fromMemory, `${path} ${acceptEncoding}`).toBe(true);
        expect(shopAnswer, `${path} ${acceptEncoding}`).toEqual(appAnswer);
        expect(shopAnswer.status).toBe(200);
        expect(jsonOf(shopAnswer).success).toBe(true);
      }
    }
    const brotli = await ask(withReads, 'GET', '/api/product/list', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'x-frame-options': 'DENY',
      'cache-control': 'public, max-age=0, must-revalidate',
    });
  });

  it('answers whatever Host the request names with the same bytes, as the answer names no host', async () => {
    for (const host of ['Shop.Example:80', 'oorun.ng', '[::1]:3000']) {
      const { shopAnswer, appAnswer, fromMemory } = await both('GET', '/api/product/list', { host });
      expect(fromMemory, host).toBe(true);
      expect(shopAnswer, host).toEqual(appAnswer);
    }
  });

  it('answers 304 with no body to a browser that holds it, as the app does', async () => {
    const first = await ask(withReads, 'GET', '/api/product/list', { 'accept-encoding': 'gzip' });
    const tag = String(first.headers.etag);
    for (const ifNoneMatch of [tag, `W/${tag}`, '*']) {
      const { shopAnswer, appAnswer, fromMemory } = await both('GET', '/api/product/list', {
        'accept-encoding': 'br',
        'if-none-match': ifNoneMatch,
      });
      expect(fromMemory).toBe(true);
      expect(shopAnswer.status).toBe(304);
      expect(shopAnswer.body.length).toBe(0);
      expect(shopAnswer).toEqual(appAnswer);
    }
  });

  it('answers HEAD with the headers of GET, its length included, and no body', async () => {
    const asked = { 'accept-encoding': 'gzip' };
    const get = await ask(withReads, 'GET', '/api/product/list?from=home', asked);
    const { shopAnswer, appAnswer, fromMemory } = await both('HEAD', '/api/product/list?from=home', asked);
    expect(fromMemory).toBe(true);
    expect(shopAnswer).toEqual({ ...get, body: Buffer.alloc(0) });
    // the app leaves out Content-Length on HEAD; every other header is the same
    const { 'content-length': _length, ...appHeaders } = shopAnswer.headers;
    expect(appAnswer).toEqual({ ...shopAnswer, headers: appHeaders });
  });

  it('writes the request log line the app writes', async () => {
    await ask(withReads, 'GET', '/api/product/list?from=home');
    expect(logged).toEqual([
      { event: 'request', method: 'GET', path: '/api/product/list', status: 200, ms: expect.any(Number) },
    ]);
  });

  it('leaves every other call to the app, which answers it as ever', async () => {
    const id = await someProductId();
    const others: [string, string, Record<string, string>?][] = [
      ['GET', '/api/product/no-such-product'],
      ['GET', `/api/product/${'x'.repeat(300)}`],
      // the app decodes a percent-encoded id and finds the product
      ['GET', `/api/product/%${id.charCodeAt(0).toString(16)}${id.slice(1)}`],
      ['GET', '/api/product/list/'],
      ['GET', '/api/product/'],
      ['POST', '/api/product/list'],
      ['DELETE', `/api/product/${id}`],
    ];
    for (const [method, path, headers] of others) {
      const { shopAnswer, appAnswer, fromMemory } = await both(method, path, headers);
      expect(fromMemory, `${method} ${path}`).toBe(false);
      expect(shopAnswer, `${method} ${path}`).toEqual(appAnswer);
    }
  });
});

describe('a change to the catalogue', () => {
  const stockOf = async (id: string) =>
    jsonOf(await ask(withReads, 'GET', `/api/product/${id}`)).product?.stock;

  it('is answered from memory again, with the change: an order that took stock here, a write from elsewhere', async () => {
    await shop.saveProducts([testProduct({ _id: 'fast-bottle', stock: 3 })]);
    await expect.poll(() => stockOf('fast-bottle'), { timeout: 5_000 }).toBe(3);
    expect((await both('GET', '/api/product/fast-bottle')).fromMemory).toBe(true);

    const order = await ask(
      withReads,
      'POST',
      '/api/order/place',
      { 'content-type': 'application/json' },
      JSON.stringify(orderOf('fast-bottle', 1)),
    );
    expect(order.status).toBe(200);
    expect(await stockOf('fast-bottle')).toBe(2);
    // at once on PGlite; on PostgreSQL the database's word of this very order can still come in after the first
    // read and set the memory aside once more, so the next read may be the app's
    await expect
      .poll(async () => (await both('GET', '/api/product/fast-bottle')).fromMemory, { timeout: 5_000 })
      .toBe(true);
    const { shopAnswer, appAnswer } = await both('GET', '/api/product/fast-bottle');
    expect(jsonOf(shopAnswer).product?.stock).toBe(2);
    expect(shopAnswer).toEqual(appAnswer);

    // the owner's CLI or another server: heard through the database (at once on PGlite, soon on PostgreSQL)
    await shop.saveProducts([testProduct({ _id: 'fast-bottle', stock: 40 })]);
    await expect.poll(() => stockOf('fast-bottle'), { timeout: 5_000 }).toBe(40);
  });
});
