import { assign, setup } from 'xstate';
import {
  type Order,
  type VerificationParams,
  type VerifyAnswer,
  messages,
  readVerificationParams,
  verificationFailureMessage,
} from '../api';
import { failureText, notProvided, machineTypes } from './effects';

export type VerifyInput = Extract<VerificationParams, { ok: true }>;

export interface PaymentVerificationContext {
  params: VerificationParams;
  /** the paid order: its id, amount and date are shown */
  order: Pick<Order, '_id' | 'amount' | 'date'> | null;
  message: string | null;
}

/**
 * The server refused: its message, with a reference problem turned into advice. Anything else: our fallback, which
 * names no reference and so passes the advice unchanged.
 */
const failureAdvice = (error: unknown) =>
  verificationFailureMessage(
    failureText(error, { refused: messages.verificationFailed, unanswered: messages.verificationError }),
  );

export const paymentVerificationMachine = setup({
  types: machineTypes<{
    context: PaymentVerificationContext;
    input: { params: URLSearchParams | Record<string, string> };
  }>(),
  actors: {
    verify: notProvided<VerifyAnswer, VerifyInput>('verify'),
  },
  actions: {
    goToOrders: () => {},
  },
  guards: {
    hasBadParams: ({ context }) => !context.params.ok,
  },
  delays: {
    // to /orders 5000 ms after a successful verification
    redirectToOrders: 5000,
  },
}).createMachine({
  id: 'paymentVerification',
  context: ({ input }) => ({
    params: readVerificationParams(new URLSearchParams(input.params)),
    order: null,
    message: null,
  }),
  initial: 'pending',
  states: {
    pending: {
      always: {
        guard: 'hasBadParams',
        target: 'failed',
        actions: assign({ message: ({ context }) => (context.params.ok ? null : context.params.message) }),
      },
      invoke: {
        id: 'verify',
        src: 'verify',
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- hasBadParams leaves for 'failed' before the actor starts, so only good params reach it
        input: ({ context }) => context.params as VerifyInput,
        onDone: {
          target: 'success',
          actions: assign({
            order: ({ event }) => ({
              _id: event.output.order._id,
              amount: event.output.order.amount,
              date: event.output.order.date,
            }),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ message: ({ event }) => failureAdvice(event.error) }),
        },
      },
    },
    success: {
      // leaving the page stops the actor, and with it this timer
      after: { redirectToOrders: { target: 'redirected', actions: 'goToOrders' } },
    },
    redirected: { type: 'final' },
    failed: { type: 'final' },
  },
});
