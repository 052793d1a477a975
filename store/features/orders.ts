import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { isFailure, type Order } from '../../api';
import { unwrap } from '../../machines/effects';
import { ordersListMachine } from '../../machines/orders-list';
import { browserApi } from '../data/api';
import { toast } from '../toasts';
import { readGuestOrders } from './guest-orders';

/** A shopper's orders come with their account. */
async function shopperOrders(): Promise<Order[]> {
  return unwrap(await browserApi().userOrders({})).orders;
}

/**
 * A guest's orders are those this device remembers (docs/decisions/028-guest-orders-and-order-mails.md), each
 * fetched with its email. One the shop no longer finds is left out; when none can be read because the shop could
 * not be reached, the list fails ('Failed to load orders') rather than pretend there are none.
 */
async function guestOrders(): Promise<Order[]> {
  const remembered = readGuestOrders();
  const answers = await Promise.all(remembered.map((order) => browserApi().trackOrder(order)));
  const found = answers.flatMap((answer) => (isFailure(answer) ? [] : [answer.order]));
  const unreachable = answers.find(
    (answer) => isFailure(answer) && (answer.status === 0 || answer.status >= 500),
  );
  if (found.length === 0 && unreachable) throw unreachable;
  return found;
}

/** Refresh Status: the order as the shop has it now, found by its id and the email it was placed with. */
async function currentOrder({ order }: { order: Order }): Promise<Order> {
  return unwrap(await browserApi().trackOrder({ orderId: order._id, email: order.address.email })).order;
}

/** MY ORDERS with its real effects: the shopper's orders, or the guest's from this device. */
export function useOrdersActor(who: 'shopper' | 'guest') {
  const [machine] = useState(() =>
    ordersListMachine.provide({
      actors: {
        loadOrders: fromPromise(who === 'shopper' ? shopperOrders : guestOrders),
        refreshOrder: fromPromise<Order, { order: Order }>(({ input }) => currentOrder(input)),
      },
      actions: { notifyError: (_, { message }) => void toast.error(message) },
    }),
  );
  return useActorRef(machine);
}
