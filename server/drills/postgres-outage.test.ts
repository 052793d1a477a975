/**
 * Drill: PostgreSQL stops under load and starts again. While it is down every call that needs it answers 503
 * with a readable `{ success: false, message }` at once (no 500, no hang); once it is back the same server
 * process answers again, without a restart. The PostgreSQL stopped here is a private one, started for the
 * drill in a temporary directory: the machine's shared PostgreSQL is never touched.
 *
 * The drill brings its own PostgreSQL, so the two passes of the server suite (PGlite, then TEST_DATABASE_URL)
 * would run it identically: it runs once, in the PostgreSQL pass, the one about PostgreSQL (and the lighter of
 * the two, as the PGlite pass already restarts PGlite in crash-restart.test.ts). Without PostgreSQL binaries it
 * fails with the reason, never skips.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../api';
import { CONNECTION_TIMEOUT_MS } from '../db/database';
import { serverMessages } from '../http/messages';
import { orderOf } from '../test/orders';
import { killLeftovers, startServerProcess, stopProcess } from '../test/process';
import { createDrillShop, plainSeededProducts, type DrillShop } from './drill-shop';
import { callApi, steadyLoad, type Answer } from './load';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

/** a product that keeps no stock count, so that a whole drill's orders never run it out */
function productWithoutStockCount() {
  const found = plainSeededProducts().find((candidate) => candidate.stock === undefined);
  if (!found)
    throw new Error('The seeded catalogue has no product without choices and without a stock count');
  return found;
}
const product = productWithoutStockCount();
/** a failing call is answered within the pool's connection timeout, and then some for the answer */
const ANSWER_BOUND_MS = CONNECTION_TIMEOUT_MS + 1_000;
const PHASE_MS = 1_500;

let postgres: PrivatePostgres | undefined;
let shop: DrillShop | undefined;

afterAll(async () => {
  killLeftovers();
  await shop?.dispose().catch(() => undefined);
  await postgres?.dispose();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads and orders, as shoppers make them: health, a signed-in cart, order tracking and placing orders. */
function shopperLoad(url: string, token: string, tracked: { orderId: string; email: string }) {
  let count = 0;
  const calls = [
    () => callApi(url, endpoints.health.path, { timeoutMs: 15_000 }),
    () => callApi(url, endpoints.cartGet.path, { body: {}, token, timeoutMs: 15_000 }),
    () => callApi(url, endpoints.trackOrder.path, { body: tracked, timeoutMs: 15_000 }),
    () =>
      callApi(url, endpoints.placeOrder.path, {
        body: orderOf(product._id, 1, `outage-${(count += 1)}@example.com`),
        timeoutMs: 15_000,
      }),
  ];
  return steadyLoad(calls.length, (worker) => (calls[worker] ?? calls[0])());
}

/** Runs the load for a while and returns what it was answered. */
async function loadFor(ms: number, start: () => ReturnType<typeof shopperLoad>): Promise<Answer[]> {
  const load = start();
  await pause(ms);
  return load.stop();
}

const summary = (answers: Answer[]) =>
  answers.map((answer) => `${answer.status} ${answer.body?.message ?? ''}`);

// It brings its own PostgreSQL, so it runs alike in the PGlite and the PostgreSQL pass (never skipped).
describe('PostgreSQL stopped and started under load', () => {
  it('answers 503 with a readable message while PostgreSQL is down, and recovers without a restart', async () => {
    postgres = await startPrivatePostgres();
    shop = await createDrillShop(postgres.url);
    const server = await startServerProcess(shop.env);
    const restarted = server.exited.then(() => true);

    const shopper = await callApi(server.url, endpoints.register.path, {
      body: { name: 'Outage Drill', email: 'outage-shopper@example.com', password: 'a long enough password' },
    });
    const token = String(shopper.body?.token);
    const first = await callApi(server.url, endpoints.placeOrder.path, {
      body: orderOf(product._id, 1, 'outage-tracked@example.com'),
    });
    const tracked = { orderId: String(first.body?.orderId), email: 'outage-tracked@example.com' };
    const load = () => shopperLoad(server.url, token, tracked);

    const before = await loadFor(PHASE_MS, load);
    expect(before.length).toBeGreaterThan(4);
    expect(summary(before).filter((line) => !line.startsWith('200'))).toEqual([]);

    // down: the load keeps running while PostgreSQL stops; what starts after that must be a quick 503
    const during = load();
    await pause(300);
    await postgres.stop();
    const stoppedAt = performance.now();
    await pause(PHASE_MS);
    const down = (await during.stop()).filter((answer) => answer.startedAt > stoppedAt);
    expect(down.length).toBeGreaterThan(4);
    for (const answer of down) {
      expect(answer.status, summary([answer])[0]).toBe(503);
      expect(answer.body).toEqual({ success: false, message: serverMessages.databaseUnavailable });
      expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
    }

    await postgres.start();
    // the pool opens new connections by itself; the first calls after the start may still meet the old ones
    const deadline = performance.now() + 10_000;
    let health = await callApi(server.url, endpoints.health.path);
    while (health.status !== 200 && performance.now() < deadline) {
      await pause(100);
      health = await callApi(server.url, endpoints.health.path);
    }
    expect(health.status).toBe(200);
    const after = await loadFor(PHASE_MS, load);
    expect(after.length).toBeGreaterThan(4);
    expect(summary(after).filter((line) => !line.startsWith('200'))).toEqual([]);

    // the same process served all three phases
    expect(await Promise.race([restarted, pause(0).then(() => false)])).toBe(false);
    expect(await stopProcess(server)).toBe(0);
  }, 120_000);
});
