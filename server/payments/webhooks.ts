import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { endpoints } from '../../api';
import { paymentEvents } from '../db/schema';
import { failureBody } from '../http/errors';
import type { Shop } from '../shop';
import { mailPaidCardOrder } from '../services/order-mails';
import { fulfilPayment, paymentProblem } from './fulfilment';
import type { CardGateway, ReportedPayment } from './gateways';
import { paymentMessages } from './messages';
import { ProviderError, type ProviderName } from './provider';
import { orderOfReference, referencesOf } from './references';
import { sameSecret } from './secret';

/** Paystack signs the raw body: HMAC-SHA512 keyed with the secret key, in hex (x-paystack-signature). */
export const paystackSignature = (rawBody: string, secretKey: string) =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

export function paystackSignatureValid(
  rawBody: string,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

const paystackEvent = z.looseObject({
  event: z.string(),
  data: z.looseObject({
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    metadata: z.unknown().optional(),
  }),
});

const flutterwaveEvent = z.looseObject({
  event: z.string().optional(),
  data: z.looseObject({ id: z.number().int() }),
});

/** The providers' events as they come over the wire: what the payment tests send (provider-answers.ts). */
export type PaystackEvent = z.input<typeof paystackEvent>;
export type FlutterwaveEvent = z.input<typeof flutterwaveEvent>;

function parseEvent<S extends z.ZodType>(raw: string, schema: S): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const orderIdOf = (metadata: unknown) =>
  metadata && typeof metadata === 'object' && 'orderId' in metadata && typeof metadata.orderId === 'string'
    ? metadata.orderId
    : null;

/**
 * The providers' webhooks. The signature is checked on the raw body before anything
 * is parsed; a bad one gets 401 and changes nothing. A payment is fulfilled once per provider reference
 * (payment_events), so a replayed or repeated event is acknowledged and ignored.
 */
export function webhookRoutes(shop: Shop, gateways: Record<ProviderName, CardGateway>): Hono {
  const router = new Hono();
  const ack = (c: Context, message: string) => c.json({ success: true, message });
  const refuse = (c: Context) => c.json(failureBody(c.req.path, paymentMessages.webhookSignature), 401);

  /** Checks a reported payment against its order, then fulfils it once. */
  async function settle(c: Context, provider: ProviderName, reported: ReportedPayment) {
    const order = await orderOfReference(shop.db, provider, reported.reference);
    const problem = order
      ? paymentProblem(order, await referencesOf(shop.db, order.id), reported)
      : { message: 'no order has this reference' };
    if (!order || problem) {
      shop.log.error('webhook-payment-refused', {
        provider,
        reference: reported.reference,
        problem: problem?.message,
      });
      return ack(c, paymentMessages.webhookIgnored);
    }
    const claimed = await shop.db
      .insert(paymentEvents)
      .values({ provider, reference: reported.reference, orderId: order.id })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return ack(c, paymentMessages.webhookReplayed);
    try {
      const done = await fulfilPayment(shop.db, order.id, reported.reference);
      await mailPaidCardOrder(shop, done);
      if (done.order.status === 'cancelled')
        shop.log.error('paid-order-sold-out', { provider, orderId: order.id, reference: reported.reference });
    } catch (error) {
      // not fulfilled: let the provider's retry try again
      await shop.db
        .delete(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.reference, reported.reference)));
      throw error;
    }
    return ack(c, paymentMessages.webhookDone);
  }

  router.post(endpoints.paystackWebhook.path, async (c) => {
    const raw = await c.req.text();
    const { secretKey } = gateways.paystack;
    // the sandbox sends no webhooks, so without a real key none is believed
    if (!secretKey || !paystackSignatureValid(raw, c.req.header('x-paystack-signature'), secretKey))
      return refuse(c);
    const event = parseEvent(raw, paystackEvent);
    if (event?.event !== 'charge.success') return ack(c, paymentMessages.webhookIgnored);
    const { reference, amount, currency, metadata } = event.data;
    return settle(c, 'paystack', {
      outcome: 'paid',
      amountKobo: amount,
      currency,
      reference,
      orderId: orderIdOf(metadata),
    });
  });

  router.post(endpoints.flutterwaveWebhook.path, async (c) => {
    const raw = await c.req.text();
    const { secretHash } = shop.payments.flutterwave;
    // Flutterwave sends the secret hash itself; as above, only beside a real key
    if (
      !secretHash ||
      gateways.flutterwave.secretKey === null ||
      !sameSecret(c.req.header('verif-hash'), secretHash)
    )
      return refuse(c);
    const event = parseEvent(raw, flutterwaveEvent);
    if (!event || (event.event !== undefined && event.event !== 'charge.completed'))
      return ack(c, paymentMessages.webhookIgnored);
    // the event's body is not trusted: the transaction is asked for through the API
    try {
      return await settle(c, 'flutterwave', await gateways.flutterwave.check(String(event.data.id)));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      shop.log.error('webhook-verify-failed', {
        provider: 'flutterwave',
        kind: error.kind,
        detail: error.detail,
      });
      // a refused id is final; anything else is answered 502 so that Flutterwave sends the event again
      if (error.kind === 'refused') return ack(c, paymentMessages.webhookIgnored);
      return c.json(failureBody(c.req.path, error.message), 502);
    }
  });

  return router;
}
