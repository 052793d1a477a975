import { describe, expect, it } from 'vitest';
import { createShopClient } from './client';
import { checkAnswer } from './endpoints';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const call = { url, init };
    sent.push(call);
    return answer(call);
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const header = (sent: Sent, name: string) => (sent.init.headers as Record<string, string>)[name];

describe('shop client', () => {
  it('sends the token header on calls that use one, and not on public calls', async () => {
    const { fetch, sent } = fakeFetch(() => json({ success: true, cartData: {} }));
    const client = createShopClient({ baseUrl: 'http://shop.test/', fetch, getToken: () => 'tok' });
    await client.cartGet({});
    await client.popup();
    expect(sent[0]!.url).toBe('http://shop.test/api/cart/get');
    expect(header(sent[0]!, 'token')).toBe('tok');
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual({});
    expect(header(sent[1]!, 'token')).toBeUndefined();
  });

  it('fills and encodes path parameters', async () => {
    const { fetch, sent } = fakeFetch(() => json({ success: true, reviews: [] }));
    await createShopClient({ fetch }).productReviews({ productId: 'a/b c' });
    expect(sent[0]!.url).toBe('/api/review/product/a%2Fb%20c');
    expect(sent[0]!.init.method).toBe('GET');
  });

  it('returns a checked success answer', async () => {
    const { fetch } = fakeFetch(() => json({ success: true, popup: 'Harmattan sale!' }));
    expect(await createShopClient({ fetch }).popup()).toEqual({ success: true, popup: 'Harmattan sale!' });
  });

  it('reads the server message on a failure status', async () => {
    const { fetch } = fakeFetch(() => json({ success: false, message: 'Only 2 available in stock' }, 409));
    const result = await createShopClient({ fetch, getToken: () => 't' }).cartAdd({ itemId: 'p1' });
    expect(result).toEqual({ success: false, message: 'Only 2 available in stock', status: 409 });
  });

  it("reads the newsletter's error field", async () => {
    const { fetch } = fakeFetch(() =>
      json({ success: false, error: 'Please enter a valid email address' }, 400),
    );
    const result = await createShopClient({ fetch }).newsletterSubscribe({ email: 'x' });
    expect(result).toMatchObject({ success: false, message: 'Please enter a valid email address' });
  });

  it('turns a network failure into a sentence', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    expect(await createShopClient({ fetch }).productList()).toEqual({
      success: false,
      message: 'Network error. Please try again.',
      status: 0,
    });
  });

  it('refuses a success whose shape is wrong when it checks answers, and a body that is not JSON', async () => {
    const wrongShape = fakeFetch(() => json({ success: true, products: 'lots' }));
    expect(await createShopClient({ fetch: wrongShape.fetch, checkAnswer }).productList()).toMatchObject({
      success: false,
      message: 'The shop sent an answer we could not read. Please try again.',
    });
    const html = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await createShopClient({ fetch: html.fetch }).productList()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again.',
      status: 502,
    });
  });

  it('trusts answers as sent when it has no checker, so the browser need not load zod', async () => {
    const odd = fakeFetch(() => json({ success: true, products: 'lots' }));
    expect(await createShopClient({ fetch: odd.fetch }).productList()).toEqual({
      success: true,
      products: 'lots',
    });
  });

  it('sends an Idempotency-Key for a retried order', async () => {
    const { fetch, sent } = fakeFetch(() =>
      json({ success: true, message: 'Order placed successfully!', orderId: 'o1' }),
    );
    const body = { address: {}, items: [{ productId: 'p1', quantity: 1 }] };
    await createShopClient({ fetch }).placeOrder(body, { idempotencyKey: 'k-1' });
    expect(header(sent[0]!, 'idempotency-key')).toBe('k-1');
  });
});
