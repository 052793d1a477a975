import { describe, expect, it } from 'vitest';
import { providerReturnQuery, readVerificationParams, verificationFailureMessage } from './verification';

const read = (query: string) => readVerificationParams(new URLSearchParams(query));

describe('verification parameters', () => {
  it("needs orderId and gateway: 'Invalid verification parameters'", () => {
    expect(read('gateway=paystack&reference=r')).toEqual({
      ok: false,
      message: 'Invalid verification parameters',
    });
    expect(read('orderId=o1')).toEqual({ ok: false, message: 'Invalid verification parameters' });
  });
  it('reads a Paystack reference, or its trxref', () => {
    expect(read('orderId=o1&gateway=paystack&reference=r1')).toEqual({
      ok: true,
      gateway: 'paystack',
      orderId: 'o1',
      reference: 'r1',
    });
    expect(read('orderId=o1&gateway=paystack&trxref=t1')).toMatchObject({ reference: 't1' });
    expect(read('orderId=o1&gateway=paystack')).toEqual({
      ok: false,
      message: 'Missing reference for Paystack verification',
    });
  });
  it('reads a Flutterwave transaction id and status', () => {
    expect(read('orderId=o1&gateway=flutterwave&transaction_id=42&status=successful')).toEqual({
      ok: true,
      gateway: 'flutterwave',
      orderId: 'o1',
      transactionId: '42',
      status: 'successful',
    });
    expect(read('orderId=o1&gateway=flutterwave&status=cancelled')).toEqual({
      ok: false,
      message: 'Missing transaction ID for Flutterwave',
    });
  });
  it("refuses any other gateway: 'Invalid payment gateway'", () => {
    expect(read('orderId=o1&gateway=paypal&reference=r')).toEqual({
      ok: false,
      message: 'Invalid payment gateway',
    });
  });
});

describe("a provider's return to the shop", () => {
  const back = (query: Record<string, string>) =>
    readVerificationParams(new URLSearchParams({ orderId: 'o1', ...query }));
  it('is read as the payment it reports, paid or not', () => {
    for (const paid of [true, false]) {
      expect(
        back({ gateway: 'paystack', ...providerReturnQuery({ gateway: 'paystack', reference: 'r1', paid }) }),
      ).toEqual({ ok: true, gateway: 'paystack', orderId: 'o1', reference: 'r1' });
      const flutterwave = { gateway: 'flutterwave', txRef: 't1', transactionId: '42', paid } as const;
      expect(back({ gateway: 'flutterwave', ...providerReturnQuery(flutterwave) })).toEqual({
        ok: true,
        gateway: 'flutterwave',
        orderId: 'o1',
        transactionId: '42',
        status: paid ? 'successful' : 'cancelled',
      });
    }
  });
});

describe('verification failure message', () => {
  it('replaces a message about the reference with advice to contact support', () => {
    expect(verificationFailureMessage('No transaction reference found')).toBe(
      'Payment reference missing. Please contact support with your order details.',
    );
  });
  it("keeps other messages, and falls back to 'Payment verification failed'", () => {
    expect(verificationFailureMessage('Amount mismatch')).toBe('Amount mismatch');
    expect(verificationFailureMessage('')).toBe('Payment verification failed');
    expect(verificationFailureMessage(undefined)).toBe('Payment verification failed');
  });
});
