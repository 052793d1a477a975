import type { PaymentMethod, ProviderReturn } from '../../api';
import { checkoutDetails, messages, providerReturnQuery, readOrderReference } from '../../api';
import type { Call } from '../handle';
import { answer, handle, handleForShopper, refuse } from '../handle';
import { placeOrder } from '../place-order';
import type { MockOrder } from '../state';
import { newestFirst, shop } from '../state';

/** Each way of placing an order, and the payment method it means. */
const paymentMethodOf = {
  placeOrder: 'cod',
  paystackOrder: 'paystack',
  flutterwaveOrder: 'flutterwave',
} as const satisfies Record<string, PaymentMethod>;

type OrderCall = Call<keyof typeof paymentMethodOf>;

/**
 * Where the provider would send the shopper back after paying. The mock has no payment page, so it
 * sends the shopper straight to /verify on the page's own origin with what the provider adds to a paid one.
 */
function returnUrl({ request }: OrderCall, order: MockOrder, back: ProviderReturn): string {
  const proof = providerReturnQuery(back);
  const query = new URLSearchParams({ orderId: order._id, gateway: order.paymentMethod, ...proof });
  return `${new URL(request.url).origin}/verify?${query}`;
}

/** Places the order; answers with the failure, or runs `placed` with the new order. */
function place(name: keyof typeof paymentMethodOf, call: OrderCall, placed: (order: MockOrder) => Response) {
  const result = placeOrder(call.body, paymentMethodOf[name], call.shopper?.id ?? null);
  return result.ok ? placed(result.order) : refuse(name, result.status, result.message);
}

export const ordersHandlers = [
  // Pay before delivery: pending and unpaid until the shop confirms the transfer.
  handle('placeOrder', (call) =>
    place('placeOrder', call, (order) =>
      answer('placeOrder', { success: true, message: messages.orderPlaced, orderId: order._id }),
    ),
  ),

  handle('paystackOrder', (call) =>
    place('paystackOrder', call, (order) => {
      order.paymentReference = `mock-ps-${order._id}`;
      const authorization_url = returnUrl(call, order, {
        gateway: 'paystack',
        reference: order.paymentReference,
        paid: true,
      });
      return answer('paystackOrder', {
        success: true,
        message: messages.orderPlaced,
        orderId: order._id,
        authorization_url,
      });
    }),
  ),

  handle('flutterwaveOrder', (call) =>
    place('flutterwaveOrder', call, (order) => {
      order.paymentReference = String(4_000_000 + shop.orders.length);
      const link = returnUrl(call, order, {
        gateway: 'flutterwave',
        txRef: `mock-fw-${order._id}`,
        transactionId: order.paymentReference,
        paid: true,
      });
      return answer('flutterwaveOrder', {
        success: true,
        message: messages.orderPlaced,
        orderId: order._id,
        link,
      });
    }),
  ),

  handleForShopper('userOrders', ({ shopper }) =>
    answer('userOrders', {
      success: true,
      orders: newestFirst(shop.orders.filter((o) => o.userId === shopper.id)),
    }),
  ),

  handleForShopper('checkoutDetails', ({ shopper }) => {
    const [last] = newestFirst(shop.orders.filter((o) => o.userId === shopper.id));
    return answer('checkoutDetails', { success: true, details: checkoutDetails(shopper, last?.address) });
  }),

  // A guest follows an order with the email it was placed with and its whole id or the reference it shows.
  handle('trackOrder', ({ body }) => {
    // the schema refused anything else; a reference finds an order only when one of that email ends with it
    const wanted = readOrderReference(body.orderId) ?? { id: '' };
    const found = shop.orders.filter(
      (o) =>
        o.address.email.toLowerCase() === body.email &&
        ('id' in wanted ? o._id === wanted.id : o._id.endsWith(wanted.reference)),
    );
    const order = found.length === 1 ? found[0] : undefined;
    if (!order) return refuse('trackOrder', 404, 'We could not find an order with that number and email.');
    return answer('trackOrder', { success: true, order });
  }),
];
