import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';

/*
 * The account and checkout pages on the server: they belong to one shopper and depend on this device
 * (token, cart), so the server sends their frame (a form, or a spinner where the device decides) and asks
 * search engines to leave them out. No call of theirs needs a token on the server.
 */
const called: string[] = [];
const shopApi: typeof fetch = async (input) => {
  called.push(new URL(String(input)).pathname);
  return new Response(JSON.stringify({ success: false, message: 'Not in this test' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });
};

const template = `<!doctype html><html><head><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"><!--app-html--></div></body></html>`;

async function renderPage(path: string) {
  const response = await render(new Request(`http://127.0.0.1:3000${path}`), {
    fetch: shopApi,
    publicUrl: 'https://shop.example',
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

  it.each([
    ['/cart', 'Loading your cart'],
    ['/place-order', 'Loading your cart'],
    ['/orders', 'Loading your orders'],
  ])('%s renders its frame with a spinner until the device is known', async (path, loading) => {
    called.length = 0;
    const { status, html } = await renderPage(path);
    expect(status).toBe(200);
    expect(html).toContain(loading);
    expect(html).toContain('name="robots" content="noindex"');
    // only the shop's settings: nothing of a shopper's is fetched without their token
    expect(called).toEqual(['/api/config']);
  });

  it('/verify shows the pending state, or the parameter error at once', async () => {
    const pending = await renderPage('/verify?orderId=o1&gateway=paystack&reference=r1');
    expect(h1(pending.html)).toBe('Verifying Payment');
    const broken = await renderPage('/verify?orderId=o1&gateway=stripe');
    expect(h1(broken.html)).toBe('Payment Failed');
    expect(broken.html).toContain('Invalid payment gateway');
  });
});
