import { messages } from '../messages';

export type VerificationParams =
  | { ok: true; gateway: 'paystack'; orderId: string; reference: string }
  | { ok: true; gateway: 'flutterwave'; orderId: string; transactionId: string; status: string | null }
  | { ok: false; message: string };

/**
 * Reads /verify's query (orderId, gateway, reference or trxref, transaction_id, status) with the
 * specification's messages (section 5).
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

/** A failure that mentions the reference is replaced with advice the shopper can act on (section 8). */
export function verificationFailureMessage(message: string | null | undefined): string {
  const text = message?.trim() || messages.verificationFailed;
  return /reference/i.test(text) ? messages.referenceMissingContactSupport : text;
}
