/**
 * Test support for server/payments/*.test.ts: a migrated database (PGlite, or PostgreSQL in a schema of its
 * own when TEST_DATABASE_URL is set), the app on it, a product to buy, and a fake Paystack/Flutterwave HTTP
 * server on loopback that answers with the providers' documented shapes.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { PlaceOrderRequest, Product } from '../../api';
import { createApp } from '../app';
import { shopConfigFromEnv } from '../config';
import { rateLimitsFromEnv } from '../env';
import { looseLimitsEnv } from '../test/limits';
import { openPglite, openPostgres, type Database } from '../db/database';
import { orders, products } from '../db/schema';
import { saveProducts } from '../services/catalogue';
import { silentLogger, type Clock } from '../shop';
import { paymentSettingsFromEnv, type PaymentSettings } from './settings';

export const PUBLIC_URL = 'http://shop.test';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    await database.migrate();
    return database;
  }
  const schema = `payments_test_${randomBytes(4).toString('hex')}`;
  const database = await openPostgres(url, { schema, max: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.pool.query(`drop schema if exists "${schema}" cascade`);
      await database.close();
    },
  };
}

/** ₦10,000, five on the shelf, no choices to make. One to Ibadan by card: 10,000 - 5% + 1,500 = ₦11,000. */
export const scent: Product = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  name: 'Test Oud',
  description: 'A scent for tests.',
  image: ['/images/test.svg'],
  basePrice: 10_000,
  inStock: true,
  stock: 5,
  category: 'Oud',
  bestseller: false,
  date: 1_700_000_000_000,
  variations: {
    sizes: [],
    wrap: { available: false, price: 0 },
    base: { name: '', options: [] },
    side: { name: '', options: [] },
  },
};
export const ORDER_TOTAL_KOBO = 1_100_000;

export const orderRequest = (quantity = 1): PlaceOrderRequest => ({
  address: {
    firstName: 'Adaeze',
    lastName: 'Okafor',
    email: 'adaeze@example.com',
    street: '12 Ring Road',
    city: 'Ibadan',
    state: 'Oyo',
    zipcode: '200001',
    country: 'Nigeria',
    phone: '08031234567',
  },
  items: [{ productId: scent._id, quantity, variations: {} }],
  amount: 1, // the server ignores it
});

export class TestClock implements Clock {
  constructor(public current = new Date('2026-03-01T10:00:00Z')) {}
  now = () => new Date(this.current);
  wait = async (ms: number) => {
    this.current = new Date(this.current.getTime() + ms);
  };
  advanceMinutes(minutes: number) {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export interface TestShop {
  app: Hono;
  database: Database;
  clock: TestClock;
  /** the settings the shop runs with (the sandbox's key among them) */
  payments: PaymentSettings;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  order(id: string): Promise<typeof orders.$inferSelect>;
  stock(): Promise<number | null>;
}

const noMail = {
  send: async () => undefined,
  sendLater: () => undefined,
  idle: async () => undefined,
  finish: async () => undefined,
};

export async function openTestShop(database: Database, env: Record<string, string> = {}): Promise<TestShop> {
  const clock = new TestClock();
  await database.db.delete(products);
  await saveProducts(database.db, [scent]);
  const payments = paymentSettingsFromEnv(env);
  const app = createApp({
    database,
    mail: noMail,
    clock,
    publicUrl: PUBLIC_URL,
    log: silentLogger,
    checkAnswers: true,
    config: shopConfigFromEnv(env),
    payments,
    web: { clientDir: '/nonexistent', publicDir: '/nonexistent' },
    // card orders by the dozen from one address and one phone (server/test/limits.ts)
    limits: rateLimitsFromEnv(looseLimitsEnv),
  });
  return {
    app,
    database,
    clock,
    payments,
    post: async (path, body, headers = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    order: async (id) => {
      const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
      if (!row) throw new Error(`no order ${id}`);
      return row;
    },
    stock: async () => {
      const [row] = await database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, scent._id));
      return row?.stock ?? null;
    },
  };
}

/** A transaction as the fake provider keeps it (Flutterwave's amount in naira, Paystack's in kobo). */
export interface FakeTransaction {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
}

export interface FakeProvider {
  url: string;
  /** every request: method, path, the Authorization header and the JSON body */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  transactions: Map<string, FakeTransaction>;
  /** null: answer normally; 'hang': never answer; a number: answer with that 5xx */
  outage: null | 'hang' | number;
  find(reference: string): FakeTransaction;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Paystack (/transaction/initialize, /transaction/verify/:reference) and Flutterwave (/v3/payments,
 * /v3/transactions/:id/verify) on 127.0.0.1, with the secret key `secretKey`. A started payment is
 * 'abandoned' (Paystack) or 'pending' (Flutterwave) until a test changes it in `transactions`.
 */
export async function startFakeProvider(secretKey: string): Promise<FakeProvider> {
  const fake: Omit<FakeProvider, 'url' | 'close'> = {
    requests: [],
    transactions: new Map(),
    outage: null,
    find(reference) {
      const found = fake.transactions.get(reference);
      if (!found) throw new Error(`the fake provider has no transaction ${reference}`);
      return found;
    },
  };
  let nextId = 5_000_001;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      const path = request.url ?? '/';
      fake.requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        body,
      });
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (fake.outage === 'hang') return;
      if (typeof fake.outage === 'number')
        return send(fake.outage, { status: false, message: 'Service unavailable' });
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return send(401, { status: false, message: 'Invalid key' });
      const input = (body ?? {}) as Record<string, unknown>;

      if (request.method === 'POST' && path === '/transaction/initialize') {
        const reference = String(input.reference);
        fake.transactions.set(reference, {
          id: nextId++,
          reference,
          status: 'abandoned',
          amount: Number(input.amount),
          currency: String(input.currency),
          metadata: (input.metadata ?? {}) as Record<string, unknown>,
        });
        return send(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.test/${reference}`,
            access_code: 'ac',
            reference,
          },
        });
      }
      const paystackVerify = /^\/transaction\/verify\/(.+)$/.exec(path);
      if (request.method === 'GET' && paystackVerify) {
        const found = fake.transactions.get(decodeURIComponent(paystackVerify[1] ?? ''));
        if (!found) return send(400, { status: false, message: 'Transaction reference not found' });
        const { id, status, reference, amount, currency, metadata } = found;
        return send(200, {
          status: true,
          message: 'Verification successful',
          data: { id, status, reference, amount, currency, metadata },
        });
      }
      if (request.method === 'POST' && path === '/v3/payments') {
        const reference = String(input.tx_ref);
        fake.transactions.set(reference, {
          id: nextId++,
          reference,
          status: 'pending',
          amount: Number(input.amount),
          currency: String(input.currency),
          metadata: (input.meta ?? {}) as Record<string, unknown>,
        });
        return send(200, {
          status: 'success',
          message: 'Hosted Link',
          data: { link: `https://checkout.flutterwave.test/${reference}` },
        });
      }
      const flutterwaveVerify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(path);
      if (request.method === 'GET' && flutterwaveVerify) {
        const found = [...fake.transactions.values()].find((t) => t.id === Number(flutterwaveVerify[1]));
        if (!found)
          return send(400, { status: 'error', message: 'No transaction was found for this id', data: null });
        const { id, status, reference, amount, currency } = found;
        return send(200, {
          status: 'success',
          message: 'Transaction fetched successfully',
          data: {
            id,
            tx_ref: reference,
            flw_ref: `FLW-${id}`,
            status,
            amount,
            charged_amount: amount,
            currency,
          },
        });
      }
      return send(404, { status: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get outage() {
      return fake.outage;
    },
    set outage(value) {
      fake.outage = value;
    },
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Places a card order; returns its id, the reference the shop gave the provider, and its total. */
export async function placeCardOrder(shop: TestShop, gateway: 'paystack' | 'flutterwave', quantity = 1) {
  const response = await shop.post(`/api/order/${gateway}`, orderRequest(quantity));
  const body = (await response.json()) as { orderId: string; authorization_url?: string; link?: string };
  const order = await shop.order(body.orderId);
  return {
    response,
    body,
    orderId: order.id,
    reference: order.paymentReference ?? '',
    totalKobo: order.totalKobo,
  };
}

export interface TestBed {
  database: Database;
  /** one fake provider per secret key given to paymentTestBed, in that order */
  providers: FakeProvider[];
  provider(index: number): FakeProvider;
}

/** A test file's database and fake providers: opened once, closed at the end, providers reset after each test. */
export function paymentTestBed(secretKeys: readonly string[] = []): TestBed {
  const bed: TestBed = {
    database: undefined as unknown as Database,
    providers: [],
    provider(index) {
      const provider = bed.providers[index];
      if (!provider) throw new Error(`no fake provider ${index}`);
      return provider;
    },
  };
  beforeAll(async () => {
    bed.database = await openTestDatabase();
    bed.providers = await Promise.all(secretKeys.map((key) => startFakeProvider(key)));
  });
  afterAll(async () => {
    await Promise.all(bed.providers.map((provider) => provider.close()));
    await bed.database.close();
  });
  afterEach(() => {
    for (const provider of bed.providers) {
      provider.outage = null;
      provider.requests.length = 0;
    }
  });
  return bed;
}

/** The settings that point a provider at a fake one: its key, its base URL, and a short time limit. */
export function fakeProviderEnv(
  gateway: 'paystack' | 'flutterwave',
  provider: FakeProvider,
  secretKey: string,
) {
  const name = gateway.toUpperCase();
  return {
    [`${name}_SECRET_KEY`]: secretKey,
    [`${name}_BASE_URL`]: provider.url,
    PAYMENT_TIMEOUT_SECONDS: '0.3',
  };
}

/** The keys of the two fake providers most tests run beside each other, and Flutterwave's webhook hash. */
export const FAKE_KEYS = { paystack: 'sk_test_fake_paystack', flutterwave: 'FLWSECK_TEST-fake' } as const;
export const FAKE_FLUTTERWAVE_HASH = 'a-secret-hash-set-on-flutterwave';

/** A test file's bed with both fake providers: Paystack is provider(0), Flutterwave provider(1). */
export const bothProvidersBed = () => paymentTestBed([FAKE_KEYS.paystack, FAKE_KEYS.flutterwave]);

/** The settings that point the shop at both fake providers, with Flutterwave's webhook hash. */
export const bothProvidersEnv = (bed: TestBed) => ({
  ...fakeProviderEnv('paystack', bed.provider(0), FAKE_KEYS.paystack),
  ...fakeProviderEnv('flutterwave', bed.provider(1), FAKE_KEYS.flutterwave),
  FLUTTERWAVE_SECRET_HASH: FAKE_FLUTTERWAVE_HASH,
});
