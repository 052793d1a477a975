/**
 * The scale-out path: two server processes on different ports share one PostgreSQL, as N processes behind a
 * load balancer would. Nothing a shopper relies on may live in one process only: a session, a cart, the rate
 * limits and the stock must hold whichever process answers. With TEST_DATABASE_URL they share that PostgreSQL
 * (in a schema of their own); without it, a private PostgreSQL started for the drill, so it always runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemKey, endpoints, messages } from '../../api';
import { serverMessages } from '../http/messages';
import { defaultRateLimits } from '../services/rate-limits';
import { testDatabaseUrl } from '../test/database';
import { orderOf } from '../test/orders';
import { killLeftovers, runEntry, startServerProcess, stopProcess, type ShopProcess } from '../test/process';
import { createDrillShop, plainSeededProducts, type DrillShop } from './drill-shop';
import { callApi, clientAt } from './load';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

const [soldOut, inCart] = plainSeededProducts();
const STOCK = 5;
const PASSWORD = 'a long enough password';

let postgres: PrivatePostgres | undefined;
let shop: DrillShop | undefined;
let servers: (ShopProcess & { url: string })[] = [];
/** the two servers' URLs */
let a = '';
let b = '';

beforeAll(async () => {
  postgres = testDatabaseUrl ? undefined : await startPrivatePostgres();
  shop = await createDrillShop(testDatabaseUrl ?? postgres?.url ?? null);
  // the owner's CLI migrates and seeds the shared database and sets the stock before the servers start
  const setStock = runEntry('cli.ts', shop.env, ['stock', soldOut._id, String(STOCK)]);
  expect(await setStock.exited, setStock.output()).toBe(0);
  servers = await Promise.all([startServerProcess(shop.env), startServerProcess(shop.env)]);
  [a, b] = servers.map((server) => server.url) as [string, string];
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map(stopProcess));
  killLeftovers();
  await shop?.dispose();
  await postgres?.dispose();
}, 30_000);

async function register(url: string, name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const answer = await clientAt(url).register({ name, email, password: PASSWORD });
  if (!answer.success) throw new Error(`register failed: ${answer.message}`);
  return { email, token: answer.token };
}

describe(`two server processes on one PostgreSQL (${testDatabaseUrl ? 'TEST_DATABASE_URL' : 'a private PostgreSQL'})`, () => {
  it('listen on different ports', () => {
    expect(new URL(a).port).not.toBe(new URL(b).port);
  });

  it('share sessions: made on A, it works on B; logged out on B, it is revoked on A', async () => {
    const { token } = await register(a, 'Session');
    expect(await clientAt(b, token).cartGet({})).toMatchObject({ success: true, cartData: {} });
    expect(await clientAt(b, token).logout({})).toMatchObject({ success: true, message: messages.loggedOut });
    expect(await clientAt(a, token).cartGet({})).toEqual({
      success: false,
      status: 401,
      message: serverMessages.sessionExpired,
    });
  }, 30_000);

  it('share carts: changed on A, read on B, and the other way round', async () => {
    const { email } = await register(a, 'Cart');
    const login = await clientAt(b).login({ email, password: PASSWORD });
    if (!login.success) throw new Error(login.message);
    const key = cartItemKey(inCart._id, {});

    expect(await clientAt(a, login.token).cartAdd({ itemId: inCart._id, quantity: 2 })).toMatchObject({
      success: true,
    });
    expect(await clientAt(b, login.token).cartGet({})).toMatchObject({
      cartData: { [key]: { productId: inCart._id, quantity: 2 } },
    });
    await clientAt(b, login.token).cartUpdate({ cartItemKey: key, quantity: 3 });
    expect(await clientAt(a, login.token).cartGet({})).toMatchObject({
      cartData: { [key]: { productId: inCart._id, quantity: 3 } },
    });
  }, 30_000);

  it('share rate limits: failed logins alternated between A and B meet 429 at the same count as on one server', async () => {
    // one server refuses the attempt after the allowed failures (rate-limits.test.ts, accounts.test.ts); each
    // failed login costs a production-strength scrypt, so the drill runs only the alternated sequence; both
    // servers see the drill's one address, so the strict limit (an email from one address) is the one met
    const allowed = defaultRateLimits.loginFailuresPerEmailAndIp.max;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= allowed + 1; attempt += 1) {
      const answer = await callApi(attempt % 2 ? a : b, endpoints.login.path, {
        body: { email: 'limit-alternated@example.com', password: 'not the password' },
      });
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(answer.body).toEqual({ success: false, message: messages.tooManyAttempts });
    }
    expect(statuses).toEqual([...Array.from({ length: allowed }, () => 401), 429]);
    // and the refusal holds on both servers
    for (const url of [a, b])
      expect(
        (
          await callApi(url, endpoints.login.path, {
            body: { email: 'limit-alternated@example.com', password: PASSWORD },
          })
        ).status,
      ).toBe(429);
  }, 60_000);

  it(`share stock: ${10 * STOCK} concurrent orders split across A and B for the last ${STOCK} sell exactly ${STOCK}`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 * STOCK }, (_, i) =>
        callApi(i % 2 ? b : a, endpoints.placeOrder.path, {
          body: orderOf(soldOut._id, 1, `scale-out-${i}@example.com`),
        }),
      ),
    );
    const sold = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(sold).toHaveLength(STOCK);
    expect(refused).toHaveLength(9 * STOCK);
    // both servers show the shelf empty: neither keeps a copy of the stock of its own
    for (const url of [a, b])
      expect(await clientAt(url).product({ id: soldOut._id })).toMatchObject({
        product: { stock: 0, inStock: false },
      });
  }, 60_000);
});
