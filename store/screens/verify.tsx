import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VerifyResult, type VerifyState } from '../../ui';
import { useCountdown, useVerificationActor } from '../features/verify';
import { useCart } from '../features';
import { PayNow } from './orders/pay-now';
import type { MetaFunction } from '../seo/route-meta';

/**
 * Where Paystack and Flutterwave send the shopper back (/verify?orderId&gateway&reference|transaction_id):
 * the shop confirms the payment, then shows it paid (and moves on to /orders after 5 seconds) or failed, with
 * Pay now for the same order.
 */
export const meta: MetaFunction = () => ({
  title: 'Payment verification',
  description: 'Confirming your payment.',
  noindex: true,
});

const REDIRECT_SECONDS = 5;

export function Component() {
  const [params] = useSearchParams();
  const actor = useVerificationActor(params);
  const { order, message } = useSelector(actor, (state) => state.context);
  const status = useSelector(actor, (state) => state.value);
  const paid = status === 'success' || status === 'redirected';
  const secondsLeft = useCountdown(paid, REDIRECT_SECONDS);
  const { actor: cart } = useCart();

  // the order is paid for: what was in the cart has been bought
  useEffect(() => {
    if (paid) cart.send({ type: 'cart.clear' });
  }, [paid, cart]);

  const state: VerifyState =
    paid && order
      ? { status: 'success', orderId: order._id, amount: order.amount, date: order.date, secondsLeft }
      : status === 'failed'
        ? { status: 'failed', message, orderId: params.get('orderId') ?? undefined }
        : { status: 'pending' };
  // not paid: Pay now for this same order, never a new checkout (docs/decisions/049-pay-now.md)
  const orderId = state.status === 'failed' ? state.orderId : undefined;
  return (
    <VerifyResult
      state={state}
      payNow={orderId ? <PayNow orderId={orderId} action="/orders" size="md" /> : undefined}
    />
  );
}
