import * as z from 'zod';
import { callProvider, type AdapterOptions } from './provider';

/** Flutterwave's v3 Standard payments (https://developer.flutterwave.com/docs): amounts in naira. */

export interface FlutterwavePayment {
  tx_ref: string;
  /** naira */
  amount: number;
  currency: 'NGN';
  redirect_url: string;
  customer: { email: string; name: string; phonenumber: string };
  meta: { orderId: string };
  customizations?: { title: string };
}

export interface FlutterwaveTransaction {
  /** successful, failed, cancelled, pending */
  status: string;
  /** naira */
  amount: number;
  currency: string;
  tx_ref: string;
  id: number;
}

const paymentAnswer = z.looseObject({
  status: z.literal('success'),
  data: z.looseObject({ link: z.url() }),
});

const verifyAnswer = z.looseObject({
  status: z.literal('success'),
  data: z.looseObject({
    id: z.number().int(),
    tx_ref: z.string(),
    status: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
});

/** Flutterwave's answers as they come over the wire: what the sandbox and the test fake send (provider-answers.ts). */
export type FlutterwavePaymentAnswer = z.input<typeof paymentAnswer>;
export type FlutterwaveVerifyAnswer = z.input<typeof verifyAnswer>;

export function flutterwaveAdapter(options: AdapterOptions) {
  return {
    /** Creates a hosted payment; the shopper pays at the returned link. */
    async initialize(request: FlutterwavePayment): Promise<string> {
      const answer = await callProvider(
        'flutterwave',
        options,
        { method: 'POST', path: '/v3/payments', body: request },
        paymentAnswer,
      );
      return answer.data.link;
    },

    async verify(transactionId: string): Promise<FlutterwaveTransaction> {
      const answer = await callProvider(
        'flutterwave',
        options,
        { method: 'GET', path: `/v3/transactions/${encodeURIComponent(transactionId)}/verify` },
        verifyAnswer,
      );
      const { status, amount, currency, tx_ref, id } = answer.data;
      return { status, amount, currency, tx_ref, id };
    },
  };
}

export type FlutterwaveAdapter = ReturnType<typeof flutterwaveAdapter>;
