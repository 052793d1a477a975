import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { defaultRateLimits } from './services/rate-limits';
import { send, useTestShop } from './test/shop';

// The shop's own limits, behind one proxy that appends the address it was called from to X-Forwarded-For.
const shop = useTestShop({ trustedProxies: 1, limits: defaultRateLimits });

const { newsletterPerIp, trackPerIp } = defaultRateLimits;

/** A request as the proxy passes it on: whatever the client wrote in X-Forwarded-For, then its address. */
const from = (ip: string, path: string, body: unknown, written = '10.0.0.1') =>
  send(shop.app, 'POST', path, { body, headers: { 'x-forwarded-for': `${written}, ${ip}` } });

describe('a flood of newsletter sign-ups from one address', () => {
  it(`is refused after ${newsletterPerIp.max} an hour, with a sentence, whatever the client writes first`, async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < newsletterPerIp.max; i += 1) {
      const answer = await from(
        ip,
        '/api/newsletter/subscribe',
        { email: `junk${i}@example.com` },
        `198.18.0.${i}`,
      );
      expect(answer.status).toBe(200);
    }
    const next = await from(
      ip,
      '/api/newsletter/subscribe',
      { email: 'junk-next@example.com' },
      '198.18.9.9',
    );
    expect(next).toMatchObject({ status: 429, json: { success: false, message: messages.tooManyAttempts } });
    expect(
      (await from('203.0.113.21', '/api/newsletter/subscribe', { email: 'real@example.com' })).status,
    ).toBe(200);
  });
});

describe('a flood of order tracking from one address', () => {
  it(`is refused after ${trackPerIp.max} in 15 minutes, found or not`, async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < trackPerIp.max; i += 1) {
      // a guessed reference, as the track form takes it
      const guess = { orderId: `#${i.toString(16).padStart(8, '0')}`, email: 'someone@example.com' };
      expect((await from(ip, '/api/order/track', guess, `198.18.0.${i % 250}`)).status).toBe(404);
    }
    const next = await from(ip, '/api/order/track', { orderId: '#ffffffff', email: 'someone@example.com' });
    expect(next).toMatchObject({ status: 429, json: { success: false, message: messages.tooManyAttempts } });
    expect(
      (await from('203.0.113.31', '/api/order/track', { orderId: '#00000000', email: 'a@example.com' }))
        .status,
    ).toBe(404);
  });
});
