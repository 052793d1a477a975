import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { VerifyAnswer } from '../../api';
import { unwrap } from '../../machines/effects';
import { paymentVerificationMachine, type VerifyInput } from '../../machines/payment-verification';
import { browserApi } from '../data/api';

/** Asks the shop to confirm the payment with the provider the shopper came back from. */
async function verifyWith(params: VerifyInput): Promise<VerifyAnswer> {
  const api = browserApi();
  const { orderId } = params;
  return unwrap(
    params.gateway === 'paystack'
      ? await api.verifyPaystack({ orderId, reference: params.reference })
      : await api.verifyFlutterwave({ orderId, transaction_id: params.transactionId }),
  );
}

/** The payment verification machine with its real effects; leaving the page stops it and its timer. */
export function useVerificationActor(params: URLSearchParams) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    paymentVerificationMachine.provide({
      actors: { verify: fromPromise<VerifyAnswer, VerifyInput>(({ input }) => verifyWith(input)) },
      actions: { goToOrders: () => void navigate('/orders') },
    }),
  );
  return useActorRef(machine, { input: { params } });
}

/**
 * The seconds shown before the machine's own 5000 ms redirect. Display only: the machine's delay decides,
 * so the count and the move cannot disagree by more than a tick.
 */
export function useCountdown(running: boolean, from: number): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return left;
}
