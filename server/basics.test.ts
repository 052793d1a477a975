import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { messages, shopConfigSchema } from '../api';
import { createApp } from './app';
import { shopConfigFromEnv } from './config';
import { contactMessages, newsletterSubscribers } from './db/schema';
import { writePopup } from './services/settings';
import type { Logger } from './shop';
import { send, useTestShop } from './test/shop';

const shop = useTestShop();

describe('newsletter', () => {
  it('stores a subscription once, however often it is sent', async () => {
    const first = await shop.client().newsletterSubscribe({ email: 'Reader@Example.com' });
    const again = await shop.client().newsletterSubscribe({ email: 'reader@example.com' });
    expect(first).toEqual({ success: true, message: messages.subscribed });
    expect(again).toEqual(first);
    const rows = await shop.database.db.select().from(newsletterSubscribers);
    expect(rows.filter((row) => row.email === 'reader@example.com')).toHaveLength(1);
  });
});

describe('popup', () => {
  it("answers '' without an announcement and the text once the shop sets one", async () => {
    expect(await shop.client().popup()).toEqual({ success: true, popup: '' });
    await writePopup(shop.database.db, 'Free delivery in Ibadan this weekend!');
    expect(await shop.client().popup()).toEqual({
      success: true,
      popup: 'Free delivery in Ibadan this weekend!',
    });
    await writePopup(shop.database.db, '');
    expect(await shop.client().popup()).toEqual({ success: true, popup: '' });
  });
});

describe('config and health', () => {
  it('serves the shop config with its defaults', async () => {
    const answer = await shop.client().config();
    if (!answer.success) throw new Error(answer.message);
    expect(answer.config.delivery).toMatchObject({
      localCity: 'Ibadan',
      localFee: 1500,
      freeDeliveryFrom: 100_000,
      elsewhereFee: 4000,
    });
    expect(answer.config.onlineDiscountRate).toBe(0.05);
    // the cart refuses an 11th of one perfume itself, before the server would (MAX_UNITS_PER_PRODUCT unset)
    expect(answer.config.maxUnitsPerProduct).toBe(10);
    expect(answer.config.payments.map(({ method, enabled }) => ({ method, enabled }))).toEqual([
      { method: 'cod', enabled: true },
      { method: 'paystack', enabled: true },
      { method: 'flutterwave', enabled: true },
    ]);
    expect(answer.config.chatWidget).toBeNull();
  });

  it('reads the shop settings from the environment', () => {
    const config = shopConfigFromEnv({
      BUSINESS_PHONE: '+234 803 000 1111',
      DELIVERY_LOCAL_FEE: '2000',
      PAYSTACK_SECRET_KEY: 'sk_live_abc',
      CHAT_WIDGET_SCRIPT_URL: 'https://chat.example.com/widget.js',
      CHAT_WIDGET_ID: 'shop-1',
    });
    expect(shopConfigSchema.parse(config)).toMatchObject({
      businessPhone: '2348030001111',
      delivery: { localFee: 2000 },
      chatWidget: { scriptUrl: 'https://chat.example.com/widget.js', id: 'shop-1' },
    });
    expect(config.payments.find((option) => option.method === 'paystack')?.testMode).toBe(false);
    // no sandbox beside a live key, so a live shop answers no test payment: Flutterwave, without a key, is
    // not offered
    expect(config.payments.find((option) => option.method === 'flutterwave')?.enabled).toBe(false);
    expect(() => shopConfigFromEnv({ DELIVERY_LOCAL_FEE: 'free' })).toThrow(/DELIVERY_LOCAL_FEE/);
  });

  it('answers health with the database it really asked, and warns that card payments go to the sandbox', async () => {
    expect(await shop.client().health()).toEqual({
      success: true,
      status: 'ok',
      database: shop.database.kind,
      warnings: [
        'Card payments go to the built-in payment sandbox: they are tests, no money is received. ' +
          'Set PAYSTACK_SECRET_KEY or FLUTTERWAVE_SECRET_KEY to take real payments.',
      ],
    });
  });
});

describe('contact', () => {
  it('stores the message and mails it to the shop, replying to the shopper', async () => {
    const answer = await shop.client().contact({
      name: 'Funmi',
      email: 'funmi@example.com',
      phone: '08030000000',
      subject: 'Wholesale',
      message: 'Do you ship to Abuja?',
    });
    expect(answer).toMatchObject({ success: true });
    const rows = await shop.database.db.select().from(contactMessages);
    expect(
      rows.some((row) => row.email === 'funmi@example.com' && row.message === 'Do you ship to Abuja?'),
    ).toBe(true);
    const mail = (await shop.outbox()).find((text) => text.includes('Contact form: Wholesale')) ?? '';
    expect(mail).toContain('To: hello@example.com');
    expect(mail).toContain('Reply-To: funmi@example.com');
    expect(mail).toContain('Do you ship to Abuja?');
  });

  it('refuses a blank message and limits messages per email (429)', async () => {
    const base = { name: 'Sola', email: 'sola@example.com', subject: 'Hi', message: 'Hello' };
    expect(await shop.client().contact({ ...base, message: '  ' })).toMatchObject({
      status: 400,
      message: 'Message is required',
    });
    for (let i = 0; i < 5; i += 1) expect((await shop.client().contact(base)).success).toBe(true);
    expect(await shop.client().contact(base)).toMatchObject({
      status: 429,
      message: messages.tooManyAttempts,
    });
  });
});

describe('the HTTP edge', () => {
  it('answers an unknown API path, or a known one with the wrong method, with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['GET', '/api/cart/get'],
      ['DELETE', '/api/product/list'],
    ]) {
      const response = await send(shop.app, method ?? 'GET', url ?? '/');
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ success: false, message: 'There is no such API call.' });
    }
  });

  it('sends security headers: a CSP the storefront satisfies, nosniff, referrer policy, no framing', async () => {
    const response = await shop.app.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "worker-src 'self' blob:",
    ])
      expect(csp).toContain(directive);
    // scripts only from the shop itself (and the nonce of its own server-rendered pages), never inline
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts.every((source) => source === "'self'" || source.startsWith("'nonce-"))).toBe(true);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets a configured chat widget and map through the CSP, and nothing else', async () => {
    const config = shopConfigFromEnv({
      CHAT_WIDGET_SCRIPT_URL: 'https://chat.example.com/w.js',
      CHAT_WIDGET_ID: 'x',
      SHOP_MAP_EMBED_URL: 'https://maps.example.org/embed?q=Ibadan',
    });
    const app = createApp({ database: shop.database, mail: shop.mail, config, log: silent });
    const csp = (await app.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(/script-src [^;]*'self' https:\/\/chat\.example\.com/.test(csp)).toBe(true);
    expect(csp).toContain('frame-src https://maps.example.org https://chat.example.com');
  });

  it('answers an unexpected failure with 500 and a sentence, logging the details but never sending a stack', async () => {
    const errors: Record<string, unknown>[] = [];
    const log: Logger = { info: () => undefined, error: (_event, fields) => errors.push(fields ?? {}) };
    // a scrypt cost node:crypto refuses (N must be a power of 2) makes hashing throw: a bug, not bad input
    const app = createApp({
      database: shop.database,
      mail: shop.mail,
      log,
      passwordCost: { N: 3, r: 8, p: 1 },
    });
    const response = await send(app, 'POST', '/api/user/register', {
      body: { name: 'Bug', email: 'bug@example.com', password: 'a good password' },
    });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ success: false, message: messages.somethingWentWrongTryAgain });
    expect(response.text).not.toContain(' at ');
    expect(errors[0]).toMatchObject({ path: '/api/user/register', stack: expect.stringContaining('at ') });
  });

  it('writes one JSON-ready log entry per request with method, path, status and time', async () => {
    const entries: Record<string, unknown>[] = [];
    const log: Logger = {
      info: (event, fields) => entries.push({ event, ...fields }),
      error: () => undefined,
    };
    const app = createApp({ database: shop.database, mail: shop.mail, log });
    await app.request('/api/popup');
    expect(entries).toEqual([
      { event: 'request', method: 'GET', path: '/api/popup', status: 200, ms: expect.any(Number) },
    ]);
  });

  it('never writes a password reset link’s token, which the link carries in its path', async () => {
    const entries: Record<string, unknown>[] = [];
    const log: Logger = {
      info: (event, fields) => entries.push({ event, ...fields }),
      error: (event, fields) => entries.push({ event, ...fields }),
    };
    const app = createApp({ database: shop.database, mail: shop.mail, log });
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    await app.request(`/reset-password/${token}`);
    await app.request(`/reset-password/${token}`, { method: 'POST' });
    // the page's own requests (its in-process API calls are logged too)
    const requests = entries.filter((entry) => String(entry.path).startsWith('/reset-password/'));
    expect(requests.map((entry) => entry.path)).toEqual([
      '/reset-password/[token]',
      '/reset-password/[token]',
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });
});

const silent: Logger = { info: () => undefined, error: () => undefined };

describe('the storefront', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function builtSite() {
    const root = await mkdtemp(path.join(tmpdir(), 'shop-web-'));
    dirs.push(root);
    const clientDir = path.join(root, 'dist/client');
    const publicDir = path.join(root, 'public');
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await mkdir(path.join(publicDir, 'images'), { recursive: true });
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(
      path.join(clientDir, 'assets/app-1a2b3c.js'),
      `console.log(${JSON.stringify('perfume '.repeat(500))});`,
    );
    // the build's Brotli copy (scripts/precompress.ts): marked so the test can tell it was the one sent
    await writeFile(
      path.join(clientDir, 'assets/app-1a2b3c.js.br'),
      brotliCompressSync('console.log("br");'),
    );
    await writeFile(path.join(publicDir, 'images/oud.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // what the build and the dev tools leave beside the storefront's files
    await mkdir(path.join(clientDir, '.vite'), { recursive: true });
    await writeFile(path.join(clientDir, '.vite/manifest.json'), '{"store/hydrate.tsx":{"file":"x.js"}}');
    await writeFile(path.join(publicDir, 'mockServiceWorker.js'), '/* Mock Service Worker */');
    await writeFile(path.join(clientDir, 'sw.js'), '/* the shop’s service worker */');
    return { clientDir, publicDir };
  }

  it('serves the service worker asked afresh each time, so a new release reaches phones at once', async () => {
    const app = createApp({ database: shop.database, mail: shop.mail, log: silent, web: await builtSite() });
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(await worker.text()).toContain('the shop’s service worker');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('switched off, answers a worker that empties the phone’s caches and unregisters itself', async () => {
    const web = { ...(await builtSite()), serviceWorker: false };
    const app = createApp({ database: shop.database, mail: shop.mail, log: silent, web });
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const code = await worker.text();
    expect(code).not.toContain('the shop’s service worker');
    expect(code).toContain('caches.delete');
    expect(code).toContain('registration.unregister()');
  });

  it('serves nothing of the build’s own files or of the dev tools', async () => {
    const app = createApp({ database: shop.database, mail: shop.mail, log: silent, web: await builtSite() });
    const manifest = await app.request('/.vite/manifest.json');
    expect(await manifest.text()).not.toContain('store/hydrate.tsx');
    const worker = await app.request('/mockServiceWorker.js');
    expect(await worker.text()).not.toContain('Mock Service Worker');
    expect(worker.headers.get('content-type')).not.toMatch(/javascript/);
  });

  it('serves hashed assets immutable and compressed, images with a long cache', async () => {
    const app = createApp({ database: shop.database, mail: shop.mail, log: silent, web: await builtSite() });
    const asset = await app.request('/assets/app-1a2b3c.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const image = await app.request('/images/oud.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toMatch(/max-age=2592000/);
  });

  it('sends the build’s Brotli copy of a script to a browser that accepts it, with lean headers', async () => {
    const app = createApp({ database: shop.database, mail: shop.mail, log: silent, web: await builtSite() });
    const asset = await app.request('/assets/app-1a2b3c.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toBe(
      'console.log("br");',
    );
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // the page's CSP and frame rules govern documents, not scripts
    expect(asset.headers.get('content-security-policy')).toBeNull();
    const page = await app.request('/products');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('sends a server-rendered page in Brotli to a browser that takes it, in gzip to one that does not', async () => {
    const web = await builtSite();
    const serverDir = path.join(web.clientDir, '..', 'server');
    await mkdir(serverDir, { recursive: true });
    // a stand-in for the SSR build (store/entry-server.tsx): the contract server/web.ts loads by path
    await writeFile(
      path.join(serverDir, 'entry-server.js'),
      `export async function render(request) {
        const html = '<!doctype html><h1>' + new URL(request.url).pathname + '</h1>' + 'Ọba Oud '.repeat(400);
        return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      }`,
    );
    const app = createApp({ database: shop.database, mail: shop.mail, log: silent, web });
    const inBrotli = await app.request('/products', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(inBrotli.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await inBrotli.arrayBuffer())).toString();
    expect(html).toContain('<h1>/products</h1>');
    expect(html).toContain('Ọba Oud');
    const inGzip = await app.request('/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(inGzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await inGzip.arrayBuffer())).toString()).toContain('<h1>/products</h1>');
  });

  it('answers every other page with the app, never cached', async () => {
    const app = createApp({ database: shop.database, mail: shop.mail, log: silent, web: await builtSite() });
    for (const url of [
      '/',
      '/products',
      '/product/65cc8110c0de5a1b0ea1f301',
      '/reset-password/abc',
      '/index.html',
    ]) {
      const page = await app.request(url);
      expect(page.status, url).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await app.request('/api/nope')).headers.get('content-type')).toMatch(/json/);
  });

  it('says how to build the storefront when there is no build', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'shop-noweb-'));
    dirs.push(root);
    const web = { clientDir: path.join(root, 'dist/client'), publicDir: path.join(root, 'public') };
    const app = createApp({ database: shop.database, mail: shop.mail, log: silent, web });
    const page = await app.request('/products');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
    expect((await app.request('/api/health')).status).toBe(200);
  });
});
