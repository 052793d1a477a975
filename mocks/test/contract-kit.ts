import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { ApiFailure, EndpointName } from '../../api';
import { checkAnswer, createShopClient, endpoints, isFailure } from '../../api';
import { babatunde } from '../fixtures/users';
import { handlers } from '../handlers';
import { resetMockShop, shop } from '../state';

/**
 * What the mocks' tests share (mocks/contract*.test.ts, mocks/scenarios.test.ts): the mock shop behind msw, afresh
 * for each test, and the storefront's client as a browser tab uses it.
 */

export const BASE = 'http://shop.test';

/**
 * The mock shop answers every call of the file's tests; each test starts with a fresh one, its own answers
 * (`server.use`) gone and the clock real again, whatever the test before faked.
 */
export function useMockShop(): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMockShop());
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}

export function ok<T extends { success: boolean }>(result: T | ApiFailure): T {
  expect(result, isFailure(result) ? result.message : '').toMatchObject({ success: true });
  return result as T;
}

export function refused<T extends { success: boolean }>(result: T | ApiFailure): ApiFailure {
  expect(result.success).toBe(false);
  return result as ApiFailure;
}

/** A browser tab of the storefront: a client that sends the token it got at login. */
export function aShopper() {
  let token: string | null = null;
  const client = createShopClient({ baseUrl: BASE, getToken: () => token, checkAnswer });
  const keep = (result: { success: true; token: string } | ApiFailure) => {
    token = ok(result).token;
  };
  return {
    client,
    login: async ({ email, password }: { email: string; password: string }) =>
      keep(await client.login({ email, password })),
    register: async (who: { name: string; email: string; password: string }) =>
      keep(await client.register(who)),
    /** the login's second step, after a password step the account answered with 'Enter the code' */
    loginCode: async (code: string) => keep(await client.loginCode({ code })),
    token: () => token,
  };
}

export type ShopClient = ReturnType<typeof aShopper>['client'];

/** A raw call, as a developer or a stale client might send it, past the typed client. */
export async function raw(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A raw call of a named endpoint, with its method (a GET sends no body) and the token given. */
export async function rawCall(name: EndpointName, body: unknown, token?: string) {
  const { method, path } = endpoints[name];
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Babatunde works in the shop: staff, not the owner. Logged in. */
export async function babatundeAsStaff() {
  const account = shop.shoppers.find((one) => one.email === babatunde.email);
  if (account) account.role = 'staff';
  const staff = aShopper();
  await staff.login(babatunde);
  return staff;
}
