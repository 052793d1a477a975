import type { MoneyMethod } from './constants';
import { formatNaira, fromKobo } from './rules/money';

/*
 * What came in and went back on one order, recorded by hand in the admin: payments that add up (two transfers,
 * cash at the shop), and refunds (docs/decisions/059-payments-and-refunds.md). Without zod, for the admin's forms;
 * the server and the mocks work the sums out with orderMoneyOf, so they agree.
 */

export const moneyMethodLabels: Record<MoneyMethod, string> = {
  transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
};

/** A line or two: "Bottle broke on the way", "Cancelled: out of Oud Royale". */
export const REFUND_REASON_MAX = 200;

export const paymentAmountMissing = 'Give the amount received, in naira';
export const refundAmountMissing = 'Give the amount refunded, in naira';
export const amountNotNaira = 'Give the amount in naira, like 23500 or 23500.50';
export const refundReasonMissing = 'Say why the money was given back';
export const refundReasonTooLong = `Keep the reason to ${REFUND_REASON_MAX} characters or fewer`;
export const chooseMoneyMethod = 'Choose how the money moved';
export const paymentReferenceMissing = "Give the transfer's reference";

const naira = (kobo: number) => formatNaira(fromKobo(kobo));

/** Refused: a payment larger than what the order still owes (record what is owed, then refund the rest). */
export const moreThanOwed = (owedKobo: number) =>
  `That is more than the ${naira(owedKobo)} still owed: record ${naira(owedKobo)}, and a refund of any extra.`;
/** Refused: a refund larger than what came in and was not given back already. */
export const moreThanRefundable = (refundableKobo: number) =>
  refundableKobo === 0
    ? 'Nothing was paid on this order that has not been refunded.'
    : `That is more than the ${naira(refundableKobo)} paid and not yet refunded.`;
export const paidAlready = (reference: string) => `Order ${reference} is paid already: nothing is owed.`;
export const cancelledTakesNoPayment = (reference: string) =>
  `Order ${reference} is cancelled: a part payment cannot be recorded on it.`;

/** What the owner is told once a part payment is kept; a payment that completes the order says it is paid. */
export const partPaymentSentence = (reference: string, amountKobo: number, owedKobo: number) =>
  `Recorded ${naira(amountKobo)} on order ${reference}; ${naira(owedKobo)} still owed.`;
/** Said when a paid order is cancelled: the shopper's money is owed back. */
export const refundAskedSentence = 'It was paid: record the refund on its page once the money is sent back.';
export const refundSentence = (reference: string, amountKobo: number, email: string) =>
  `Refund of ${naira(amountKobo)} recorded on order ${reference}. ${email} is mailed.`;

export interface MoneyLine {
  amountKobo: number;
}

export interface OrderMoneySums {
  /** what came in: the total once paid (by card or by hand), else the part payments so far */
  receivedKobo: number;
  refundedKobo: number;
  /** what is still to pay: nothing once paid or cancelled */
  owedKobo: number;
  /** what may still be given back */
  refundableKobo: number;
}

const sum = (lines: readonly MoneyLine[]) => lines.reduce((total, line) => total + line.amountKobo, 0);

/** An order's sums from its total, whether it is paid, and its recorded payments and refunds. */
export function orderMoneyOf(
  order: { totalKobo: number; paid: boolean; cancelled: boolean },
  payments: readonly MoneyLine[],
  refunds: readonly MoneyLine[],
): OrderMoneySums {
  const receivedKobo = order.paid ? Math.max(order.totalKobo, sum(payments)) : sum(payments);
  const refundedKobo = sum(refunds);
  return {
    receivedKobo,
    refundedKobo,
    owedKobo: order.paid || order.cancelled ? 0 : Math.max(0, order.totalKobo - receivedKobo),
    refundableKobo: Math.max(0, receivedKobo - refundedKobo),
  };
}
