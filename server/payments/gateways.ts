import { fromKobo, toKobo } from '../../api';
import type { StoredOrder } from '../services/orders';
import type { Shop } from '../shop';
import { flutterwaveAdapter } from './flutterwave';
import { paystackAdapter } from './paystack';
import type { ProviderFetch, ProviderName } from './provider';
import { providerMode } from './settings';

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
  /** false when it has no key and the sandbox does not run: the shop does not offer it */
  offered: boolean;
  /** true when the built-in sandbox answers (no secret key set, the sandbox running) */
  sandbox: boolean;
  /** the key webhook signatures are made with; null in the sandbox, which sends no webhooks */
  secretKey: string | null;
  /** returns the address the shopper pays at */
  start(order: StoredOrder, reference: string): Promise<string>;
  /** Paystack: by reference; Flutterwave: by transaction id */
  check(id: string): Promise<ReportedPayment>;
}

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
 * /sandbox/<provider> when it runs, reached in this process by `sandboxFetch` with this process's key.
 * The adapters are the same either way. A provider with neither is not offered; its adapter is never called.
 */
function connect(shop: Shop, provider: ProviderName, sandboxFetch: ProviderFetch) {
  const mode = providerMode(shop.payments, provider);
  const { secretKey, baseUrl } = shop.payments[provider];
  const connection: Connection =
    mode === 'sandbox'
      ? {
          baseUrl: `${shop.publicUrl}/sandbox/${provider}`,
          secretKey: shop.payments.sandboxKey ?? '',
          fetch: sandboxFetch,
        }
      : { baseUrl, secretKey: secretKey ?? '' };
  return {
    offered: mode !== 'off',
    sandbox: mode === 'sandbox',
    secretKey: mode === 'api' ? secretKey : null,
    adapter: { ...connection, timeoutMs: shop.payments.timeoutMs },
  };
}

export function paystackGateway(shop: Shop, sandboxFetch: ProviderFetch): CardGateway {
  const { adapter, ...connected } = connect(shop, 'paystack', sandboxFetch);
  const paystack = paystackAdapter(adapter);
  return {
    provider: 'paystack',
    ...connected,
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
  const { adapter, ...connected } = connect(shop, 'flutterwave', sandboxFetch);
  const flutterwave = flutterwaveAdapter(adapter);
  return {
    provider: 'flutterwave',
    ...connected,
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
