import type * as z from 'zod';
import type { EndpointName, Endpoints, checkAnswer } from './endpoints';
import { isRecord } from './guards';
import { messages } from './messages';
import type { PathParams, StorefrontRouteName as StorefrontEndpointName } from './routes';
import { fillPath, routes, storefrontRouteNames } from './routes';

/** What every failed call resolves to: never a thrown error, always a sentence to show. */
export interface ApiFailure {
  success: false;
  message: string;
  /** the HTTP status; 0 when the network failed before any answer */
  status: number;
}

type Definition<K extends EndpointName> = Endpoints[K];

/** The body a call sends, or its path parameters for GET calls with parameters. */
export type CallInput<K extends EndpointName> =
  Definition<K> extends { body: 'form' }
    ? FormData
    : Definition<K>['request'] extends z.ZodType
      ? z.input<Definition<K>['request']>
      : [PathParams<Definition<K>['path']>] extends [never]
        ? void
        : Record<PathParams<Definition<K>['path']>, string>;

export type CallAnswer<K extends EndpointName> = z.output<Definition<K>['answer']>;
export type CallResult<K extends EndpointName> = CallAnswer<K> | ApiFailure;

export interface CallOptions {
  signal?: AbortSignal;
  /** sent as Idempotency-Key so that a retried order is placed once */
  idempotencyKey?: string;
}

export type ShopClient = {
  [K in StorefrontEndpointName]: (input: CallInput<K>, options?: CallOptions) => Promise<CallResult<K>>;
};

export interface ShopClientOptions {
  /** '' for the same origin; 'http://localhost:3000' from elsewhere */
  baseUrl?: string;
  /** read at every call, so logging in or out takes effect at once */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  /**
   * Checks each success against its schema (`checkAnswer` from api/endpoints). Pass it wherever zod is
   * loaded anyway: the server's render, tests, development. Without it answers are trusted as sent, which
   * keeps zod out of the browser's bundle; the server builds every answer from the same schemas.
   */
  checkAnswer?: typeof checkAnswer;
}

const failure = (message: string, status: number): ApiFailure => ({ success: false, message, status });

function failureMessage(body: unknown, status: number): string {
  if (isRecord(body)) {
    const { message, error } = body;
    if (typeof message === 'string' && message.trim()) return message;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return status >= 500 ? messages.somethingWentWrongTryAgain : messages.unexpectedAnswer;
}

/**
 * A typed client for every storefront call of the endpoint table. It sends the token header when it has
 * one, reads the JSON body whatever the status, checks a success against its schema, and turns a network
 * failure into 'Network error. Please try again.'.
 */
export function createShopClient(options: ShopClientOptions = {}): ShopClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<K extends StorefrontEndpointName>(
    name: K,
    input: CallInput<K>,
    callOptions: CallOptions = {},
  ): Promise<CallResult<K>> {
    const definition = routes[name];
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken?.();
    if (token && definition.auth !== 'none') headers.token = token;
    if (callOptions.idempotencyKey) headers['idempotency-key'] = callOptions.idempotencyKey;

    let path: string = definition.path;
    let body: string | FormData | undefined;
    if (definition.method === 'GET') {
      path = fillPath(path, isRecord(input) ? input : {});
    } else if (input instanceof FormData) {
      // a file goes as multipart form data: fetch writes the content type with its boundary
      body = input;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }

    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, {
        method: definition.method,
        headers,
        body,
        signal: callOptions.signal,
      });
    } catch (error) {
      if (callOptions.signal?.aborted) throw error;
      return failure(messages.networkError, 0);
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      return failure(failureMessage(null, response.status), response.status);
    }
    if (isRecord(parsed) && parsed.success === true) {
      const answer = options.checkAnswer?.(name, parsed) ?? { ok: true, value: parsed };
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the server built this answer from the call's schema (api/endpoints.ts), checked again above when checkAnswer is given; the browser trusts it so as not to load zod
      if (answer.ok) return answer.value as CallAnswer<K>;
      return failure(messages.unexpectedAnswer, response.status);
    }
    return failure(failureMessage(parsed, response.status), response.status || 500);
  }

  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one function per storefront call, each sending its own name: TypeScript cannot follow a name to its own types through a map
  return Object.fromEntries(
    storefrontRouteNames.map((name) => [
      name,
      (input: never, callOptions?: CallOptions) => call(name, input, callOptions),
    ]),
  ) as ShopClient;
}

export const isFailure = <T extends { success: boolean }>(result: T | ApiFailure): result is ApiFailure =>
  result.success === false;
