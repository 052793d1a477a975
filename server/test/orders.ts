import type { Hono } from 'hono';
import type { PlaceOrderRequest } from '../../api';
import { PUBLIC_URL } from './shop';
import { anAddress } from '../../api/test/product';

/** An order of `quantity` of one product without choices, to Ibadan. */
export const orderOf = (productId: string, quantity = 1, email = anAddress.email): PlaceOrderRequest => ({
  address: { ...anAddress, email },
  items: [{ productId, quantity, variations: {} }],
  amount: 0,
});

/**
 * Pays a card order on the payment sandbox's page, as the shopper would press Pay there: `placed` is the shop's
 * answer to the card order (its authorization_url). Returns the payment's reference, for verifying it.
 */
export async function paidInTheSandbox(app: Hono, placed: Record<string, unknown> | null): Promise<string> {
  const page = await app.request(String(placed?.authorization_url).replace(PUBLIC_URL, ''));
  const pay = /<form method="post" action="([^"]+\/pay)"/.exec(await page.text())?.[1] ?? '';
  const paid = await app.request(pay.replace(PUBLIC_URL, ''), { method: 'POST' });
  return new URL(paid.headers.get('location') ?? '').searchParams.get('reference') ?? '';
}
