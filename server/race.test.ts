import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../api';
import { orders, products } from './db/schema';
import { orderOf } from './test/orders';
import { testDatabaseUrl } from './test/database';
import { migratedDataDir } from './test/data-dir';
import { killLeftovers, runEntry, startServerProcess, stopProcess } from './test/process';
import { send, testProduct, useTestShop } from './test/shop';

/**
 * 50 shoppers order the last 5 bottles at the same moment: exactly 5 orders succeed, the rest hear that
 * the stock ran out, and the stock ends at 0 — never below. On PostgreSQL the orders go through two app
 * instances with separate connection pools, as two server processes would.
 */
const shop = useTestShop();

async function orderAll(apps: Hono[], productId: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      send(apps[i % apps.length] as Hono, 'POST', '/api/order/place', {
        body: orderOf(productId, 1, `racer${i}@example.com`),
      }),
    ),
  );
}

async function expectExactlyFiveSold(
  productId: string,
  results: { status: number; json: Record<string, unknown> | null }[],
) {
  const sold = results.filter((result) => result.status === 200);
  const refused = results.filter((result) => result.status !== 200);
  expect(sold).toHaveLength(5);
  expect(refused).toHaveLength(45);
  for (const result of refused) {
    expect(result.status).toBe(409);
    expect([messages.outOfStock, messages.onlyInStock(0)]).toContain(result.json?.message);
  }
  const [product] = await shop.database.db.select().from(products).where(eq(products.id, productId));
  expect(product).toMatchObject({ stock: 0, inStock: false });
  const stored = await shop.database.db.select({ items: orders.items }).from(orders);
  const units = stored.flatMap((order) => order.items).filter((item) => item.productId === productId);
  expect(units.reduce((sum, item) => sum + item.quantity, 0)).toBe(5);
}

describe('50 concurrent orders for the last 5 bottles', () => {
  it('sell exactly 5 through one app', async () => {
    await shop.saveProducts([testProduct({ _id: 'last-five-one-app', stock: 5 })]);
    await expectExactlyFiveSold('last-five-one-app', await orderAll([shop.app], 'last-five-one-app', 50));
  });

  it(`sell exactly 5 through two app instances (${process.env.TEST_DATABASE_URL ? 'two PostgreSQL pools' : 'one PGlite'})`, async () => {
    await shop.saveProducts([testProduct({ _id: 'last-five-two-apps', stock: 5 })]);
    const apps = [shop.app, await shop.anotherApp()];
    await expectExactlyFiveSold('last-five-two-apps', await orderAll(apps, 'last-five-two-apps', 50));
  });
});

/** 50 orders of one unit each, spread over the servers' URLs, as real shoppers would send them. */
async function orderOverHttp(urls: string[], productId: string) {
  return Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const response = await fetch(`${urls[i % urls.length]}/api/order/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(orderOf(productId, 1, `process-racer${i}@example.com`)),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    }),
  );
}

/**
 * Real server processes. On PostgreSQL two of them share the database and take orders together. On PGlite
 * a second process is refused the data directory, so the one process that holds it takes them all.
 */
describe('server processes', () => {
  afterAll(() => killLeftovers());

  it(`sell exactly 5 of the last 5 bottles (${testDatabaseUrl ? 'two processes on PostgreSQL' : 'PGlite: one process; a second is refused'})`, async () => {
    const dataDir = testDatabaseUrl
      ? await mkdtemp(path.join(tmpdir(), 'shop-race-'))
      : await migratedDataDir('shop-race-');
    try {
      if (testDatabaseUrl) {
        await shop.saveProducts([testProduct({ _id: 'last-five-processes', stock: 5 })]);
        const env = {
          DATABASE_URL: testDatabaseUrl,
          DATABASE_SCHEMA: shop.database.schema ?? '',
          DATA_DIR: dataDir,
        };
        const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
        try {
          await expectExactlyFiveSold(
            'last-five-processes',
            await orderOverHttp(
              servers.map((server) => server.url),
              'last-five-processes',
            ),
          );
        } finally {
          await Promise.all(servers.map(stopProcess));
        }
        return;
      }
      const server = await startServerProcess({ DATA_DIR: dataDir });
      try {
        const second = runEntry('main.ts', { DATA_DIR: dataDir, PORT: '0' });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain('is in use by another shop process');
        // the seeded Aso-Oke Trio has exactly 5 in stock
        const results = await orderOverHttp([server.url], ASO_OKE_TRIO);
        expect(results.filter((result) => result.status === 200)).toHaveLength(5);
        expect(results.filter((result) => result.status === 409)).toHaveLength(45);
        const product = (await (await fetch(`${server.url}/api/product/${ASO_OKE_TRIO}`)).json()) as Record<
          string,
          unknown
        >;
        expect(product).toMatchObject({ product: { stock: 0, inStock: false } });
      } finally {
        await stopProcess(server);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

const ASO_OKE_TRIO = '6a97001cc0de5a1b0ea1f318';
