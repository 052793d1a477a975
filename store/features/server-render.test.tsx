import { describe, expect, it } from 'vitest';
import { cartItemKey, messages } from '../../api';
import { aProduct, anAddress } from '../../api/test/product';
import { render } from '../entry-server';

/*
 * The account and checkout pages on the server: they belong to one shopper, so the server renders them
 * with what the request's cookies name (the cart, the orders; the calls carry the cookies in-process) as
 * forms it answers itself, and asks search engines to leave them out.
 */
const plainProduct = aProduct({ _id: 'p1', name: 'Sokoto Sandal Attar', stock: 10 });
const line = { productId: plainProduct._id, quantity: 2, variations: {} };
const answers: Record<string, unknown> = {
  '/api/cart/get': { success: true, cartData: { [cartItemKey(plainProduct._id, {})]: line } },
  '/api/product/list': { success: true, products: [plainProduct] },
  '/api/order/userorders': { success: true, orders: [] },
};
const called: string[] = [];
const shopApi: typeof fetch = async (input) => {
  const path = new URL(String(input)).pathname;
  called.push(path);
  const answer = answers[path] ?? { success: false, message: 'Not in this test' };
  return new Response(JSON.stringify(answer), {
    status: path in answers ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
};

const template = `<!doctype html><html><head><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"><!--app-html--></div></body></html>`;

async function renderPage(path: string, loggedIn = false) {
  const response = await render(new Request(`http://127.0.0.1:3000${path}`), {
    fetch: shopApi,
    publicUrl: 'https://shop.example',
    visitor: { loggedIn, staff: false },
    template,
  });
  return { status: response.status, html: await response.text() };
}

const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

describe('the account and checkout pages, server-rendered', () => {
  it.each([
    ['/login', 'Login', 'Sign In'],
    ['/forgot-password', 'Forgot Password', 'Send Reset Link'],
    ['/reset-password/a-link', 'Reset Password', 'Reset Password'],
  ])('%s renders its form for everyone', async (path, heading, button) => {
    const { status, html } = await renderPage(path);
    expect(status).toBe(200);
    expect(h1(html)).toBe(heading);
    expect(html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>${button}`));
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('/cart renders the cart the cookies name, each line a form the server answers', async () => {
    const { status, html } = await renderPage('/cart');
    expect(status).toBe(200);
    expect(html).toContain(plainProduct.name);
    expect(html).toMatch(/<form[^>]*action="\/cart"[^>]*method="post"/);
    expect(html).toMatch(
      /<button type="submit" value="3" aria-label="Increase quantity of [^"]+"[^>]*name="setQuantity"/,
    );
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('/place-order renders the checkout form for that cart, posting to the server', async () => {
    const { html } = await renderPage('/place-order');
    expect(html).toMatch(/<form[^>]*action="\/place-order"[^>]*method="post"/);
    expect(html).toMatch(/name="idempotencyKey" value="[0-9a-f-]{36}"/);
    expect(html).toContain('PLACE ORDER');
  });

  it('/place-order lists the lines being bought before the page is hydrated', async () => {
    const { html } = await renderPage('/place-order');
    const summary = html.match(/<ul[^>]*aria-label="Items in your order".*?<\/ul>/)?.[0] ?? '';
    expect(summary).toContain(plainProduct.name);
    expect(summary).toContain('Quantity: <!-- -->2');
  });

  it("/place-order comes filled in with a logged-in shopper's details; a guest's form is empty", async () => {
    const details = { ...anAddress, firstName: 'Tunde', street: '3 Awolowo Avenue', phone: '0703 555 0101' };
    answers['/api/order/details'] = { success: true, details };
    try {
      called.length = 0;
      const shopper = await renderPage('/place-order', true);
      expect(called).toContain('/api/order/details');
      for (const value of ['Tunde', details.email, '3 Awolowo Avenue', '0703 555 0101'])
        expect(shopper.html).toContain(`value="${value}"`);
      called.length = 0;
      const guest = await renderPage('/place-order');
      expect(called).not.toContain('/api/order/details');
      expect(guest.html).not.toContain('value="Tunde"');
    } finally {
      delete answers['/api/order/details'];
    }
  });

  it('/place-order says at once when nothing in the cart can be bought, with no form to fill', async () => {
    const cart = answers['/api/cart/get'];
    const soldOut = { ...line, productId: 'p2' };
    answers['/api/product/list'] = { success: true, products: [aProduct({ _id: 'p2', inStock: false })] };
    answers['/api/cart/get'] = { success: true, cartData: { [cartItemKey('p2', {})]: soldOut } };
    try {
      const { html } = await renderPage('/place-order');
      expect(html).toContain(messages.cartEmptyOrInvalid);
      expect(html).toContain(`${messages.outOfStock}<!-- -->: not in this order`);
      expect(html).toMatch(/<a[^>]*href="\/cart"[^>]*>Back to cart<\/a>/);
      expect(html).not.toContain('PLACE ORDER');
    } finally {
      answers['/api/cart/get'] = cart;
      answers['/api/product/list'] = { success: true, products: [plainProduct] };
    }
  });

  it('/orders renders the orders the cookies name', async () => {
    called.length = 0;
    const { html } = await renderPage('/orders');
    expect(called).toContain('/api/order/userorders');
    expect(html).toContain('No Orders Found');
  });

  it('/verify shows the pending state, or the parameter error at once', async () => {
    const pending = await renderPage('/verify?orderId=o1&gateway=paystack&reference=r1');
    expect(h1(pending.html)).toBe('Verifying Payment');
    const broken = await renderPage('/verify?orderId=o1&gateway=stripe');
    expect(h1(broken.html)).toBe('Payment Failed');
    expect(broken.html).toContain('Invalid payment gateway');
  });
});
