import { Hono, type Context } from 'hono';
import { messages, onlinePaymentMethods, type VerifyAnswer } from '../../api';
import { isOneOf } from '../../api/guards';
import { clientIp } from '../http/client-ip';
import { knownGuest } from '../http/guest';
import { handle, type RequestOf } from '../http/endpoint';
import { ShopError, badRequest, conflict, notFound } from '../http/errors';
import type { Shopper } from '../services/accounts';
import { mailPaidCardOrder } from '../services/order-mails';
import { countAttempt } from '../services/rate-limits';
import { checkOrderKey } from '../services/order-links';
import { createOrder, findOrder, orderFromRow, type StoredOrder } from '../services/orders';
import type { Shop } from '../shop';
import { fulfilPayment, paymentProblem, releaseReservation } from '../payments/fulfilment';
import {
  flutterwaveGateway,
  paystackGateway,
  type CardGateway,
  type ReportedPayment,
} from '../payments/gateways';
import { paymentMessages } from '../payments/messages';
import { holdForPayNow } from '../payments/pay-now';
import { ProviderError, type ProviderName } from '../payments/provider';
import { referencesOf, rememberUrl, startAttempt } from '../payments/references';
import { inProcess, sandboxRoutes } from '../payments/sandbox';
import { sandboxedProviders } from '../payments/settings';
import { webhookRoutes } from '../payments/webhooks';
import { idempotencyKey, orderingGuest } from './orders';

/** When a card payment started now stops holding the order's stock (RESERVATION_MINUTES). */
const holdEnd = (shop: Shop) =>
  new Date(shop.clock.now().getTime() + shop.payments.reservationMinutes * 60_000);

/**
 * Creates the card order (pending, unpaid, stock reserved) and starts its payment with the provider. When the
 * provider cannot start it, the order is cancelled and its stock freed: the shopper tries again from the cart.
 * A retry with the same Idempotency-Key gets the same payment address back (payments/references.ts).
 */
async function startCardPayment(
  shop: Shop,
  gateway: CardGateway,
  {
    c,
    body,
    shopper,
  }: { c: Context; body: RequestOf<'paystackOrder' | 'flutterwaveOrder'>; shopper: Shopper | null },
) {
  if (!gateway.offered) throw badRequest(paymentMessages.notOffered(gateway.provider));
  const order = await createOrder(shop, {
    userId: shopper?.id ?? null,
    guestTokenHash: orderingGuest(c, shop, shopper),
    request: body,
    method: gateway.provider,
    idempotencyKey: idempotencyKey(c.req.header('idempotency-key')),
    clientAddress: clientIp(c, shop.trustedProxies),
  });
  // an Idempotency-Key retry may bring back an order whose payment is settled
  if (order.payment || order.status !== 'pending') throw conflict(paymentMessages.orderClosed);

  const attempt = await startAttempt(shop.db, order, {
    provider: gateway.provider,
    sandbox: gateway.sandbox,
    reservedUntil: holdEnd(shop),
  });
  if (attempt.started) {
    if (attempt.url === null) throw conflict(paymentMessages.stillStarting);
    return { orderId: order.id, url: attempt.url, message: paymentMessages.redirecting(gateway.provider) };
  }
  // the provider could not start it: the order is cancelled, its stock freed
  return openPaymentPage(shop, gateway, order, attempt.reference, () =>
    releaseReservation(shop.db, order.id),
  );
}

/**
 * Asks the provider for the page where the shopper pays this order under `reference`, and keeps its address for
 * retries. When the provider cannot start it, `undo` runs and the shopper reads a 502.
 */
async function openPaymentPage(
  shop: Shop,
  gateway: CardGateway,
  order: StoredOrder,
  reference: string,
  undo: () => Promise<unknown>,
) {
  try {
    const url = await gateway.start({ ...order, paymentReference: reference }, reference);
    await rememberUrl(shop.db, gateway.provider, reference, url);
    return { orderId: order.id, url, message: paymentMessages.redirecting(gateway.provider) };
  } catch (error) {
    await undo();
    if (!(error instanceof ProviderError)) throw error;
    shop.log.error('payment-start-failed', {
      provider: gateway.provider,
      orderId: order.id,
      detail: error.detail,
    });
    throw new ShopError(502, paymentMessages.startFailed(gateway.provider));
  }
}

/**
 * Pay now (docs/decisions/049-pay-now.md): the payment of an unpaid card order started again, for its owner
 * (as verify knows them) or whoever holds its signed link. Counted as tracking is; someone else's order answers
 * as one that does not exist.
 */
async function payAgain(
  shop: Shop,
  gateways: Record<ProviderName, CardGateway>,
  { c, body, shopper }: { c: Context; body: RequestOf<'payNow'>; shopper: Shopper | null },
) {
  const ip = clientIp(c, shop.trustedProxies);
  await countAttempt(shop.db, `track:ip:${ip}`, shop.limits.trackPerIp, shop.clock.now());
  // a wrong key never reaches the orders, as the signed link's page (no oracle of which ids exist)
  const byLink = body.key ? await checkOrderKey(shop.db, body.orderId, body.key) : false;
  const order = byLink || !body.key ? await findOrder(shop.db, body.orderId) : undefined;
  if (!order || !(byLink || mayVerify(c, shop, order, shopper)))
    throw notFound(paymentMessages.orderNotFound);
  if (!isOneOf(onlinePaymentMethods, order.paymentMethod)) throw conflict(messages.payNowClosed);
  const gateway = gateways[order.paymentMethod];
  if (!gateway.offered) throw badRequest(paymentMessages.notOffered(gateway.provider));
  const held = await holdForPayNow(shop.db, order.id, {
    provider: gateway.provider,
    sandbox: gateway.sandbox,
    reservedUntil: holdEnd(shop),
  });
  // an order taken out of the release job's cancellation goes back to it; a pending one keeps its hold
  return openPaymentPage(shop, gateway, held.order, held.reference, async () =>
    held.reopened ? releaseReservation(shop.db, order.id) : null,
  );
}

/** Asks the provider; its failures become answers the shopper can read (never a crash, never a 500). */
async function askProvider(gateway: CardGateway, id: string): Promise<ReportedPayment> {
  try {
    return await gateway.check(id);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'refused')
      throw notFound(
        gateway.provider === 'paystack'
          ? paymentMessages.unknownReference
          : paymentMessages.unknownTransaction,
      );
    throw new ShopError(502, error.message);
  }
}

/**
 * Whether the caller may see the order the verification answers with (its address and phone): an account's
 * order by that account's session, a guest's by the cookie that placed it, as their order list shows it. The
 * id and payment reference are no proof: the provider puts both in the address it sends the shopper back to.
 * So an order placed with neither (a call with no cookie, from outside the shop's pages) is verified by no
 * one; the provider's webhook still marks it paid.
 */
function mayVerify(
  c: Context,
  shop: Shop,
  order: { userId: string | null; guestTokenHash: string | null },
  shopper: Shopper | null,
): boolean {
  if (order.userId) return shopper?.id === order.userId;
  if (order.guestTokenHash) return knownGuest(c, shop, 'read') === order.guestTokenHash;
  return false;
}

/**
 * The order becomes paid and processing only when the provider reports a successful payment of exactly the
 * order's total, in naira, under this order's reference. Verifying again answers the same, changing nothing.
 * Counted as tracking is (an order's id and reference could otherwise be guessed at speed).
 */
async function verifyCardPayment(
  shop: Shop,
  gateway: CardGateway,
  request: { orderId: string; id: string; reference: string | null },
  { c, shopper }: { c: Context; shopper: Shopper | null },
): Promise<VerifyAnswer> {
  const ip = clientIp(c, shop.trustedProxies);
  await countAttempt(shop.db, `track:ip:${ip}`, shop.limits.trackPerIp, shop.clock.now());
  const order = await findOrder(shop.db, request.orderId);
  // someone else's order answers as one that does not exist: no sign of which ids are orders
  if (!order || !mayVerify(c, shop, order, shopper)) throw notFound(paymentMessages.orderNotFound);
  if (order.paymentMethod !== gateway.provider)
    throw badRequest(paymentMessages.wrongGateway(gateway.provider));
  if (!gateway.offered) throw badRequest(paymentMessages.notOffered(gateway.provider));
  const references = await referencesOf(shop.db, order.id);
  if (request.reference !== null && !references.includes(request.reference))
    throw badRequest(paymentMessages.referenceNotOurs);

  const reported = await askProvider(gateway, request.id);
  const problem = paymentProblem(order, references, reported);
  if (problem) {
    if (problem.status !== 402)
      shop.log.error('payment-mismatch', {
        provider: gateway.provider,
        orderId: order.id,
        problem: problem.message,
      });
    throw new ShopError(problem.status, problem.message);
  }
  const done = await fulfilPayment(shop.db, order.id, reported.reference);
  await mailPaidCardOrder(shop, done);
  if (done.order.status === 'cancelled') {
    shop.log.error('paid-order-sold-out', { provider: gateway.provider, orderId: order.id });
    throw conflict(paymentMessages.soldOut);
  }
  return {
    success: true,
    message: done.already ? paymentMessages.alreadyVerified : paymentMessages.verified,
    order: orderFromRow(done.order),
  };
}

/**
 * Card orders, their verification, the providers' webhooks, and the built-in sandbox for every provider
 * without a secret key when the sandbox runs (docs/decisions/026-payment-methods-and-the-sandbox.md): never beside a live key.
 */
export function paymentRoutes(shop: Shop): Hono {
  const router = new Hono();
  const sandboxed = sandboxedProviders(shop.payments);
  const sandbox = sandboxRoutes(shop, sandboxed);
  if (sandboxed.length > 0) router.route('/', sandbox);
  const viaSandbox = inProcess(sandbox, shop.publicUrl);
  const gateways = {
    paystack: paystackGateway(shop, viaSandbox),
    flutterwave: flutterwaveGateway(shop, viaSandbox),
  };

  handle(router, shop, 'paystackOrder', async (call) => {
    const { orderId, url, message } = await startCardPayment(shop, gateways.paystack, call);
    return { success: true, message, orderId, authorization_url: url };
  });

  handle(router, shop, 'flutterwaveOrder', async (call) => {
    const { orderId, url, message } = await startCardPayment(shop, gateways.flutterwave, call);
    return { success: true, message, orderId, link: url };
  });

  handle(router, shop, 'verifyPaystack', ({ c, body, shopper }) =>
    verifyCardPayment(
      shop,
      gateways.paystack,
      { orderId: body.orderId, id: body.reference, reference: body.reference },
      { c, shopper },
    ),
  );

  handle(router, shop, 'verifyFlutterwave', ({ c, body, shopper }) =>
    verifyCardPayment(
      shop,
      gateways.flutterwave,
      { orderId: body.orderId, id: body.transaction_id, reference: null },
      { c, shopper },
    ),
  );

  handle(router, shop, 'payNow', async (call) => {
    const { orderId, url, message } = await payAgain(shop, gateways, call);
    return { success: true, message, orderId, url };
  });

  router.route('/', webhookRoutes(shop, gateways));
  return router;
}
