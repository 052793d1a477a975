import type { FlutterwavePaymentAnswer, FlutterwaveVerifyAnswer } from './flutterwave';
import type { PaystackInitializeAnswer, PaystackVerifyAnswer } from './paystack';
import type { ProviderName } from './provider';
import type { FlutterwaveEvent, PaystackEvent } from './webhooks';

/**
 * What Paystack and Flutterwave say, written once for all that plays them: the built-in sandbox (sandbox.ts),
 * the payment tests' fake servers (test/fake-providers.ts) and the webhooks the tests send. Typed by the
 * schemas the adapters and webhooks.ts read them with, so no emulation drifts from what the shop expects.
 * Amounts as each provider counts them: Paystack in kobo, Flutterwave in naira. Where the provider sends the
 * shopper back is api/'s providerReturnQuery, as the browser mock plays that too.
 */

/** Paystack's answer to POST /transaction/initialize: the shopper pays at `authorizationUrl`. */
export const paystackInitialized = (started: {
  reference: string;
  authorizationUrl: string;
  accessCode: string;
}) =>
  ({
    status: true,
    message: 'Authorization URL created',
    data: {
      authorization_url: started.authorizationUrl,
      access_code: started.accessCode,
      reference: started.reference,
    },
  }) satisfies PaystackInitializeAnswer;

/** Paystack's answer to GET /transaction/verify/:reference. `status` is Paystack's word (success, abandoned…). */
export const paystackVerified = (transaction: {
  id: number;
  status: string;
  reference: string;
  amountKobo: number;
  currency: string;
  /** as the shop gave it */
  metadata: unknown;
  email: string;
}) =>
  ({
    status: true,
    message: 'Verification successful',
    data: {
      id: transaction.id,
      status: transaction.status,
      reference: transaction.reference,
      amount: transaction.amountKobo,
      currency: transaction.currency,
      metadata: transaction.metadata,
      gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
      customer: { email: transaction.email },
    },
  }) satisfies PaystackVerifyAnswer;

/** Flutterwave's answer to POST /v3/payments: the shopper pays at `link`. */
export const flutterwaveHostedLink = (link: string) =>
  ({ status: 'success', message: 'Hosted Link', data: { link } }) satisfies FlutterwavePaymentAnswer;

/** Flutterwave's answer to GET /v3/transactions/:id/verify. `status` is Flutterwave's word (successful…). */
export const flutterwaveVerified = (transaction: {
  id: number;
  txRef: string;
  /** Flutterwave's own reference for the charge */
  flwRef: string;
  status: string;
  amountNaira: number;
  currency: string;
  email: string;
  customerName: string | null;
  /** as the shop gave it */
  meta: unknown;
}) =>
  ({
    status: 'success',
    message: 'Transaction fetched successfully',
    data: {
      id: transaction.id,
      tx_ref: transaction.txRef,
      flw_ref: transaction.flwRef,
      amount: transaction.amountNaira,
      charged_amount: transaction.amountNaira,
      currency: transaction.currency,
      status: transaction.status,
      customer: { email: transaction.email, name: transaction.customerName },
      meta: transaction.meta,
    },
  }) satisfies FlutterwaveVerifyAnswer;

/** Each provider's error body (a 4xx or 5xx): the adapters log its `message`. */
export const providerRefusal = (provider: ProviderName, message: string) =>
  provider === 'paystack' ? { status: false, message } : { status: 'error', message, data: null };

/** Paystack's charge.success webhook; its raw JSON is signed with webhooks.ts's paystackSignature. */
export const paystackChargeSuccess = (charge: {
  reference: string;
  amountKobo: number;
  currency?: string;
  /** the order the shop put in the metadata, if any */
  orderId?: string;
}) =>
  ({
    event: 'charge.success',
    data: {
      status: 'success',
      reference: charge.reference,
      amount: charge.amountKobo,
      currency: charge.currency ?? 'NGN',
      metadata: charge.orderId === undefined ? {} : { orderId: charge.orderId },
    },
  }) satisfies PaystackEvent;

/** Flutterwave's charge.completed webhook, sent with the secret hash in verif-hash. Only `id` is believed. */
export const flutterwaveChargeCompleted = (charge: {
  id: number;
  txRef?: string;
  status?: string;
  amountNaira?: number;
}) =>
  ({
    event: 'charge.completed',
    data: { id: charge.id, tx_ref: charge.txRef, status: charge.status, amount: charge.amountNaira },
  }) satisfies FlutterwaveEvent;
