import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { send, useTestShop } from './test/shop';

// A small per-address limit, behind a proxy that reports the shopper's address.
const shop = useTestShop({ trustProxy: true, limits: { loginPerIp: { max: 3, windowMs: 15 * 60 * 1000 } } });

const loginFrom = (ip: string, email: string) =>
  send(shop.app, 'POST', '/api/user/login', {
    body: { email, password: 'whatever it is' },
    headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` },
  });

describe('the per-address login limit', () => {
  it('answers 429 once one address used its attempts up, and only for that address', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await loginFrom('203.0.113.7', `a${i}@example.com`)).status).toBe(401);
    const refused = await loginFrom('203.0.113.7', 'a9@example.com');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: messages.tooManyAttempts });
    expect((await loginFrom('198.51.100.2', 'a9@example.com')).status).toBe(401);
  });

  it('is counted in the database, so a second server instance sees the same attempts', async () => {
    const other = await shop.anotherApp();
    const fromOther = await send(other, 'POST', '/api/user/login', {
      body: { email: 'b@example.com', password: 'whatever it is' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(fromOther.status).toBe(429);
  });
});
