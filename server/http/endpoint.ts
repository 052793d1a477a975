import type { Context, Hono } from 'hono';
import type * as z from 'zod';
import type { EndpointName, Endpoints, StaffRole } from '../../api';
import { endpoints, messages } from '../../api';
import type { AccountRole } from '../db/schema';
import type { Shopper } from '../services/accounts';
import type { Shop } from '../shop';
import { authenticate } from './auth';
import { forbidden } from './errors';
import { readBody } from './read-body';

type Definition<K extends EndpointName> = Endpoints[K];

export type RequestOf<K extends EndpointName> = Definition<K>['request'] extends z.ZodType
  ? z.output<Definition<K>['request']>
  : undefined;

export type AnswerOf<K extends EndpointName> = z.input<Definition<K>['answer']>;

type ShopperOf<K extends EndpointName> = Definition<K>['auth'] extends 'required' ? Shopper : Shopper | null;

export interface Call<K extends EndpointName> {
  c: Context;
  body: RequestOf<K>;
  shopper: ShopperOf<K>;
}

/** Each role may do what the ones below it may: staff < owner. */
const rank = { shopper: 0, staff: 1, owner: 2 } as const satisfies Record<AccountRole, number>;

/** An admin call needs a staff account at least; some, the owner's (api/routes.ts `role`). */
function requireRole(shopper: Shopper | null, role: StaffRole | undefined): void {
  if (role && (!shopper || rank[shopper.role] < rank[role])) throw forbidden(messages.staffOnly);
}

/**
 * Registers one call of the endpoint table: its method and path, its auth, its request schema and its
 * answer all come from api/endpoints.ts, so a route cannot drift from the contract. The handler returns
 * the success answer (or a Response of its own); failures are thrown as ShopError.
 */
export function handle<K extends EndpointName>(
  router: Hono,
  shop: Shop,
  name: K,
  handler: (call: Call<K>) => Promise<AnswerOf<K> | Response>,
): void {
  const definition: Definition<K> = endpoints[name];
  router.on(definition.method, definition.path, async (c) => {
    const shopper = await authenticate(c, shop, definition.auth);
    requireRole(shopper, 'role' in definition ? definition.role : undefined);
    const body = definition.request ? await readBody(c, definition.request) : undefined;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the shopper and body come from this call's own `auth` (required: never null) and request schema, which TypeScript cannot follow from K through the endpoint table
    const call = { c, body, shopper } as Call<K>;
    const answer = await handler(call);
    if (answer instanceof Response) return answer;
    // tests turn this on: every success answer must parse with the contract's schema
    if (shop.checkAnswers) definition.answer.parse(answer);
    return jsonAnswer(c, answer);
  });
}

/**
 * A JSON answer that states its length. hono/compress leaves an answer under 1 KB alone only when it
 * knows the length, and compressing a small answer (most of them) costs more time than it saves bytes.
 */
function jsonAnswer(c: Context, answer: unknown): Response {
  const text = JSON.stringify(answer);
  return c.body(text, 200, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
  });
}
