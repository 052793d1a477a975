/**
 * The card payment tests' bed (server/payments/*.test.ts, server/drills/payment-timeouts.test.ts): a test file's
 * database and fake providers (test/fake-providers.ts), and on them a test shop (test/shop.ts) for each test,
 * selling one scent with the payment settings the test gives. Each test's calls come from one shopper's
 * browser on the shop's pages, so the guest cookie their first order gets lets them verify its payment.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { PlaceOrderRequest } from '../../api';
import { shopConfigFromEnv } from '../config';
import { orders, products } from '../db/schema';
import { paymentSettingsFromEnv, type PaymentSettings } from '../payments/settings';
import { saveProducts } from '../services/catalogue';
import { clears, cookiesSet, fromShop } from './browser';
import { createTestDatabase, type TestDatabase } from './database';
import {
  FAKE_FLUTTERWAVE_HASH,
  FAKE_KEYS,
  fakeProviderEnv,
  startFakeProvider,
  type FakeProvider,
} from './fake-providers';
import { orderOf } from './orders';
import { openTestShop, testProduct, type OpenTestShop, type TestShop } from './shop';

/** ₦10,000, five on the shelf, no choices to make. One to Ibadan by card: 10,000 - 5% + 1,500 = ₦11,000. */
export const scent = testProduct({
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  name: 'Test Oud',
  basePrice: 10_000,
  stock: 5,
});
export const ORDER_TOTAL_KOBO = 1_100_000;

/** An order of `quantity` scents to Ibadan. */
export const orderRequest = (quantity = 1): PlaceOrderRequest => orderOf(scent._id, quantity);

export interface PaymentShop extends TestShop {
  /** the settings the shop runs with (the sandbox's key among them) */
  payments: PaymentSettings;
  /**
   * A JSON POST (a string body is sent as it is) from the test's shopper: from the shop's pages, with the
   * cookies earlier answers set (the same browser whichever shop of the test it calls), keeping what it sets.
   */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** a JSON POST from outside the shop's pages and with no cookie: a script calling the API */
  postFromElsewhere(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  order(id: string): Promise<typeof orders.$inferSelect>;
  /** the scent's stock */
  stock(): Promise<number | null>;
}

export interface PaymentBed {
  database: TestDatabase;
  /** one fake provider per secret key given to paymentTestBed, in that order */
  providers: FakeProvider[];
  provider(index: number): FakeProvider;
  /**
   * A shop selling only the scent, run with these settings (payment keys, providers' addresses, bank details),
   * closed after the test.
   */
  openShop(env?: Record<string, string>): Promise<PaymentShop>;
}

/** A test file's database and fake providers: opened once, closed at the end, providers reset after each test. */
export function paymentTestBed(secretKeys: readonly string[] = []): PaymentBed {
  const opened: OpenTestShop[] = [];
  /** the test's shopper's cookies, by name */
  const browser = new Map<string, string>();
  const bed: PaymentBed = {
    database: undefined as unknown as TestDatabase,
    providers: [],
    provider(index) {
      const provider = bed.providers[index];
      if (!provider) throw new Error(`no fake provider ${index}`);
      return provider;
    },
    async openShop(env = {}) {
      const { db } = bed.database;
      await db.delete(products);
      await saveProducts(db, [scent]);
      const payments = paymentSettingsFromEnv(env);
      const shop = await openTestShop(bed.database, {
        config: shopConfigFromEnv(env),
        payments,
        // no storefront: these tests meet the API and the sandbox's own pages
        web: { clientDir: '/nonexistent', publicDir: '/nonexistent' },
      });
      opened.push(shop);
      const postFromElsewhere = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
        shop.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
      return {
        ...shop,
        payments,
        postFromElsewhere,
        post: async (path, body, headers = {}) => {
          const cookie = [...browser].map(([name, value]) => `${name}=${value}`).join('; ');
          const answer = await postFromElsewhere(path, body, {
            ...fromShop,
            ...(cookie ? { cookie } : {}),
            ...headers,
          });
          for (const [name, set] of cookiesSet(answer.headers)) {
            if (clears(set)) browser.delete(name);
            else browser.set(name, set.value);
          }
          return answer;
        },
        order: async (id) => {
          const [row] = await db.select().from(orders).where(eq(orders.id, id));
          if (!row) throw new Error(`no order ${id}`);
          return row;
        },
        stock: async () => {
          const [row] = await db
            .select({ stock: products.stock })
            .from(products)
            .where(eq(products.id, scent._id));
          return row?.stock ?? null;
        },
      };
    },
  };
  beforeAll(async () => {
    bed.database = await createTestDatabase();
    bed.providers = await Promise.all(secretKeys.map((key) => startFakeProvider(key)));
  });
  afterAll(async () => {
    await Promise.all(bed.providers.map((provider) => provider.close()));
    await bed.database.dispose();
  });
  afterEach(async () => {
    for (const provider of bed.providers) {
      provider.outage = null;
      provider.requests.length = 0;
    }
    await Promise.all(opened.splice(0).map((shop) => shop.close()));
    browser.clear();
  });
  return bed;
}

/** A test file's bed with both fake providers: Paystack is provider(0), Flutterwave provider(1). */
export const bothProvidersBed = () => paymentTestBed([FAKE_KEYS.paystack, FAKE_KEYS.flutterwave]);

/** The settings that point the shop at both fake providers, with Flutterwave's webhook hash. */
export const bothProvidersEnv = (bed: PaymentBed) => ({
  ...fakeProviderEnv('paystack', bed.provider(0), FAKE_KEYS.paystack),
  ...fakeProviderEnv('flutterwave', bed.provider(1), FAKE_KEYS.flutterwave),
  FLUTTERWAVE_SECRET_HASH: FAKE_FLUTTERWAVE_HASH,
});

/** Places a card order; returns its id, the reference the shop gave the provider, and its total. */
export async function placeCardOrder(shop: PaymentShop, gateway: 'paystack' | 'flutterwave', quantity = 1) {
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
