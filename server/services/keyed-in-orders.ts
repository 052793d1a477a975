import type * as z from 'zod';
import {
  cashOnlyAtPickup,
  formatNaira,
  fromKobo,
  newOrderSentence,
  noCardPayments,
  onlinePaymentMethods,
  shortOrderId,
  type newOrderRequest,
  type PaymentMethod,
} from '../../api';
import { isOneOf } from '../../api/guards';
import { badRequest } from '../http/errors';
import type { Shop } from '../shop';
import type { Actor } from './audit-log';
import { createOrder, type StoredOrder } from './orders';

/*
 * Orders the shop keys in for a customer who asked on WhatsApp, on the phone or at the counter
 * (docs/decisions/060-orders-keyed-in.md): placed as a shopper's order is (priced by the server, its stock taken
 * in one statement, the delivery fee by the checkout's rule), without the limits a stranger's order meets, and
 * written in the order's history as keyed in by whom.
 */

export type NewOrder = z.output<typeof newOrderRequest>;

/** The card provider a link is made for: the first the shop offers. */
function cardMethod(shop: Shop): PaymentMethod {
  const offered = shop.config.payments.find(
    (option) => option.enabled && isOneOf(onlinePaymentMethods, option.method),
  );
  if (!offered) throw badRequest(noCardPayments);
  return offered.method;
}

export async function keyInOrder(
  shop: Shop,
  by: Actor,
  request: NewOrder,
  clientAddress: string,
): Promise<StoredOrder> {
  const { from, pay, pickup, address, items, attempt } = request;
  if (pay === 'cash' && !pickup) throw badRequest(cashOnlyAtPickup);
  return createOrder(shop, {
    userId: null,
    request: { address, items },
    method: pay === 'card' ? cardMethod(shop) : 'cod',
    idempotencyKey: attempt ?? null,
    clientAddress,
    keyed: { how: { from, pay, pickup }, by },
  });
}

/** What the owner reads once the order is placed. */
export const keyedInSentence = (order: StoredOrder) =>
  newOrderSentence(
    shortOrderId(order.id),
    `${order.address.firstName} ${order.address.lastName}`.trim(),
    formatNaira(fromKobo(order.totalKobo)),
    order.email || null,
  );
