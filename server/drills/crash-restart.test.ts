/**
 * Drill: the server is killed with SIGKILL in the middle of an order load and started again on the same data.
 * Every order the shop answered with success must still be there, and the stock must add up: what was on the
 * shelf, less the units of every stored order, is what is left, never below zero. PGlite by default (the
 * killed process leaves its lock behind, which the restart must take over); PostgreSQL with TEST_DATABASE_URL.
 */
import { eq, like } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, messages } from '../../api';
import { orders, products } from '../db/schema';
import { testDatabaseUrl } from '../test/database';
import { orderOf } from '../test/orders';
import { killLeftovers, runEntry, startServerProcess, stopProcess } from '../test/process';
import { createDrillShop, plainSeededProducts, type DrillShop } from './drill-shop';
import { callApi, clientAt, runLoad } from './load';

const ORDERS = 200;
const CONCURRENCY = 20;
/** answers before the kill: well inside the load, so that orders are in flight when it comes */
const KILL_AFTER = 60;
/** 200 orders of 1, 2 or 3 units ask for 399: the shelf runs out, so refusals are part of the drill */
const STOCK = 250;
const quantityOf = (index: number) => (index % 3) + 1;
const emailOf = (index: number) => `crash-drill-${index}@example.com`;

type Outcome =
  | { kind: 'placed'; orderId: string }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'lost'; message: string };

const [product] = plainSeededProducts();
let shop: DrillShop | undefined;

afterAll(async () => {
  killLeftovers();
  await shop?.dispose();
});

async function placeOrder(url: string, index: number): Promise<Outcome> {
  const answer = await callApi(url, endpoints.placeOrder.path, {
    body: orderOf(product._id, quantityOf(index), emailOf(index)),
  });
  if (answer.status === 0) return { kind: 'lost', message: answer.error ?? '' };
  if (answer.status === 200 && typeof answer.body?.orderId === 'string')
    return { kind: 'placed', orderId: answer.body.orderId };
  return { kind: 'refused', status: answer.status, message: answer.body?.message ?? '' };
}

/** Each order is placed or refused for want of stock; only the kill may leave one without an answer. */
function expectPlacedOrRefused(outcome: Outcome, { orLost }: { orLost: boolean }) {
  const stockRefusal =
    outcome.kind === 'refused' &&
    outcome.status === 409 &&
    (outcome.message === messages.outOfStock ||
      outcome.message === messages.onlyInStock(Number(/\d+/.exec(outcome.message)?.[0])));
  const fine = outcome.kind === 'placed' || stockRefusal || (orLost && outcome.kind === 'lost');
  expect(fine, JSON.stringify(outcome)).toBe(true);
}

describe(`kill -9 in the middle of an order load (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every order answered with success, and the stock adds up after the restart', async () => {
    shop = await createDrillShop(testDatabaseUrl);
    const setStock = runEntry('cli.ts', shop.env, ['stock', product._id, String(STOCK)]);
    expect(await setStock.exited, setStock.output()).toBe(0);

    const first = await startServerProcess(shop.env);
    let answered = 0;
    let killed = false;
    const beforeKill = await runLoad(
      ORDERS,
      CONCURRENCY,
      async (index) => {
        const outcome = await placeOrder(first.url, index);
        answered += 1;
        if (answered >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
        return outcome;
      },
      () => killed,
    );
    expect(await first.exited).toBeNull(); // killed by a signal, not exited
    const lost = [...beforeKill.values()].filter((outcome) => outcome.kind === 'lost');
    // the kill came mid-load: requests were in flight, and none had been answered with anything but stock news
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.length).toBeLessThanOrEqual(CONCURRENCY);
    for (const outcome of beforeKill.values()) expectPlacedOrRefused(outcome, { orLost: true });
    if (!testDatabaseUrl) expect(existsSync(path.join(shop.env.DATA_DIR ?? '', 'shop.lock'))).toBe(true);

    const second = await startServerProcess(shop.env);
    const placed = [...beforeKill].flatMap(([index, outcome]) =>
      outcome.kind === 'placed' ? [{ index, orderId: outcome.orderId }] : [],
    );
    expect(placed.length).toBeGreaterThan(0);
    for (const { index, orderId } of placed) {
      const tracked = await clientAt(second.url).trackOrder({ orderId, email: emailOf(index) });
      expect(tracked.success, `order ${orderId} (${emailOf(index)}) answered with success is gone`).toBe(
        true,
      );
    }

    // the rest of the load goes to the restarted server: more than the shelf holds, so it must refuse some
    const rest = await runLoad(ORDERS - beforeKill.size, CONCURRENCY, (offset) =>
      placeOrder(second.url, beforeKill.size + offset),
    );
    for (const outcome of rest.values()) expectPlacedOrRefused(outcome, { orLost: false });
    expect([...rest.values()].some((outcome) => outcome.kind === 'refused')).toBe(true);
    expect(await stopProcess(second)).toBe(0);

    const opened = await shop.open();
    try {
      const { db } = opened.database;
      const stored = await db
        .select({ id: orders.id, email: orders.email, items: orders.items })
        .from(orders)
        .where(like(orders.email, 'crash-drill-%'));
      const [shelf] = await db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, product._id));

      const storedIds = new Set(stored.map((order) => order.id));
      const placedAfter = [...rest.values()].flatMap((outcome) =>
        outcome.kind === 'placed' ? [outcome.orderId] : [],
      );
      for (const orderId of [...placed.map((order) => order.orderId), ...placedAfter])
        expect(storedIds.has(orderId), `order ${orderId} answered with success is not stored`).toBe(true);
      // no order is stored twice (each email orders once)
      expect(new Set(stored.map((order) => order.email)).size).toBe(stored.length);
      // beyond the answered successes, only orders whose answer the kill cut off may have been stored
      expect(stored.length - placed.length - placedAfter.length).toBeLessThanOrEqual(lost.length);

      const units = stored
        .flatMap((order) => order.items)
        .filter((item) => item.productId === product._id)
        .reduce((sum, item) => sum + item.quantity, 0);
      expect(shelf?.stock).toBe(STOCK - units);
      expect(shelf?.stock).toBeGreaterThanOrEqual(0);
    } finally {
      await opened.close();
    }
  }, 150_000);
});
