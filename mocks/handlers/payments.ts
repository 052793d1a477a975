import { awaitsCardPayment, messages, providerReturnQuery } from '../../api';
import { answer, handle, refuse } from '../handle';
import { mockOrderKey } from './order-links';
import type { MockOrder } from '../state';
import { moveOrder, shop } from '../state';

/** A confirmed payment moves the order to paid and processing; confirming twice changes nothing. */
function markPaid(order: MockOrder): void {
  if (order.payment) return;
  moveOrder(order, { payment: true, status: 'processing' });
  // the mock shop's card methods are in test mode, as the server's sandbox is: the admin marks them TEST
  order.paidInSandbox =
    shop.config.payments.find((option) => option.method === order.paymentMethod)?.testMode === true;
}

type Gateway = 'paystack' | 'flutterwave';

/** The order this gateway's proof belongs to, or why it cannot be confirmed. */
function findPaidOrder(
  gateway: Gateway,
  orderId: string,
  proof: string,
): { order: MockOrder } | { order: null; status: number; message: string } {
  const order = shop.orders.find((o) => o._id === orderId);
  if (!order) return { order: null, status: 404, message: 'Order not found' };
  if (order.paymentMethod !== gateway)
    return { order: null, status: 400, message: 'This order was not paid with that gateway' };
  if (order.paymentReference !== proof)
    return { order: null, status: 400, message: messages.verificationFailed };
  return { order };
}

const verifiedMessage = 'Payment verified successfully';

/** Reads a provider's JSON event without trusting its shape. */
async function eventOf(request: Request): Promise<{ event?: unknown; data?: Record<string, unknown> }> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/** Webhooks: a successful charge marks its order paid. Providers retry anything but 2xx, so always acknowledge. */
function settleByProof(gateway: Gateway, proof: unknown): void {
  const order = shop.orders.find((o) => o.paymentMethod === gateway && o.paymentReference === String(proof));
  if (order) markPaid(order);
}

/**
 * Pay now: the mock has no payment page, so it sends the shopper straight back to /verify as a paid payment of
 * the same order would. Its owner is the account that placed it, any device for a guest's (the mock keeps no
 * guest cookie), or the holder of its signed link's key.
 */
const payNow = handle('payNow', ({ request, body, shopper }) => {
  const order = shop.orders.find((o) => o._id === body.orderId);
  const mine =
    order && (body.key === mockOrderKey(order._id) || order.userId === null || order.userId === shopper?.id);
  if (!order || !mine) return refuse('payNow', 404, 'We could not find that order.');
  if (!awaitsCardPayment(order) || order.paymentMethod === 'cod')
    return refuse('payNow', 409, messages.payNowClosed);
  order.status = 'pending';
  // a seeded order may never have started a payment: it gets the reference its placing would have given it
  order.paymentReference ??=
    order.paymentMethod === 'paystack' ? `mock-ps-${order._id}` : String(4_000_000 + shop.orders.length);
  const proof =
    order.paymentMethod === 'paystack'
      ? providerReturnQuery({ gateway: 'paystack', reference: order.paymentReference, paid: true })
      : providerReturnQuery({
          gateway: 'flutterwave',
          txRef: `mock-fw-${order._id}`,
          transactionId: order.paymentReference,
          paid: true,
        });
  const query = new URLSearchParams({ orderId: order._id, gateway: order.paymentMethod, ...proof });
  return answer('payNow', {
    success: true,
    message: 'Redirecting you to pay.',
    orderId: order._id,
    url: `${new URL(request.url).origin}/verify?${query}`,
  });
});

export const paymentsHandlers = [
  payNow,

  handle('verifyPaystack', ({ body }) => {
    const found = findPaidOrder('paystack', body.orderId, body.reference);
    if (!found.order) return refuse('verifyPaystack', found.status, found.message);
    markPaid(found.order);
    return answer('verifyPaystack', { success: true, message: verifiedMessage, order: found.order });
  }),

  handle('verifyFlutterwave', ({ body }) => {
    const found = findPaidOrder('flutterwave', body.orderId, body.transaction_id);
    if (!found.order) return refuse('verifyFlutterwave', found.status, found.message);
    markPaid(found.order);
    return answer('verifyFlutterwave', { success: true, message: verifiedMessage, order: found.order });
  }),

  handle('paystackWebhook', async ({ request }) => {
    const { event, data } = await eventOf(request);
    if (event === 'charge.success') settleByProof('paystack', data?.reference);
    return answer('paystackWebhook', { success: true, message: 'Webhook received' });
  }),

  handle('flutterwaveWebhook', async ({ request }) => {
    const { event, data } = await eventOf(request);
    if (event === 'charge.completed' && data?.status === 'successful') settleByProof('flutterwave', data.id);
    return answer('flutterwaveWebhook', { success: true, message: 'Webhook received' });
  }),
];
