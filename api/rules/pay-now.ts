import { onlinePaymentMethods, type OrderStatus, type PaymentMethod } from '../constants';
import { isOneOf } from '../guards';

/**
 * Whether an order shows Pay now: a card order not paid, still waiting (its payment cancelled, failed or never
 * made) or released when its hold ended. The server also refuses an order the shop itself cancelled, and one
 * whose stock is gone (docs/decisions/049-pay-now.md).
 */
export const awaitsCardPayment = (order: {
  paymentMethod: PaymentMethod;
  payment: boolean;
  status: OrderStatus;
}): boolean =>
  isOneOf(onlinePaymentMethods, order.paymentMethod) &&
  !order.payment &&
  (order.status === 'pending' || order.status === 'cancelled');
