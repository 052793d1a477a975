import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../api';
import { anAddress } from '../api/test/product';
import { runCommand } from './cli/commands';
import { settings } from './db/schema';
import { createDrillShop } from './drills/drill-shop';
import type { Logger } from './shop';
import { EKO, guestWithEko } from './test/browser';
import { testDatabaseUrl } from './test/database';
import { orderOf } from './test/orders';
import { killLeftovers, runEntry, startServerProcess, stopProcess } from './test/process';
import { createTestShop, send, useTestShop } from './test/shop';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';
import { readableMail } from './test/mails';

/*
 * Every order's mails carry a signed link (/order/<orderId>/<key>) that opens that order, and only it,
 * without logging in, on any device; the page shows how to pay an order that waits for its transfer.
 */
const web = storefrontFromSources();
afterAll(() => {
  web.remove();
  killLeftovers();
});
const shop = useTestShop({ web });

const notFound = { success: false, message: 'We could not find an order with that id and email.' };
const LINK = /^See your order at (http:\/\/shop\.test\/order\/([0-9a-f]{24})\/([A-Za-z0-9_-]+))$/m;

const decoded = readableMail;

/** The mails of these to `email`; the shop keeps an email in lower case. */
const to = (email: string, mails: string[]) =>
  mails.map(decoded).filter((mail) => mail.split('\n').includes(`To: ${email.toLowerCase()}`));

const mailsTo = async (email: string) => to(email, await shop.outbox());

/** The signed link in a mail: the whole URL, its path, the order id and the key. */
function linkIn(mail: string | undefined) {
  const [, url = '', orderId = '', key = ''] = LINK.exec(mail ?? '') ?? [];
  if (!url) throw new Error(`No signed link in the mail:\n${mail}`);
  return { url, path: new URL(url).pathname, orderId, key };
}

/** A guest's pay-before-delivery order, and the link of its confirmation mail. */
async function placedWithLink(email: string) {
  const guest = await guestWithEko(shop.app);
  const placed = await guest.post('/api/order/place', orderOf(EKO, 1, email));
  expect(placed.status).toBe(200);
  const [mail] = await mailsTo(email);
  return { id: String(placed.json?.orderId), mail, link: linkIn(mail) };
}

const open = (orderId: string, key: string, app = shop.app) =>
  send(app, 'POST', '/api/order/open', { body: { orderId, key } });

describe('the signed link in the confirmation mail', () => {
  it('opens that order on another device, without logging in: its page and the API call', async () => {
    const { id, mail, link } = await placedWithLink('linked@example.com');
    expect(link.orderId).toBe(id);
    // the link comes before tracking by reference, which the mail still explains
    expect(mail).toContain(`\nOr follow it at http://shop.test/orders with the reference #${id.slice(-8)}`);

    const opened = await open(link.orderId, link.key);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      success: true,
      order: { _id: id, status: 'pending', payment: false },
    });

    // a phone that never saw the shop: no cookie, no token, no script
    const page = await formBrowser(shop.app).get(link.path);
    expect(page.status).toBe(200);
    const html = await page.text();
    const text = textOf(html);
    expect(text).toContain(`Order #${id.slice(-8)}`);
    expect(text).toContain('Awaiting payment');
    // an unpaid pay-before-delivery order shows where to send the money, and how to send the proof
    expect(text).toContain('PAY BY BANK TRANSFER');
    expect(text).toContain(shop.served.config.bankTransfer.accountNumber);
    expect(html).toMatch(/<a[^>]*href="https:\/\/wa\.me\/[^"]*proof[^"]*"[^>]*>.*Send your proof of payment/);
    expect(text).toContain('Ask about this order on WhatsApp');
    expect(html).toMatch(/<a[^>]*href="\/orders"[^>]*>My Orders</);
    // the address is a key: kept out of search results and out of any Referer
    expect(html).toContain('<meta data-page-meta name="robots" content="noindex">');
    expect(html).toContain('<meta data-page-meta name="referrer" content="no-referrer">');
    // nor named as the page's canonical or shared address
    const addresses = [...html.matchAll(/<(?:link[^>]*rel="canonical"|meta[^>]*property="og:url")[^>]*>/g)];
    expect(addresses).toHaveLength(2);
    for (const [tag] of addresses) expect(tag).not.toContain(link.key);
  });

  it('is in the status mails too, and shows a paid order without the bank details', async () => {
    const { id, link } = await placedWithLink('moved.on.link@example.com');
    const owner = (...argv: string[]) =>
      runCommand(shop.database.db, argv, { out: () => undefined, err: () => undefined }, shop.served);
    expect(await owner('paid', id)).toBe(0);
    expect(await owner('status', id, 'shipped')).toBe(0);
    const statusMails = (await mailsTo('moved.on.link@example.com')).filter((mail) =>
      mail.includes(`Subject: Your order #${id.slice(-8)} is shipped`),
    );
    expect(statusMails).toHaveLength(1);
    expect(linkIn(statusMails[0]).url).toBe(link.url);

    const text = textOf(await (await formBrowser(shop.app).get(link.path)).text());
    expect(text).toContain('Shipped');
    expect(text).toContain('Paid');
    expect(text).not.toContain('PAY BY BANK TRANSFER');
  });

  it('carries no email, phone or address: the order id and its key only', async () => {
    const { id, link } = await placedWithLink('Private.Person@example.com');
    expect(link.url).toBe(`http://shop.test/order/${id}/${link.key}`);
    expect(link.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { email, phone, street, city, firstName, lastName } = { ...anAddress };
    for (const personal of ['private', 'example.com', email, phone, street, city, firstName, lastName])
      expect(link.url.toLowerCase()).not.toContain(personal.toLowerCase());
  });
});

describe('a link that is not the order’s', () => {
  it('answers 404 with the tracking form’s not-found, whether tampered, another order’s key, or an unknown id', async () => {
    const a = await placedWithLink('order.a@example.com');
    const b = await placedWithLink('order.b@example.com');
    const tampered = `${a.link.key.slice(0, -1)}${a.link.key.endsWith('A') ? 'B' : 'A'}`;
    const tracked = await send(shop.app, 'POST', '/api/order/track', {
      body: { orderId: a.id, email: 'someone.else@example.com' },
    });
    expect(tracked.json).toEqual(notFound);
    for (const [orderId, key] of [
      [a.id, tampered],
      [b.id, a.link.key],
      ['ffffffffffffffffffffffff', a.link.key],
      [a.id, 'A'.repeat(22)],
    ] as const) {
      const answer = await open(orderId, key);
      expect(answer.status, `${orderId}/${key}`).toBe(404);
      expect(answer.json).toEqual(tracked.json);
    }
    // the right pairs still open
    expect((await open(b.id, b.link.key)).json).toMatchObject({ order: { _id: b.id } });
  });

  it('shows a page saying so, with a way to the tracking form on MY ORDERS', async () => {
    const a = await placedWithLink('wrong.page@example.com');
    const page = await formBrowser(shop.app).get(`/order/${a.id}/${a.link.key.slice(0, -2)}xy`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(textOf(html)).toContain(notFound.message);
    expect(html).toMatch(/<a[^>]*href="\/orders"[^>]*>track your order</);
    expect(textOf(html)).not.toContain(`Order #${a.id.slice(-8)}`);
  });
});

describe('the shop’s link secret', () => {
  it('is kept in the database: a second shop instance on it opens the same links', async () => {
    const { id, link } = await placedWithLink('second.instance@example.com');
    const [row] = await shop.database.db.select().from(settings).where(eq(settings.key, 'order-link-secret'));
    expect(row).toBeDefined();
    // 128 bits of HMAC-SHA256 of the order id, under the stored secret: what a restarted server computes
    const key = createHmac('sha256', Buffer.from(row?.value ?? '', 'base64url'))
      .update(id)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    expect(link.key).toBe(key);

    const lines: unknown[] = [];
    const log: Logger = { info: (event, fields) => lines.push({ event, ...fields }), error: () => undefined };
    const second = await shop.anotherApp({ log });
    expect((await open(id, link.key, second)).json).toMatchObject({ success: true, order: { _id: id } });
    expect((await second.request(link.path)).status).toBe(200);
    // nor does the request log keep the key: a log is read by more people than a mailbox
    expect(JSON.stringify(lines)).toContain(`/order/${id}/[key]`);
    expect(JSON.stringify(lines)).not.toContain(link.key);
  });
});

describe('opening orders by link, many times from one address', () => {
  it('counts against the tracking limit, which tracking shares', async () => {
    const limited = await createTestShop({ limits: { trackPerIp: { max: 4, windowMs: 15 * 60_000 } } });
    try {
      const guess = { orderId: 'ffffffffffffffffffffffff', key: 'A'.repeat(22) };
      const track = { orderId: '#ffffffff', email: 'someone@example.com' };
      for (const [path, body] of [
        ['/api/order/open', guess],
        ['/api/order/track', track],
        ['/api/order/open', guess],
        ['/api/order/track', track],
      ] as const)
        expect((await send(limited.app, 'POST', path, { body })).status).toBe(404);
      for (const [path, body] of [
        ['/api/order/open', guess],
        ['/api/order/track', track],
      ] as const)
        expect(await send(limited.app, 'POST', path, { body })).toMatchObject({
          status: 429,
          json: { success: false, message: messages.tooManyAttempts },
        });
    } finally {
      await limited.close();
    }
  });
});

describe('the link after a restart', () => {
  it('is the same in the CLI’s status mail, and a restarted server still opens it', async () => {
    const drill = await createDrillShop(testDatabaseUrl);
    const env: Record<string, string> = { ...drill.env, PUBLIC_URL: 'http://shop.test' };
    const outbox = path.join(env.DATA_DIR ?? '', 'outbox');
    /** the mails written to `email` in DATA_DIR/outbox, once there are `count` (a mail is written after the answer) */
    const written = async (email: string, count: number) => {
      for (let tries = 0; ; tries += 1) {
        const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
        const mails = to(
          email,
          await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8'))),
        );
        if (mails.length >= count || tries > 100) return mails;
        await sleep(100);
      }
    };
    try {
      const first = await startServerProcess(env);
      const placed = await fetch(`${first.url}/api/order/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(orderOf(EKO, 1, 'restarted@example.com')),
      });
      const { orderId } = (await placed.json()) as { orderId: string };
      const [confirmation] = await written('restarted@example.com', 1);
      const link = linkIn(confirmation);
      expect(link.orderId).toBe(orderId);
      expect(await stopProcess(first)).toBe(0);

      // the owner's CLI, another process on the same data
      const paid = runEntry('cli.ts', env, ['paid', orderId]);
      expect(await paid.exited, paid.output()).toBe(0);
      const mails = await written('restarted@example.com', 2);
      const statusMail = mails.find((mail) => mail.includes('is paid and being prepared'));
      expect(linkIn(statusMail).url).toBe(link.url);

      const second = await startServerProcess(env);
      try {
        const opened = await fetch(`${second.url}/api/order/open`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orderId, key: link.key }),
        });
        expect(await opened.json()).toMatchObject({ success: true, order: { _id: orderId, payment: true } });
      } finally {
        await stopProcess(second);
      }
    } finally {
      killLeftovers();
      await drill.dispose();
    }
  }, 180_000);
});
