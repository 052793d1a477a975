/**
 * Drill: a card provider that never answers. server/payments/*.test.ts cover each failure once (Flutterwave
 * hanging at the start, Paystack failing with a 5xx at the start, both hanging at verification); this drill adds
 * what they leave out, for both providers alike: Paystack hanging at the start, the order left cancelled (not
 * merely its stock back), and the shopper answered within the time limit rather than whenever the socket gives up.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { paymentMessages } from '../payments/messages';
import type { ProviderName } from '../payments/provider';
import { fakeProviderEnv, type FakeProvider } from '../test/fake-providers';
import { orderRequest, paymentTestBed, placeCardOrder, type PaymentShop } from '../test/payments';
import { timed } from './load';

const KEYS = { paystack: 'sk_test_drill', flutterwave: 'FLWSECK_TEST-drill' } as const;
const bed = paymentTestBed([KEYS.paystack, KEYS.flutterwave]);
/** fakeProviderEnv's PAYMENT_TIMEOUT_SECONDS */
const TIME_LIMIT_MS = 300;
/** what the shop may add to the time limit: cancelling the order and answering */
const SLACK_MS = 2_000;

let shop: PaymentShop;
const providers = {} as Record<ProviderName, FakeProvider>;

beforeEach(async () => {
  providers.paystack = bed.provider(0);
  providers.flutterwave = bed.provider(1);
  shop = await bed.openShop({
    ...fakeProviderEnv('paystack', providers.paystack, KEYS.paystack),
    ...fakeProviderEnv('flutterwave', providers.flutterwave, KEYS.flutterwave),
  });
});

const verify = async (gateway: ProviderName, orderId: string, reference: string) =>
  gateway === 'paystack'
    ? shop.post('/api/order/verifyPaystack', { orderId, reference })
    : shop.post('/api/order/verifyFlutterwave', {
        orderId,
        transaction_id: providers.flutterwave.find(reference).id,
      });

describe.each(['paystack', 'flutterwave'] as const)('%s never answers', (gateway) => {
  it('at the start: a readable 502 within the time limit, the order cancelled and its stock back', async () => {
    providers[gateway].outage = 'hang';
    const { result: response, ms } = await timed(() => shop.post(`/api/order/${gateway}`, orderRequest(2)));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, message: paymentMessages.startFailed(gateway) });
    expect(ms).toBeGreaterThanOrEqual(TIME_LIMIT_MS - 10);
    expect(ms).toBeLessThan(TIME_LIMIT_MS + SLACK_MS);

    const stored = await shop.database.db.select().from(orders).where(eq(orders.paymentMethod, gateway));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'cancelled', payment: false, reservedUntil: null });
    expect(await shop.stock()).toBe(5);
  });

  it('at verification: a readable 502 within the time limit, and the order still waits, unpaid', async () => {
    const { orderId, reference } = await placeCardOrder(shop, gateway);
    providers[gateway].outage = 'hang';
    const { result: response, ms } = await timed(() => verify(gateway, orderId, reference));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toMatch(/is not answering right now/);
    expect(ms).toBeLessThan(TIME_LIMIT_MS + SLACK_MS);
    expect(await shop.order(orderId)).toMatchObject({ status: 'pending', payment: false });
    expect(await shop.stock()).toBe(4);
  });
});
