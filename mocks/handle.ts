import type * as z from 'zod';
import type { EndpointName, Endpoints, Route, StaffRole } from '../api';
import { describeProblem, endpoints, messages, staffRoles } from '../api';
import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import type { MockShopper } from './state';
import { findShopper, shop } from './state';

/** The body an endpoint accepts once its api/ schema has parsed it (defaults filled in). */
export type RequestOf<K extends EndpointName> = Endpoints[K]['request'] extends z.ZodType
  ? z.output<Endpoints[K]['request']>
  : undefined;

/** What a mock may answer for an endpoint: the input side of its answer schema, so a wrong answer fails typecheck. */
export type AnswerOf<K extends EndpointName> = z.input<Endpoints[K]['answer']>;

/** msw's path for an endpoint: the same ':param' syntax, matched on any origin. */
export const route = (name: EndpointName): string => `*${endpoints[name].path}`;

/** Paths without parameters, so '/api/product/:id' can leave '/api/product/list' to its own handler. */
const fixedPaths = new Set<string>(
  Object.values(endpoints)
    .map((endpoint): string => endpoint.path)
    .filter((path) => !path.includes(':')),
);

type Info = { request: Request; params: Record<string, string | readonly string[] | undefined> };

/**
 * An msw handler for one endpoint. A parameterised path falls through (returns nothing) when the URL is
 * another endpoint's fixed path, so an override of `product` in a story never swallows `productList`.
 */
export function on(name: EndpointName, resolver: (info: Info) => Promise<Response> | Response): HttpHandler {
  const { method, path } = endpoints[name];
  const verb = method === 'GET' ? http.get : http.post;
  return verb(route(name), (info) => {
    if (path.includes(':') && fixedPaths.has(new URL(info.request.url).pathname)) return undefined;
    return resolver(info);
  });
}

/** Answers 200 with a body checked by the endpoint's answer schema; a mock that drifts answers 500 loudly. */
export function answer<K extends EndpointName>(name: K, body: AnswerOf<K>): Response {
  const checked = endpoints[name].answer.safeParse(body);
  if (checked.success) return HttpResponse.json(checked.data);
  const problem = `The mock answer for ${name} does not match api/: ${describeProblem(checked.error)}`;
  console.error(problem);
  return HttpResponse.json({ success: false, message: problem }, { status: 500 });
}

/** A failure in the endpoint's own failure shape: `{ success:false, message }`, the newsletter's `{ error }`. */
export function refuse(name: EndpointName, status: number, message: string): Response {
  const body =
    name === 'newsletterSubscribe' ? { success: false, error: message } : { success: false, message };
  return HttpResponse.json(endpoints[name].failure.parse(body), { status });
}

/** The session token from the `token` header (the original client's), or `Authorization: Bearer`. */
export function tokenOf(request: Request): string | null {
  const token = request.headers.get('token')?.trim();
  if (token) return token;
  const bearer = request.headers
    .get('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  return bearer || null;
}

async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await request.text();
  if (!text.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export interface Call<K extends EndpointName> {
  request: Request;
  params: Record<string, string>;
  body: RequestOf<K>;
  /** the logged-in shopper, when a valid token came with the call */
  shopper: MockShopper | null;
  token: string | null;
}

/** Whether the shopper works in the admin at `least` that role (staff < owner), as the server ranks them. */
const mayWork = (shopper: MockShopper | null, least: StaffRole): boolean =>
  shopper?.role !== undefined && staffRoles.indexOf(shopper.role) >= staffRoles.indexOf(least);

/**
 * The mock's version of a server route, in the server's order (server/http/endpoint.ts): the token where the
 * endpoint needs one (401), the role an admin call asks in api/routes.ts (403, whatever the body), then the
 * body by the endpoint's request schema (400 with a readable sentence), then the area's logic.
 */
export function handle<K extends EndpointName>(
  name: K,
  resolver: (call: Call<K>) => Response | Promise<Response>,
): HttpHandler {
  const endpoint: Endpoints[EndpointName] & Route = endpoints[name];
  return on(name, async ({ request, params }) => {
    const token = tokenOf(request);
    const shopperId = token ? shop.sessions.get(token) : undefined;
    const shopper = shopperId ? (findShopper(shopperId) ?? null) : null;
    if (endpoint.auth !== 'none' && token && !shopper)
      return refuse(name, 401, 'Your session has expired. Please log in again.');
    if (endpoint.auth === 'required' && !shopper) return refuse(name, 401, messages.loginRequired);
    if (endpoint.role && !mayWork(shopper, endpoint.role)) return refuse(name, 403, messages.staffOnly);

    let body: unknown = undefined;
    if (endpoint.request) {
      const json = await readJson(request);
      if (!json.ok) return refuse(name, 400, 'The request body must be valid JSON.');
      const parsed = endpoint.request.safeParse(json.value);
      if (!parsed.success) return refuse(name, 400, describeProblem(parsed.error));
      body = parsed.data;
    }
    const pathParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- parsed above by this call's own request schema (none: undefined), which TypeScript cannot follow from K through the endpoint table
    return resolver({ request, params: pathParams, body: body as RequestOf<K>, shopper, token });
  });
}

/**
 * `handle` for a call the mock answers only for a logged-in shopper: the resolver always has the shopper.
 * (The cart is 'optional': handlers/cart.ts keeps one guest cart for the tab, as the `guest` cookie does.)
 */
export function handleForShopper<K extends EndpointName>(
  name: K,
  resolver: (call: Call<K> & { shopper: MockShopper }) => Response | Promise<Response>,
): HttpHandler {
  if (endpoints[name].auth === 'none') throw new Error(`${name} takes no login in api/endpoints.ts`);
  return handle(name, (call) =>
    call.shopper ? resolver({ ...call, shopper: call.shopper }) : refuse(name, 401, messages.loginRequired),
  );
}

/**
 * `handle` for an admin call (one with a `role` in api/routes.ts): `handle` has refused a visitor (401) and
 * an account below the role (403) before the body is read, so the resolver has the staff member calling.
 */
export function handleForStaff<K extends EndpointName>(
  name: K,
  resolver: (call: Call<K> & { staff: MockShopper }) => Response | Promise<Response>,
): HttpHandler {
  const endpoint: Route = endpoints[name];
  if (!endpoint.role) throw new Error(`${name} asks no role in api/routes.ts`);
  return handleForShopper(name, (call) => resolver({ ...call, staff: call.shopper }));
}
