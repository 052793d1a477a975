import { formatNaira, fromKobo } from '../../api';
import { providerLabel, type ProviderName } from './provider';

/**
 * What the card-payment calls say. A failure mentions 'reference' only when the reference is the problem:
 * the storefront replaces such messages with its 'contact support' advice.
 */
export const paymentMessages = {
  redirecting: (provider: ProviderName) =>
    `Order created. Redirecting you to ${providerLabel[provider]} to pay.`,
  startFailed: (provider: ProviderName) =>
    `We could not start your ${providerLabel[provider]} payment, so your order was not placed. Please try again in a moment or choose another payment method.`,
  notOffered: (provider: ProviderName) =>
    `This shop does not take ${providerLabel[provider]} payments at the moment. Please choose another payment method.`,
  verified: 'Payment verified successfully',
  alreadyVerified: 'Payment already verified',
  orderNotFound: 'We could not find that order.',
  wrongGateway: (provider: ProviderName) => `This order is not paid through ${providerLabel[provider]}.`,
  orderClosed: 'This order is no longer waiting for payment.',
  stillStarting: 'Your payment is still being set up. Please wait a moment and try again.',
  referenceNotOurs: 'This payment reference does not belong to this order.',
  unknownReference: 'Paystack has no payment with this reference.',
  unknownTransaction: 'Flutterwave has no payment with this transaction ID.',
  cancelled: 'The payment was cancelled. Your order has not been paid.',
  failed: 'The payment failed. Your order has not been paid; no money was taken.',
  pending: 'The payment is not complete yet. Please wait a moment and verify again.',
  wrongCurrency: (currency: string) =>
    `The payment was made in ${currency}, not in naira, so your order has not been marked paid. Please contact the shop.`,
  wrongAmount: (paidKobo: number, totalKobo: number) =>
    `The amount paid (${formatNaira(fromKobo(paidKobo))}) does not match your order's total (${formatNaira(fromKobo(totalKobo))}), so your order has not been marked paid. Please contact the shop.`,
  soldOut:
    'Your payment was received, but the items sold out after your reservation expired. The shop will contact you to refund or replace them.',
  webhookSignature: 'Invalid signature',
  webhookDone: 'Event processed',
  webhookIgnored: 'Event ignored',
  webhookReplayed: 'Event already processed',
} as const;
