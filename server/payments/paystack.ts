import * as z from 'zod';
import { isRecord } from '../../api/guards';
import { callProvider, type AdapterOptions } from './provider';

/** Paystack's transaction API (https://paystack.com/docs/api/transaction/): amounts in kobo. */

export interface PaystackInitialize {
  email: string;
  /** kobo */
  amount: number;
  /** unique per payment attempt */
  reference: string;
  currency: 'NGN';
  callback_url: string;
  metadata: { orderId: string };
}

export interface PaystackTransaction {
  /** success, failed, abandoned, ongoing, pending, processing, queued, reversed */
  status: string;
  /** kobo */
  amount: number;
  currency: string;
  reference: string;
  metadata: Record<string, unknown>;
}

const initializeAnswer = z.looseObject({
  status: z.literal(true),
  data: z.looseObject({ authorization_url: z.url(), reference: z.string() }),
});

/** Paystack sends metadata back as it was given, sometimes as a JSON string, and 0 or '' when there was none. */
const metadataSchema = z.unknown().transform((value): Record<string, unknown> => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return isRecord(parsed) ? parsed : {};
});

const verifyAnswer = z.looseObject({
  status: z.literal(true),
  data: z.looseObject({
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    metadata: metadataSchema,
  }),
});

/** Paystack's answers as they come over the wire: what the sandbox and the test fake send (provider-answers.ts). */
export type PaystackInitializeAnswer = z.input<typeof initializeAnswer>;
export type PaystackVerifyAnswer = z.input<typeof verifyAnswer>;

export function paystackAdapter(options: AdapterOptions) {
  return {
    /** Starts a payment; the shopper pays at the returned authorization_url. */
    async initialize(request: PaystackInitialize): Promise<string> {
      const answer = await callProvider(
        'paystack',
        options,
        { method: 'POST', path: '/transaction/initialize', body: request },
        initializeAnswer,
      );
      return answer.data.authorization_url;
    },

    async verify(reference: string): Promise<PaystackTransaction> {
      const answer = await callProvider(
        'paystack',
        options,
        { method: 'GET', path: `/transaction/verify/${encodeURIComponent(reference)}` },
        verifyAnswer,
      );
      const { status, amount, currency, reference: paid, metadata } = answer.data;
      return { status, amount, currency, reference: paid, metadata };
    },
  };
}

export type PaystackAdapter = ReturnType<typeof paystackAdapter>;
