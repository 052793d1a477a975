import type * as z from 'zod';

export type ProviderName = 'paystack' | 'flutterwave';

export const providerLabel = { paystack: 'Paystack', flutterwave: 'Flutterwave' } as const satisfies Record<
  ProviderName,
  string
>;

/** How an adapter reaches its provider: the global fetch, or the built-in sandbox in this process. */
export type ProviderFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface AdapterOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  fetch?: ProviderFetch;
}

/**
 * What went wrong talking to a provider. `message` is a sentence for the shopper; `detail` (the provider's own
 * words, a status) is for the log only.
 *  - unreachable: no answer, a 5xx or a timeout: nothing is known, try again later
 *  - refused: a 4xx: the provider said no (bad key, bad request, unknown transaction)
 *  - unreadable: a 2xx whose body is not the documented shape
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly kind: 'unreachable' | 'refused' | 'unreadable',
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The `message` a provider puts in its error bodies (both do), for the log. */
function providerMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // not JSON: keep the start of the text
  }
  return text.slice(0, 200);
}

/**
 * One call to a provider's JSON API with its secret key, a time limit, and the documented answer checked
 * with `answer`. Every failure becomes a ProviderError: a slow or broken provider never crashes the shop.
 */
export async function callProvider<S extends z.ZodType>(
  provider: ProviderName,
  options: AdapterOptions,
  request: { method: 'GET' | 'POST'; path: string; body?: unknown },
  answer: S,
): Promise<z.output<S>> {
  const label = providerLabel[provider];
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const unreachable = (detail: string) =>
    new ProviderError(
      provider,
      'unreachable',
      `${label} is not answering right now. Please try again in a moment.`,
      detail,
    );
  let status: number;
  let text: string;
  try {
    const response = await send(`${options.baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw unreachable(isTimeout(error) ? `no answer within ${options.timeoutMs} ms` : String(error));
  }
  if (status >= 500) throw unreachable(`HTTP ${status}: ${providerMessage(text)}`);
  if (status >= 400)
    throw new ProviderError(
      provider,
      'refused',
      `${label} refused the request.`,
      `HTTP ${status}: ${providerMessage(text)}`,
    );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = answer.safeParse(body);
  if (!parsed.success)
    throw new ProviderError(
      provider,
      'unreadable',
      `${label} sent an answer we could not read.`,
      text.slice(0, 300),
    );
  return parsed.data;
}
