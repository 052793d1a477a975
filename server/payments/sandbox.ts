import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { randomInt } from 'node:crypto';
import * as z from 'zod';
import { fromKobo, providerReturnQuery, toKobo, type ProviderReturn } from '../../api';
import { isUniqueViolation } from '../db/errors';
import { sandboxPayments } from '../db/schema';
import type { Shop } from '../shop';
import type { ProviderFetch, ProviderName } from './provider';
import {
  flutterwaveHostedLink,
  flutterwaveVerified,
  paystackInitialized,
  paystackVerified,
  providerRefusal,
} from './provider-answers';
import { checkoutPage } from './sandbox-page';
import { sameSecret } from './secret';

/**
 * The built-in payment sandbox (docs/decisions/026-payment-methods-and-the-sandbox.md): Paystack's and
 * Flutterwave's API shapes under /sandbox/<provider>, and a test payment page with Pay and Cancel. Only
 * mounted for a provider without a secret key, and only when the sandbox runs (server/payments/settings.ts).
 * Its transactions live in the database, so they survive restarts and any process can serve them.
 */

type SandboxPayment = typeof sandboxPayments.$inferSelect;
type Outcome = SandboxPayment['status'];

const paystackStatus = {
  pending: 'abandoned',
  paid: 'success',
  cancelled: 'abandoned',
} as const satisfies Record<Outcome, string>;
const flutterwaveStatus = {
  pending: 'pending',
  paid: 'successful',
  cancelled: 'cancelled',
} as const satisfies Record<Outcome, string>;

const paystackInitialize = z.looseObject({
  email: z.email(),
  amount: z.coerce.number().int().positive(),
  reference: z.string().regex(/^[\w.=-]{1,100}$/),
  currency: z.string().default('NGN'),
  callback_url: z.url(),
  metadata: z.record(z.string(), z.unknown()).default({}),
});

const flutterwavePayment = z.looseObject({
  tx_ref: z.string().min(1).max(100),
  amount: z.coerce.number().positive(),
  currency: z.string().default('NGN'),
  redirect_url: z.url(),
  customer: z.looseObject({
    email: z.email(),
    name: z.string().optional(),
    phonenumber: z.string().optional(),
  }),
  meta: z.record(z.string(), z.unknown()).default({}),
});

const refusal = (c: Context, provider: ProviderName, status: 400 | 401, message: string) =>
  c.json(providerRefusal(provider, message), status);

/**
 * Whether a return address is one of this shop's own (under PUBLIC_URL): the sandbox's Pay and Cancel
 * redirect there, so any other would make the shop's page send shoppers wherever a caller chose.
 */
function withinShop(address: string, publicUrl: string): boolean {
  const url = new URL(address);
  const shop = new URL(`${publicUrl}/`);
  return url.origin === shop.origin && url.pathname.startsWith(shop.pathname);
}

const returnElsewhere = (field: string) =>
  `The ${field} must be an address of this shop (under its PUBLIC_URL); the sandbox sends shoppers nowhere else.`;

/** Flutterwave's transaction ids are whole numbers: 47 random bits, so that none leads to a neighbour's. */
const transactionId = () => randomInt(1_000_000, 2 ** 47);

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

export function sandboxRoutes(shop: Shop, providers: readonly ProviderName[]): Hono {
  const router = new Hono();
  const checkoutUrl = (provider: ProviderName, reference: string) =>
    `${shop.publicUrl}/sandbox/${provider}/checkout/${encodeURIComponent(reference)}`;

  const find = async (provider: ProviderName, where: { reference: string } | { id: number }) => {
    const match =
      'id' in where ? eq(sandboxPayments.id, where.id) : eq(sandboxPayments.reference, where.reference);
    const [row] = await shop.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.provider, provider), match));
    return row;
  };

  /**
   * Stores a new transaction under a random id; false when the reference was used before (both providers
   * refuse that). An id already drawn (one chance in 10^14) is drawn again.
   */
  const record = async (row: Omit<typeof sandboxPayments.$inferInsert, 'id'>): Promise<boolean> => {
    for (let draw = 1; ; draw++) {
      try {
        await shop.db.insert(sandboxPayments).values({ ...row, id: transactionId() });
        return true;
      } catch (error) {
        if (!isUniqueViolation(error) || draw === 3) throw error;
        if (await find(row.provider, { reference: row.reference })) return false;
      }
    }
  };

  for (const provider of providers) {
    // the secret key, as the real APIs demand it: this process's own, which only its adapters know
    router.use(`/sandbox/${provider}/*`, async (c, next) => {
      if (c.req.path.includes('/checkout/')) return next();
      const key = shop.payments.sandboxKey;
      if (key === null || !sameSecret(c.req.header('authorization'), `Bearer ${key}`))
        return refusal(c, provider, 401, 'Invalid authorization key');
      return next();
    });
  }

  if (providers.includes('paystack')) {
    router.post('/sandbox/paystack/transaction/initialize', async (c) => {
      const parsed = paystackInitialize.safeParse(await readJson(c));
      if (!parsed.success) return refusal(c, 'paystack', 400, 'Invalid transaction details');
      const { email, amount, reference, currency, callback_url, metadata } = parsed.data;
      if (!withinShop(callback_url, shop.publicUrl))
        return refusal(c, 'paystack', 400, returnElsewhere('callback_url'));
      const stored = await record({
        provider: 'paystack',
        reference,
        amountKobo: amount,
        currency,
        email,
        returnUrl: callback_url,
        metadata,
        status: 'pending',
      });
      if (!stored) return refusal(c, 'paystack', 400, 'Duplicate Transaction Reference');
      return c.json(
        paystackInitialized({
          reference,
          authorizationUrl: checkoutUrl('paystack', reference),
          accessCode: reference,
        }),
      );
    });

    router.get('/sandbox/paystack/transaction/verify/:reference', async (c) => {
      const payment = await find('paystack', { reference: c.req.param('reference') });
      if (!payment) return refusal(c, 'paystack', 400, 'Transaction reference not found');
      return c.json(paystackVerified({ ...payment, status: paystackStatus[payment.status] }));
    });
  }

  if (providers.includes('flutterwave')) {
    router.post('/sandbox/flutterwave/v3/payments', async (c) => {
      const parsed = flutterwavePayment.safeParse(await readJson(c));
      if (!parsed.success) return refusal(c, 'flutterwave', 400, 'Invalid payment details');
      const { tx_ref, amount, currency, redirect_url, customer, meta } = parsed.data;
      if (!withinShop(redirect_url, shop.publicUrl))
        return refusal(c, 'flutterwave', 400, returnElsewhere('redirect_url'));
      const stored = await record({
        provider: 'flutterwave',
        reference: tx_ref,
        amountKobo: toKobo(amount),
        currency,
        email: customer.email,
        customerName: customer.name ?? null,
        returnUrl: redirect_url,
        metadata: meta,
        status: 'pending',
      });
      if (!stored) return refusal(c, 'flutterwave', 400, 'Duplicate tx_ref');
      return c.json(flutterwaveHostedLink(checkoutUrl('flutterwave', tx_ref)));
    });

    router.get('/sandbox/flutterwave/v3/transactions/:id/verify', async (c) => {
      const id = Number(c.req.param('id'));
      const payment = Number.isSafeInteger(id) ? await find('flutterwave', { id }) : undefined;
      if (!payment) return refusal(c, 'flutterwave', 400, 'No transaction was found for this id');
      return c.json(
        flutterwaveVerified({
          ...payment,
          txRef: payment.reference,
          flwRef: `SANDBOX-${payment.id}`,
          status: flutterwaveStatus[payment.status],
          amountNaira: fromKobo(payment.amountKobo),
          meta: payment.metadata,
        }),
      );
    });
  }

  const checkout = (provider: ProviderName) => `/sandbox/${provider}/checkout/:reference`;

  for (const provider of providers) {
    router.get(checkout(provider), async (c) => {
      const payment = await find(provider, { reference: c.req.param('reference') ?? '' });
      if (!payment) return c.text('There is no such test payment.', 404);
      const page = await checkoutPage({
        provider,
        shopName: shop.payments.shopName,
        reference: payment.reference,
        amountKobo: payment.amountKobo,
        email: payment.email,
        action: `/sandbox/${provider}/checkout/${encodeURIComponent(payment.reference)}`,
      });
      return c.html(page, 200, { 'Cache-Control': 'no-store' });
    });

    for (const choice of ['pay', 'cancel'] as const) {
      router.post(`${checkout(provider)}/${choice}`, async (c) => {
        const reference = c.req.param('reference') ?? '';
        // a payment is decided once: pressing again (or the other button) only repeats the redirect
        await shop.db
          .update(sandboxPayments)
          .set({ status: choice === 'pay' ? 'paid' : 'cancelled' })
          .where(
            and(
              eq(sandboxPayments.provider, provider),
              eq(sandboxPayments.reference, reference),
              eq(sandboxPayments.status, 'pending'),
            ),
          );
        const payment = await find(provider, { reference });
        if (!payment) return c.text('There is no such test payment.', 404);
        return c.redirect(backToShop(provider, payment), 303);
      });
    }
  }

  return router;
}

/** The return address with the query parameters the real provider adds. */
function backToShop(provider: ProviderName, payment: SandboxPayment): string {
  const url = new URL(payment.returnUrl);
  const paid = payment.status === 'paid';
  const back: ProviderReturn =
    provider === 'paystack'
      ? { gateway: provider, reference: payment.reference, paid }
      : { gateway: provider, txRef: payment.reference, transactionId: String(payment.id), paid };
  for (const [name, value] of Object.entries(providerReturnQuery(back))) url.searchParams.set(name, value);
  return url.toString();
}

/** The sandbox's API reached inside this process, whatever PUBLIC_URL is (no network, no proxy). */
export function inProcess(sandbox: Hono, publicUrl: string): ProviderFetch {
  return async (url, init) =>
    sandbox.request(url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url, init);
}
