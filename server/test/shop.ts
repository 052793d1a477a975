import type { Hono } from 'hono';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { checkAnswer, createShopClient, type Product, type ShopClient } from '../../api';
import { createApp, createShop, type AppOptions } from '../app';
import { seedCatalogueProducts } from '../db/seed/catalogue';
import { rateLimitsFromEnv } from '../env';
import { createMailer, type Mailer } from '../mail/mailer';
import { saveProducts, seedCatalogue } from '../services/catalogue';
import type { CatalogueCache } from '../services/catalogue-cache';
import { silentLogger, type Shop } from '../shop';
import { testClock, type TestClock } from './clock';
import { createTestDatabase, type TestDatabase } from './database';
import { looseLimitsEnv } from './limits';

/** Cheap scrypt for tests only; production keeps N=2^17 (services/passwords.ts). */
export const testPasswordCost = { N: 2 ** 10, r: 8, p: 1 };

/** Where the test shop believes it is served: its mails' links and its payment callbacks start so. */
export const PUBLIC_URL = 'http://shop.test';

export interface TestShop {
  app: Hono;
  /** what the app's routes and services are given (storefront helpers such as visitorOf take it too) */
  served: Shop;
  /** the app's catalogue in memory, which server.ts also answers catalogue reads from */
  catalogue: CatalogueCache;
  database: TestDatabase;
  clock: TestClock;
  mail: Mailer;
  outboxDir: string;
  /** the typed storefront client of api/, talking to app.request() */
  client(token?: string | null): ShopClient;
  /** a fresh shopper's token; each call makes a new account */
  newShopper(name?: string): Promise<{ token: string; email: string; password: string }>;
  /** the .eml files written so far, oldest first */
  outbox(): Promise<string[]>;
  saveProducts(list: Product[]): Promise<void>;
  /** another app on the same database (a second server instance) */
  anotherApp(options?: Partial<AppOptions>): Promise<Hono>;
}

export type OpenTestShop = TestShop & { close(): Promise<void> };

let shopperCount = 0;

/**
 * Builds an app over a fresh migrated database seeded with the demo catalogue; closing it drops the database.
 * On TEST_DATABASE_URL's PostgreSQL, or PGlite; `databaseUrl` names another PostgreSQL (a drill's own).
 */
export async function createTestShop(
  options: Partial<AppOptions> = {},
  databaseUrl?: string,
): Promise<OpenTestShop> {
  const database = await createTestDatabase(databaseUrl);
  await seedCatalogue(database.db, seedCatalogueProducts());
  const shop = await openTestShop(database, options);
  return {
    ...shop,
    async close() {
      await shop.close();
      await database.dispose();
    },
  };
}

/**
 * The test shop's app over a database its caller keeps, as it is (test/payments.ts opens one for each test on
 * its file's database). Closing it waits for its mail and leaves the database open.
 */
export async function openTestShop(
  database: TestDatabase,
  options: Partial<AppOptions> = {},
): Promise<OpenTestShop> {
  const clock = testClock();
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'shop-outbox-'));
  const mail = createMailer({ outboxDir, from: 'Shop <shop@example.com>', log: silentLogger });
  const appOptions = (
    db: Pick<TestDatabase, 'db' | 'kind' | 'watchCatalogue' | 'watchSettings' | 'watchPages'>,
  ): AppOptions => ({
    database: db,
    mail,
    clock,
    passwordCost: testPasswordCost,
    log: silentLogger,
    checkAnswers: true,
    publicUrl: PUBLIC_URL,
    ...options,
    // many orders from one address with one phone (server/test/limits.ts)
    limits: { ...rateLimitsFromEnv(looseLimitsEnv), ...options.limits },
  });
  const { app, shop: served } = createShop(appOptions(database));

  const client = (token?: string | null) =>
    createShopClient({
      fetch: async (input, init) => app.request(String(input), init),
      getToken: () => token,
      checkAnswer,
    });

  return {
    app,
    served,
    catalogue: served.catalogue,
    database,
    clock,
    mail,
    outboxDir,
    client,
    async newShopper(name = 'Test Shopper') {
      shopperCount += 1;
      const email = `shopper${shopperCount}-${Date.now()}@example.com`;
      const password = 'a long enough password';
      const answer = await client().register({ name, email, password });
      if (!answer.success) throw new Error(`register failed: ${answer.message}`);
      return { token: answer.token, email, password };
    },
    async outbox() {
      await mail.idle();
      const files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
      return Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
    },
    saveProducts: (list) => saveProducts(database.db, list),
    async anotherApp(more = {}) {
      return createApp({ ...appOptions(await database.openAnother()), ...more });
    },
    async close() {
      await mail.idle();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** One shop per test file, opened before its tests and closed after them. */
export function useTestShop(options: Partial<AppOptions> = {}): TestShop {
  let shop: OpenTestShop | undefined;
  beforeAll(async () => {
    shop = await createTestShop(options);
  });
  afterAll(async () => {
    await shop?.close();
  });
  return new Proxy({} as TestShop, {
    get(_target, property: keyof TestShop) {
      if (!shop) throw new Error('The test shop is used before beforeAll ran');
      return shop[property];
    },
  });
}

/** The reset token in the newest outbox mail to this address. */
export async function resetTokenMailedTo(shop: TestShop, email: string): Promise<string> {
  // a sign-up's mail to confirm the email is to the same address
  const mails = (await shop.outbox()).filter(
    (mail) => mail.includes(`To: ${email}`) && mail.includes('/reset-password/'),
  );
  const link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '');
  if (!link?.[1]) throw new Error(`No reset link was mailed to ${email}`);
  return link[1];
}

/** A raw request, for what the typed client would never send. */
export async function send(
  app: Hono,
  method: string,
  url: string,
  options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.token) headers.token = options.token;
  const response = await app.request(url, { method, headers, body });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: json as Record<string, unknown> | null,
  };
}

/** A product for a test: a copy of a catalogue entry under a new id, with what the test is about. */
export function testProduct(overrides: Partial<Product> & { _id: string }): Product {
  const base = seedCatalogueProducts().find(
    (product) =>
      product.variations.sizes.length === 0 &&
      !product.variations.wrap.available &&
      product.variations.base.options.length === 0,
  );
  if (!base) throw new Error('The catalogue has no product without options');
  const { stock: _stock, ...rest } = base;
  return { ...rest, inStock: true, ...overrides };
}
