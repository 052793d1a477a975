/**
 * Paystack and Flutterwave as the card payment tests meet them: an HTTP server on loopback that answers with the
 * providers' documented shapes (payments/provider-answers.ts, as the sandbox does), and the settings that point
 * the shop at it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  flutterwaveHostedLink,
  flutterwaveVerified,
  paystackInitialized,
  paystackVerified,
  providerRefusal,
} from '../payments/provider-answers';

/** A transaction as the fake provider keeps it (Flutterwave's amount in naira, Paystack's in kobo). */
export interface FakeTransaction {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
  email: string;
  customerName: string | null;
}

export interface FakeProvider {
  url: string;
  /** every request: method, path, the Authorization header and the JSON body */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  transactions: Map<string, FakeTransaction>;
  /** null: answer normally; 'hang': never answer; a number: answer with that 5xx */
  outage: null | 'hang' | number;
  find(reference: string): FakeTransaction;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Paystack (/transaction/initialize, /transaction/verify/:reference) and Flutterwave (/v3/payments,
 * /v3/transactions/:id/verify) on 127.0.0.1, with the secret key `secretKey`. A started payment is
 * 'abandoned' (Paystack) or 'pending' (Flutterwave) until a test changes it in `transactions`.
 */
export async function startFakeProvider(secretKey: string): Promise<FakeProvider> {
  const fake: Omit<FakeProvider, 'url' | 'close'> = {
    requests: [],
    transactions: new Map(),
    outage: null,
    find(reference) {
      const found = fake.transactions.get(reference);
      if (!found) throw new Error(`the fake provider has no transaction ${reference}`);
      return found;
    },
  };
  let nextId = 5_000_001;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      const path = request.url ?? '/';
      fake.requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        body,
      });
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      // one server plays both: the path says which
      const provider = path.startsWith('/v3/') ? 'flutterwave' : 'paystack';
      const refuse = (status: number, message: string) => send(status, providerRefusal(provider, message));
      if (fake.outage === 'hang') return;
      if (typeof fake.outage === 'number') return refuse(fake.outage, 'Service unavailable');
      if (request.headers.authorization !== `Bearer ${secretKey}`) return refuse(401, 'Invalid key');
      const input = (body ?? {}) as Record<string, unknown>;

      if (request.method === 'POST' && path === '/transaction/initialize') {
        const reference = String(input.reference);
        fake.transactions.set(reference, {
          id: nextId++,
          reference,
          status: 'abandoned',
          amount: Number(input.amount),
          currency: String(input.currency),
          metadata: (input.metadata ?? {}) as Record<string, unknown>,
          email: String(input.email),
          customerName: null,
        });
        return send(
          200,
          paystackInitialized({
            reference,
            authorizationUrl: `https://checkout.paystack.test/${reference}`,
            accessCode: 'ac',
          }),
        );
      }
      const paystackVerify = /^\/transaction\/verify\/(.+)$/.exec(path);
      if (request.method === 'GET' && paystackVerify) {
        const found = fake.transactions.get(decodeURIComponent(paystackVerify[1] ?? ''));
        if (!found) return refuse(400, 'Transaction reference not found');
        return send(200, paystackVerified({ ...found, amountKobo: found.amount }));
      }
      if (request.method === 'POST' && path === '/v3/payments') {
        const reference = String(input.tx_ref);
        const customer = (input.customer ?? {}) as Record<string, unknown>;
        fake.transactions.set(reference, {
          id: nextId++,
          reference,
          status: 'pending',
          amount: Number(input.amount),
          currency: String(input.currency),
          metadata: (input.meta ?? {}) as Record<string, unknown>,
          email: String(customer.email),
          customerName: typeof customer.name === 'string' ? customer.name : null,
        });
        return send(200, flutterwaveHostedLink(`https://checkout.flutterwave.test/${reference}`));
      }
      const flutterwaveVerify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(path);
      if (request.method === 'GET' && flutterwaveVerify) {
        const found = [...fake.transactions.values()].find((t) => t.id === Number(flutterwaveVerify[1]));
        if (!found) return refuse(400, 'No transaction was found for this id');
        return send(
          200,
          flutterwaveVerified({
            ...found,
            txRef: found.reference,
            flwRef: `FLW-${found.id}`,
            amountNaira: found.amount,
            meta: found.metadata,
          }),
        );
      }
      return refuse(404, 'Not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get outage() {
      return fake.outage;
    },
    set outage(value) {
      fake.outage = value;
    },
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The settings that point a provider at a fake one: its key, its base URL, and a short time limit. */
export function fakeProviderEnv(
  gateway: 'paystack' | 'flutterwave',
  provider: FakeProvider,
  secretKey: string,
) {
  const name = gateway.toUpperCase();
  return {
    [`${name}_SECRET_KEY`]: secretKey,
    [`${name}_BASE_URL`]: provider.url,
    PAYMENT_TIMEOUT_SECONDS: '0.3',
  };
}

/** The keys of the two fake providers most tests run beside each other, and Flutterwave's webhook hash. */
export const FAKE_KEYS = { paystack: 'sk_test_fake_paystack', flutterwave: 'FLWSECK_TEST-fake' } as const;
export const FAKE_FLUTTERWAVE_HASH = 'a-secret-hash-set-on-flutterwave';
