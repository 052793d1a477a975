import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { countAhead, countAttempts } from './services/rate-limits';
import { send, useTestShop } from './test/shop';

// A small per-address limit, behind one proxy that appends the address it was called from to X-Forwarded-For.
const shop = useTestShop({ trustedProxies: 1, limits: { loginPerIp: { max: 3, windowMs: 15 * 60 * 1000 } } });

/** A login as the proxy passes it on: what the client wrote in X-Forwarded-For, then the client's address. */
const loginFrom = (ip: string, email: string, written = '10.0.0.1') =>
  send(shop.app, 'POST', '/api/user/login', {
    body: { email, password: 'whatever it is' },
    headers: { 'x-forwarded-for': `${written}, ${ip}` },
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

  it('is not escaped by writing a new address into X-Forwarded-For on every try', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await loginFrom('192.0.2.44', `c${i}@example.com`, `198.18.0.${i}`)).status).toBe(401);
    expect((await loginFrom('192.0.2.44', 'c9@example.com', '198.18.0.99')).status).toBe(429);
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

describe('counting one attempt under several keys at once', () => {
  const hour = 60 * 60 * 1000;
  const tight = { max: 2, windowMs: hour };
  const loose = { max: 5, windowMs: hour };
  const quarter = { max: 50, windowMs: hour / 4 };
  const attempts = [
    { key: 'test:email', limit: tight },
    { key: 'test:phone', limit: loose },
    { key: 'test:ip', limit: quarter },
  ];

  it('refuses when any key is past its limit, counts every key all the same, and slides each window', async () => {
    const db = shop.database.db;
    const at = new Date('2026-11-25T10:50:00Z');
    await countAttempts(db, attempts, at);
    await countAttempts(db, attempts, at);
    await expect(countAttempts(db, attempts, at)).rejects.toMatchObject({ status: 429 });
    // the refused attempt was counted under the phone too
    expect(await countAhead(db, 'test:phone', loose, at)).toBe(4);
    // ten minutes into the next hour, five sixths of the last hour's three still count
    expect(await countAhead(db, 'test:email', tight, new Date('2026-11-25T11:10:00Z'))).toBe(1 + 3);
    // and each key's previous window is its own: the quarter hour from 10:45 (no hour's start) held the three
    expect(await countAhead(db, 'test:ip', quarter, new Date('2026-11-25T11:00:00Z'))).toBe(1 + 3);
  });

  it('counts a shopper who placed an order last hour and places another now, each key with its own last hour', async () => {
    const db = shop.database.db;
    const keys = [
      { key: 'next-hour:email', limit: loose },
      { key: 'next-hour:phone', limit: loose },
    ];
    await countAttempts(db, keys, new Date('2026-11-25T10:50:00Z'));
    await countAttempts(db, keys, new Date('2026-11-25T10:55:00Z'));
    // at 11:30 half of the last hour's two still count beside this one, under each key
    await expect(countAttempts(db, keys, new Date('2026-11-25T11:30:00Z'))).resolves.toBeUndefined();
    expect(await countAhead(db, 'next-hour:email', loose, new Date('2026-11-25T11:30:00Z'))).toBe(2 + 1);
  });
});
