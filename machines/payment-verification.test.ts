import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { type VerifyAnswer, emptyAddress } from '../api';
import { type VerifyInput, paymentVerificationMachine } from './payment-verification';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage, uncovered } from './testing/transition-coverage';

const order = {
  _id: 'order-12345678',
  date: 1_700_000_000_000,
  status: 'processing',
  items: [],
  paymentMethod: 'paystack',
  payment: true,
  subtotal: 20000,
  deliveryFee: 1500,
  discount: 1000,
  amount: 20500,
  address: emptyAddress,
} satisfies VerifyAnswer['order'];
const verified: VerifyAnswer = { success: true, message: 'Payment verified', order };
const paystackQuery = { orderId: 'order-12345678', gateway: 'paystack', reference: 'ref-1' };

describe('payment verification machine: every state and transition, walked', () => {
  it('reaches every state and takes every transition of the machine through the model', async () => {
    const walk = await walkEveryPath(paymentVerificationMachine, {
      // the second link names no order: it fails before anything is asked of the shop
      inputs: [{ params: paystackQuery }, { params: { gateway: 'paystack', reference: 'ref-1' } }],
      events: [
        { type: 'xstate.done.actor.verify', output: verified },
        {
          type: 'xstate.error.actor.verify',
          error: { success: false, message: 'Amount mismatch', status: 400 },
        },
        { type: 'after.redirectToOrders' },
      ],
    });
    expect(walk.reached).toEqual(statesOf(paymentVerificationMachine));
    expect(uncovered(await recordCoverage(paymentVerificationMachine, walk))).toEqual([]);
  });
});

function startVerification(
  params: URLSearchParams | Record<string, string>,
  verify: (input: VerifyInput) => Promise<VerifyAnswer>,
) {
  const goToOrders = vi.fn();
  const calls: VerifyInput[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    paymentVerificationMachine.provide({
      actions: { goToOrders },
      actors: {
        verify: fromPromise<VerifyAnswer, VerifyInput>(({ input }) => {
          calls.push(input);
          return verify(input);
        }),
      },
    }),
    { input: { params }, clock },
  ).start();
  return { actor, clock, goToOrders, calls, context: () => actor.getSnapshot().context };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payment verification machine', () => {
  it.each([
    ['gateway=paystack&reference=r', 'Invalid verification parameters'],
    ['orderId=o1&gateway=paystack', 'Missing reference for Paystack verification'],
    ['orderId=o1&gateway=flutterwave&status=successful', 'Missing transaction ID for Flutterwave'],
    ['orderId=o1&gateway=paypal', 'Invalid payment gateway'],
  ])('fails at once on %s: %s', (query, message) => {
    const { actor, calls, context } = startVerification(new URLSearchParams(query), async () => verified);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(context().message).toBe(message);
    expect(calls).toEqual([]);
  });

  it('verifies, shows the order id, amount and date, and goes to /orders after 5000 ms', async () => {
    const query = new URLSearchParams('orderId=o1&gateway=flutterwave&transaction_id=42&status=successful');
    const { actor, clock, goToOrders, calls, context } = startVerification(query, async () => verified);
    expect(actor.getSnapshot().value).toBe('pending');
    await settle();
    expect(calls).toEqual([
      { ok: true, gateway: 'flutterwave', orderId: 'o1', transactionId: '42', status: 'successful' },
    ]);
    expect(context().order).toEqual({ _id: 'order-12345678', amount: 20500, date: 1_700_000_000_000 });
    clock.increment(4999);
    expect(goToOrders).not.toHaveBeenCalled();
    clock.increment(1);
    expect(goToOrders).toHaveBeenCalledOnce();
  });

  it('does not redirect once the shopper has left the page', async () => {
    const { actor, clock, goToOrders } = startVerification(paystackQuery, async () => verified);
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    actor.stop();
    clock.increment(10_000);
    expect(goToOrders).not.toHaveBeenCalled();
  });

  it.each([
    ['the server message', { success: false, message: 'Amount mismatch', status: 400 }, 'Amount mismatch'],
    [
      "'Payment verification failed'",
      { success: false, message: ' ', status: 400 },
      'Payment verification failed',
    ],
    [
      'advice when the reference is the problem',
      { success: false, message: 'Transaction reference not found', status: 404 },
      'Payment reference missing. Please contact support with your order details.',
    ],
    [
      "'An error occurred during verification' when the call itself failed",
      { success: false, message: 'Network error. Please try again.', status: 0 },
      'An error occurred during verification',
    ],
    [
      "'An error occurred during verification' for anything thrown",
      new TypeError('boom'),
      'An error occurred during verification',
    ],
  ])('fails with %s', async (_, failure: unknown, message) => {
    const { actor, context } = startVerification(paystackQuery, () => Promise.reject(failure));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(context().message).toBe(message);
  });
});
