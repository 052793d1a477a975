import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { Address, CartData, PlaceOrderRequest, Product, ShopReviewRequest } from '../../api';
import {
  checkoutMachine,
  type CheckoutInput,
  type PlacedOrder,
  type PlaceOrderInput,
} from '../../machines/checkout';
import type { CheckoutConfig } from '../../machines/checkout-order';
import { unwrap } from '../../machines/effects';
import { browserApi } from '../data/api';
import { readSession } from './session-token';
import { toast } from '../toasts';
import { rememberGuestOrder } from './guest-orders';

/** What /orders is told when it opens after a pay-before-delivery order: which order to show payment details for. */
export interface PlacedOrderState {
  placedOrderId: string;
}

/** Places the order with the chosen method; the card providers answer with the address of their payment page. */
async function placeWith({ method, order, idempotencyKey }: PlaceOrderInput): Promise<PlacedOrder> {
  const api = browserApi();
  const options = { idempotencyKey };
  if (method === 'paystack') {
    const placed = unwrap(await api.paystackOrder(order, options));
    return { orderId: placed.orderId, redirectUrl: placed.authorization_url };
  }
  if (method === 'flutterwave') {
    const placed = unwrap(await api.flutterwaveOrder(order, options));
    return { orderId: placed.orderId, redirectUrl: placed.link };
  }
  return { orderId: unwrap(await api.placeOrder(order, options)).orderId };
}

/** A guest's order is remembered on this device before anything else happens, so /orders can find it. */
function rememberIfGuest(order: PlaceOrderRequest, orderId: string) {
  if (readSession() === null) rememberGuestOrder({ orderId, email: order.address?.email ?? '' });
}

export interface CheckoutStart {
  config: CheckoutConfig;
  lines: CartData;
  products: readonly Product[];
  loggedIn: boolean;
  /** the form as the server rendered it: a shopper's details, or what a post without JavaScript sent */
  address?: Address;
  refused?: CheckoutInput['refused'];
  /** empties the cart after a pay-before-delivery order */
  clearCart: () => void;
}

/**
 * The checkout machine with its real effects: the shop's order and review calls, the cart, the router,
 * toasts, and for card payments the browser leaving for the provider's page.
 */
export function useCheckoutActor({ clearCart, ...input }: CheckoutStart) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        fetchOwnShopReview: fromPromise(async () => unwrap(await browserApi().ownShopReview()).review),
        fetchCheckoutDetails: fromPromise(async () => unwrap(await browserApi().checkoutDetails()).details),
        submitShopReview: fromPromise<unknown, ShopReviewRequest>(async ({ input: review }) =>
          unwrap(await browserApi().shopReviewSubmit(review)),
        ),
        placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input: attempt }) => {
          const placed = await placeWith(attempt);
          rememberIfGuest(attempt.order, placed.orderId);
          return placed;
        }),
      },
      actions: {
        clearCart,
        goToOrders: ({ context }) => {
          const state: PlacedOrderState | undefined = context.orderId
            ? { placedOrderId: context.orderId }
            : undefined;
          void navigate('/orders', { state });
        },
        redirect: (_, { url }) => window.location.assign(url),
        notifySuccess: (_, { message }) => void toast.success(message),
        notifyError: (_, { message }) => void toast.error(message),
      },
    }),
  );
  return useActorRef(machine, { input });
}
