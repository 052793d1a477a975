import { messages } from '../messages';

export type VerificationParams =
  | { ok: true; gateway: 'paystack'; orderId: string; reference: string }
  | { ok: true; gateway: 'flutterwave'; orderId: string; transactionId: string; status: string | null }
  | { ok: false; message: string };

/**
 * Reads /verify's query (orderId, gateway, reference or trxref, transaction_id, status) with the shop's
 * messages (api/messages.ts).
 */
export function readVerificationParams(query: URLSearchParams): VerificationParams {
  const value = (name: string) => query.get(name)?.trim() || null;
  const orderId = value('orderId');
  const gateway = value('gateway');
  if (!orderId || !gateway) return { ok: false, message: messages.invalidVerificationParams };
  if (gateway === 'paystack') {
    const reference = value('reference') ?? value('trxref');
    if (!reference) return { ok: false, message: messages.missingPaystackReference };
    return { ok: true, gateway, orderId, reference };
  }
  if (gateway === 'flutterwave') {
    const transactionId = value('transaction_id');
    if (!transactionId) return { ok: false, message: messages.missingFlutterwaveTransaction };
    return { ok: true, gateway, orderId, transactionId, status: value('status') };
  }
  return { ok: false, message: messages.invalidGateway };
}

/** A card payment as its provider reports it when it sends the shopper back to the shop. */
export type ProviderReturn =
  | { gateway: 'paystack'; reference: string; paid: boolean }
  | { gateway: 'flutterwave'; txRef: string; transactionId: string; paid: boolean };

/**
 * What each provider adds to the shop's return address (what readVerificationParams reads), written once for
 * the payment sandbox and the browser mock: Paystack its reference (and trxref when paid), Flutterwave the
 * outcome, its tx_ref and its transaction id.
 */
export function providerReturnQuery(back: ProviderReturn): Record<string, string> {
  if (back.gateway === 'paystack')
    return back.paid ? { reference: back.reference, trxref: back.reference } : { reference: back.reference };
  return {
    status: back.paid ? 'successful' : 'cancelled',
    tx_ref: back.txRef,
    transaction_id: back.transactionId,
  };
}

/** A failure that mentions the reference is replaced with advice the shopper can act on. */
export function verificationFailureMessage(message: string | null | undefined): string {
  const text = message?.trim() || messages.verificationFailed;
  return /reference/i.test(text) ? messages.referenceMissingContactSupport : text;
}
