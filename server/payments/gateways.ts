import { fromKobo, toKobo } from '../../api';
import type { StoredOrder } from '../services/orders';
import type { Shop } from '../shop';
import { flutterwaveAdapter } from './flutterwave';
import { paystackAdapter } from './paystack';
import type { ProviderFetch, ProviderName } from './provider';
import type { ProviderSettings } from './settings';

/** What a provider says about a payment, in the shop's words, whichever provider it was. */
export interface ReportedPayment {
  outcome: 'paid' | 'failed' | 'cancelled' | 'pending';
  amountKobo: number;
  currency: string;
  /** Paystack's reference or Flutterwave's tx_ref */
  reference: string;
  /** the order the provider has on record (metadata), when it says */
  orderId: string | null;
}

/** One card provider as routes use it: start a payment for an order, check one. */
export interface CardGateway {
  provider: ProviderName;
  /** true when the built-in sandbox answers (no secret key set) */
  sandbox: boolean;
  /** the key webhook signatures are made with; null in the sandbox, which sends no webhooks */
  secretKey: string | null;
  /** returns the address the shopper pays at */
  start(order: StoredOrder, reference: string): Promise<string>;
  /** Paystack: by reference; Flutterwave: by transaction id */
  check(id: string): Promise<ReportedPayment>;
}

/** The keys the sandbox expects; they open nothing real. */
export const SANDBOX_KEYS = {
  paystack: 'sk_test_sandbox',
  flutterwave: 'FLWSECK_TEST-sandbox',
} as const satisfies Record<ProviderName, string>;

const paystackOutcomes: Record<string, ReportedPayment['outcome']> = {
  success: 'paid',
  abandoned: 'cancelled',
  failed: 'failed',
  reversed: 'failed',
};
const flutterwaveOutcomes: Record<string, ReportedPayment['outcome']> = {
  successful: 'paid',
  cancelled: 'cancelled',
  failed: 'failed',
};

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Where the provider sends the shopper back: the storefront's /verify screen. */
export const returnUrl = (shop: Shop, order: StoredOrder, provider: ProviderName) =>
  `${shop.publicUrl}/verify?${new URLSearchParams({ orderId: order.id, gateway: provider })}`;

interface Connection {
  baseUrl: string;
  secretKey: string;
  fetch?: ProviderFetch;
}

/**
 * The provider's real API when its secret key is set, else the built-in sandbox at the shop's own
 * /sandbox/<provider>, reached in this process by `sandboxFetch`. The adapters are the same either way.
 */
function connect(
  shop: Shop,
  provider: ProviderName,
  settings: ProviderSettings,
  sandboxFetch: ProviderFetch,
) {
  const sandbox = settings.secretKey === null;
  const connection: Connection = sandbox
    ? {
        baseUrl: `${shop.publicUrl}/sandbox/${provider}`,
        secretKey: SANDBOX_KEYS[provider],
        fetch: sandboxFetch,
      }
    : { baseUrl: settings.baseUrl, secretKey: settings.secretKey ?? '' };
  return {
    sandbox,
    secretKey: sandbox ? null : connection.secretKey,
    adapter: { ...connection, timeoutMs: shop.payments.timeoutMs },
  };
}

export function paystackGateway(shop: Shop, sandboxFetch: ProviderFetch): CardGateway {
  const { sandbox, secretKey, adapter } = connect(shop, 'paystack', shop.payments.paystack, sandboxFetch);
  const paystack = paystackAdapter(adapter);
  return {
    provider: 'paystack',
    sandbox,
    secretKey,
    start: (order, reference) =>
      paystack.initialize({
        email: order.email,
        amount: order.totalKobo,
        reference,
        currency: 'NGN',
        callback_url: returnUrl(shop, order, 'paystack'),
        metadata: { orderId: order.id },
      }),
    async check(reference) {
      const paid = await paystack.verify(reference);
      return {
        outcome: paystackOutcomes[paid.status] ?? 'pending',
        amountKobo: paid.amount,
        currency: paid.currency,
        reference: paid.reference,
        orderId: stringOrNull(paid.metadata.orderId),
      };
    },
  };
}

export function flutterwaveGateway(shop: Shop, sandboxFetch: ProviderFetch): CardGateway {
  const { sandbox, secretKey, adapter } = connect(
    shop,
    'flutterwave',
    shop.payments.flutterwave,
    sandboxFetch,
  );
  const flutterwave = flutterwaveAdapter(adapter);
  return {
    provider: 'flutterwave',
    sandbox,
    secretKey,
    start: (order, reference) =>
      flutterwave.initialize({
        tx_ref: reference,
        amount: fromKobo(order.totalKobo),
        currency: 'NGN',
        redirect_url: returnUrl(shop, order, 'flutterwave'),
        customer: {
          email: order.email,
          name: `${order.address.firstName} ${order.address.lastName}`.trim(),
          phonenumber: order.address.phone,
        },
        meta: { orderId: order.id },
        customizations: { title: shop.payments.shopName },
      }),
    async check(transactionId) {
      const paid = await flutterwave.verify(transactionId);
      return {
        outcome: flutterwaveOutcomes[paid.status] ?? 'pending',
        // compared in whole kobo, like Paystack's
        amountKobo: toKobo(paid.amount),
        currency: paid.currency,
        reference: paid.tx_ref,
        orderId: null,
      };
    },
  };
}
