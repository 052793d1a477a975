import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../api';
import { runCommand } from './cli/commands';
import { eq } from 'drizzle-orm';
import { lockDataDir } from './db/lock';
import { auditLog, orders, recoveryCodes, users } from './db/schema';
import { findProduct } from './services/catalogue';
import { orderOf } from './test/orders';
import { killLeftovers, runEntry } from './test/process';
import { testProduct, useTestShop } from './test/shop';
import { invitationTokenMailedTo, newAccountOf } from './test/staff';
import { TEST_TOTP_SECRET } from './test/totp';

const shop = useTestShop();
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-cli-'));
});
afterAll(async () => {
  killLeftovers();
  await rm(dir, { recursive: true, force: true });
});

/** Runs one command; answers its exit code and what it printed. `withMail`: as `npm run shop` runs it. */
async function shopCommand(...argv: string[]) {
  return command(argv, false);
}

async function command(argv: string[], withMail: boolean) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(
    shop.database.db,
    argv,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    withMail ? shop.served : undefined,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function writeJson(name: string, value: unknown) {
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify(value));
  return file;
}

describe('what reaches the terminal', () => {
  // an escape sequence that would set the terminal's title and clear the screen, a bell, a reversal
  const hostile = '\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202e';
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;

  it('carries no control character from a product name or an order, and keeps the words', async () => {
    await shop.saveProducts([testProduct({ _id: 'cli-hostile', name: `Oud${hostile} Royale`, stock: 4 })]);
    const stock = await shopCommand('stock', 'cli-hostile', '5');
    expect(stock.out).toContain('Oud]0;pwned[2J31m Royale: stock 5.');
    expect(stock.out).not.toMatch(controls);

    const placed = await shop
      .client()
      .placeOrder(orderOf('69395184c0de5a1b0ea1f31a', 1, 'hostile@example.com'));
    if (!placed.success) throw new Error(placed.message);
    // as an older shop, or a hand in the database, could have stored it
    await shop.database.db
      .update(orders)
      .set({ email: `hostile${hostile}@example.com` })
      .where(eq(orders.id, placed.orderId));
    const listed = await shopCommand('orders');
    expect(listed.out).toContain(placed.orderId);
    expect(listed.out).not.toMatch(controls);
    expect((await shopCommand(`ord${hostile}ers`)).err).not.toMatch(controls);
  });
});

describe('import', () => {
  it('adds new products and updates existing ones from a JSON file', async () => {
    const fresh: Product = testProduct({
      _id: 'cli-new-scent',
      name: 'Ogbomoso Musk',
      basePrice: 27_500.5,
      stock: 12,
    });
    const existing = await findProduct(shop.database.db, '69395184c0de5a1b0ea1f31a');
    const file = await writeJson('products.json', [fresh, { ...existing, basePrice: 17_000 }]);
    expect(await shopCommand('import', file)).toMatchObject({
      code: 0,
      out: `Imported 2 products from ${file}.`,
    });
    expect(await findProduct(shop.database.db, 'cli-new-scent')).toEqual(fresh);
    expect((await findProduct(shop.database.db, '69395184c0de5a1b0ea1f31a'))?.basePrice).toBe(17_000);
  });

  it('refuses a file that is not a valid product list, changing nothing', async () => {
    const file = await writeJson('bad.json', [{ _id: 'cli-broken', name: 'No price' }]);
    const result = await shopCommand('import', file);
    expect(result.code).toBe(1);
    expect(result.err).toContain('is not a valid product list');
    expect(await findProduct(shop.database.db, 'cli-broken')).toBeUndefined();
    expect((await shopCommand('import', path.join(dir, 'missing.json'))).code).toBe(1);
  });
});

describe('stock', () => {
  it('sets a count, puts a product out of stock at 0, and keeps no count with none', async () => {
    await shop.saveProducts([testProduct({ _id: 'cli-stock', stock: 4 })]);
    expect((await shopCommand('stock', 'cli-stock', '0')).code).toBe(0);
    expect(await findProduct(shop.database.db, 'cli-stock')).toMatchObject({ stock: 0, inStock: false });
    await shopCommand('stock', 'cli-stock', '9');
    expect(await findProduct(shop.database.db, 'cli-stock')).toMatchObject({ stock: 9, inStock: true });
    await shopCommand('stock', 'cli-stock', 'none');
    const product = await findProduct(shop.database.db, 'cli-stock');
    expect(product?.inStock).toBe(true);
    expect(product && 'stock' in product).toBe(false);
  });

  it('refuses a bad count and an unknown product', async () => {
    expect(await shopCommand('stock', 'cli-stock', '-2')).toMatchObject({ code: 1 });
    expect(await shopCommand('stock', 'no-such-thing', '3')).toMatchObject({
      code: 1,
      err: 'There is no product with id no-such-thing.',
    });
  });
});

describe('popup', () => {
  it('sets and clears the announcement the storefront reads', async () => {
    expect((await shopCommand('popup', 'set', 'New Harmattan collection is here')).code).toBe(0);
    expect(await shop.client().popup()).toEqual({ success: true, popup: 'New Harmattan collection is here' });
    expect((await shopCommand('popup', 'clear')).code).toBe(0);
    expect(await shop.client().popup()).toEqual({ success: true, popup: '' });
    expect((await shopCommand('popup', 'set')).code).toBe(1);
  });
});

describe('orders, paid and status', () => {
  it('lists orders, marks one paid (pending -> processing), and moves it on', async () => {
    const placed = await shop
      .client()
      .placeOrder(orderOf('69395184c0de5a1b0ea1f31a', 2, 'cli-buyer@example.com'));
    if (!placed.success) throw new Error(placed.message);
    const listed = await shopCommand('orders');
    expect(listed.out).toContain(placed.orderId);
    expect(listed.out).toContain('cli-buyer@example.com');

    expect((await shopCommand('paid', placed.orderId)).code).toBe(0);
    const track = () => shop.client().trackOrder({ orderId: placed.orderId, email: 'cli-buyer@example.com' });
    expect(await track()).toMatchObject({ order: { payment: true, status: 'processing' } });

    expect((await shopCommand('status', placed.orderId, 'shipped')).code).toBe(0);
    expect(await track()).toMatchObject({ order: { status: 'shipped' } });
    expect((await shopCommand('orders', '--status', 'shipped')).out).toContain(placed.orderId);
    expect((await shopCommand('orders', '--status', 'delivered')).out).not.toContain(placed.orderId);
  });

  it('marks an order paid in the payment sandbox, so the owner does not ship on test money', async () => {
    // an account's order, which its session verifies (an order with no owner is verified by no one)
    const client = shop.client((await shop.newShopper()).token);
    const placed = await client.paystackOrder(
      orderOf('69395184c0de5a1b0ea1f31a', 1, 'sandbox-buyer@example.com'),
    );
    if (!placed.success) throw new Error(placed.message);
    // the shopper presses Pay on the sandbox's test page and comes back to /verify
    const pressed = await shop.app.request(`${new URL(placed.authorization_url).pathname}/pay`, {
      method: 'POST',
    });
    const reference = new URL(pressed.headers.get('location') ?? '').searchParams.get('reference') ?? '';
    expect(await client.verifyPaystack({ orderId: placed.orderId, reference })).toMatchObject({
      order: { payment: true, status: 'processing' },
    });

    const line = (await shopCommand('orders')).out.split('\n').find((row) => row.includes(placed.orderId));
    expect(line).toMatch(/ TEST +paystack /);
    expect(line).toContain('(paid in the payment sandbox: no money received)');
    expect((await shopCommand('status', placed.orderId, 'shipped')).out).toContain('payment sandbox');

    // a transfer the owner confirmed is paid for real
    const transfer = await client.placeOrder(orderOf('69395184c0de5a1b0ea1f31a', 1, 'transfer@example.com'));
    if (!transfer.success) throw new Error(transfer.message);
    const confirmed = (await shopCommand('paid', transfer.orderId)).out;
    expect(confirmed).toMatch(/ paid +cod /);
    expect(confirmed).not.toContain('sandbox');
  });

  it('cancelling returns the stock once, and a cancelled order is not reopened', async () => {
    await shop.saveProducts([testProduct({ _id: 'cli-cancel', stock: 3 })]);
    const placed = await shop.client().placeOrder(orderOf('cli-cancel', 3));
    if (!placed.success) throw new Error(placed.message);
    expect(await findProduct(shop.database.db, 'cli-cancel')).toMatchObject({ stock: 0, inStock: false });
    expect((await shopCommand('status', placed.orderId, 'cancelled')).code).toBe(0);
    expect(await findProduct(shop.database.db, 'cli-cancel')).toMatchObject({ stock: 3, inStock: true });
    await shopCommand('status', placed.orderId, 'cancelled');
    expect((await findProduct(shop.database.db, 'cli-cancel'))?.stock).toBe(3);
    expect(await shopCommand('status', placed.orderId, 'processing')).toMatchObject({ code: 1 });
  });

  it('refuses unknown orders, statuses and commands', async () => {
    expect((await shopCommand('paid', 'no-such-order')).code).toBe(1);
    expect((await shopCommand('status', 'no-such-order', 'shipped')).code).toBe(1);
    expect(await shopCommand('status', 'x', 'lost')).toMatchObject({
      code: 1,
      err: expect.stringContaining('Unknown status'),
    });
    expect(await shopCommand('dance')).toMatchObject({ code: 1, err: expect.stringContaining('--help') });
    expect((await shopCommand('orders', '--limit', 'many')).code).toBe(1);
  });
});

describe('owner add', () => {
  const ownerAdd = (email: string) => command(['owner', 'add', email], true);
  const roleOf = async (email: string) =>
    (await shop.database.db.select().from(users).where(eq(users.email, email)))[0]?.role;

  it('invites an existing account to be the owner, who becomes it by the mailed link; audited', async () => {
    const shopper = await shop.newShopper('Bisi');
    expect(await ownerAdd(shopper.email.toUpperCase())).toMatchObject({
      code: 0,
      out: `${shopper.email} is invited to be the shop's owner: a link is mailed to it (valid for 3 days). Whoever follows it chooses the account's password and becomes the owner; until then nothing changes.`,
    });
    expect(await roleOf(shopper.email)).toBe('shopper');
    const token = await invitationTokenMailedTo(shop, shopper.email);
    expect(await shop.client().acceptInvitation({ token, password: 'bisi runs the shop' })).toMatchObject({
      success: true,
    });
    expect(await roleOf(shopper.email)).toBe('owner');
    expect(await ownerAdd(shopper.email)).toMatchObject({
      code: 0,
      out: `${shopper.email} is the shop's owner already.`,
    });
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, shopper.email));
    const lines = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `account:${user?.id}`));
    expect(lines).toMatchObject([
      {
        actorEmail: shopper.email,
        action: 'account.role',
        before: { role: 'shopper' },
        after: { role: 'owner' },
      },
    ]);
    const invitation = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.invite'));
    expect(invitation.at(-1)).toMatchObject({
      actorEmail: 'cli',
      after: { role: 'owner', email: shopper.email },
    });
  });

  it('mails a new email the link, where its person chooses the new account’s password', async () => {
    const result = await ownerAdd('new.owner@example.com');
    expect(result.code).toBe(0);
    expect(await roleOf('new.owner@example.com')).toBeUndefined();
    const mail =
      (await shop.outbox()).filter((raw) => raw.includes('To: new.owner@example.com')).at(-1) ?? '';
    expect(mail).toContain('expires in 3 days');
    const token = await invitationTokenMailedTo(shop, 'new.owner@example.com');
    expect(await shop.client().acceptInvitation({ token, password: 'my own owner password' })).toMatchObject({
      success: true,
    });
    expect(await roleOf('new.owner@example.com')).toBe('owner');
  });

  it('refuses what is not an email, and a missing one', async () => {
    expect(await ownerAdd('not-an-email')).toMatchObject({
      code: 1,
      err: "'not-an-email' is not an email address.",
    });
    expect(await command(['owner', 'add'], true)).toMatchObject({
      code: 1,
      err: 'Use: owner add <email> or owner reset-2fa <email>',
    });
  });
});

describe('owner reset-2fa', () => {
  const idOf = async (email: string) =>
    (await shop.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const reset = (email: string) => command(['owner', 'reset-2fa', email], true);

  it('turns off two-step login for a lost phone: the password alone logs in, every device logged out; audited', async () => {
    const staff = await newAccountOf(shop, 'staff', 'Kemi Lost Her Phone');
    await shop.database.db
      .update(users)
      .set({ totpSecret: TEST_TOTP_SECRET })
      .where(eq(users.email, staff.email));
    // before: the password alone is not enough
    expect(await shop.client().login({ email: staff.email, password: staff.password })).toMatchObject({
      success: false,
      status: 401,
    });

    await shop.database.db
      .insert(recoveryCodes)
      .values({ userId: await idOf(staff.email), codeHash: 'a-hash' });
    const mailsBefore = (await shop.outbox()).length;
    expect(await reset(staff.email.toUpperCase())).toMatchObject({
      code: 0,
      out: `Two-step login is off for ${staff.email}, and every device logged in to the account is logged out. They log in with their password alone, and can turn two-step login on again with their new phone at /admin/security.`,
    });
    // the session the account had is gone; the password alone opens a new one
    expect(await shop.client(staff.token).adminSecurity()).toMatchObject({ success: false, status: 401 });
    expect(await shop.client().login({ email: staff.email, password: staff.password })).toMatchObject({
      success: true,
      staff: true,
    });
    // their recovery codes go too, and they are told by mail, in case they did not ask for it
    expect(
      await shop.database.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, await idOf(staff.email))),
    ).toEqual([]);
    const mails = (await shop.outbox()).slice(mailsBefore).map((mail) => mail.replace(/=\r?\n/g, ''));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${staff.email}`);
    expect(mails[0]).toContain('Subject: Two-step login was turned off for your admin login');
    expect(mails[0]).toContain('If you did not ask for this, change your password');
    const [account] = await shop.database.db.select().from(users).where(eq(users.email, staff.email));
    const [audited] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `account:${account?.id}`));
    expect(audited).toMatchObject({
      actorEmail: 'cli',
      action: 'account.totp',
      before: { totp: true },
      after: { totp: false },
    });

    expect(await reset(staff.email)).toMatchObject({
      code: 0,
      out: `${staff.email} has no two-step login: nothing changed.`,
    });
  });

  it('says so when no account has the email, and changes nothing', async () => {
    expect(await reset('nobody.here@example.com')).toMatchObject({
      code: 1,
      err: 'No account has the email nobody.here@example.com.',
    });
  });
});

describe('statement', () => {
  it('lists the matches and what matched nothing, changing nothing, then --confirm marks the sure ones paid', async () => {
    await shop.saveProducts([testProduct({ _id: 'cli-statement', basePrice: 23_456.75 })]);
    const placed = await shop.client().placeOrder(orderOf('cli-statement', 1, 'cli-transfer@example.com'));
    if (!placed.success) throw new Error(placed.message);
    const reference = placed.orderId.slice(-8);
    const file = path.join(dir, 'statement.csv');
    await writeFile(
      file,
      [
        'Account Name,ADUNNI PERFUMES',
        'Date,Narration,Debit,Credit',
        `25/11/2026,TRF #${reference},,"24,956.75"`,
        '25/11/2026,AIRTIME,500.00,',
        '26/11/2026,UNKNOWN SENDER,,"1,234.00"',
      ].join('\n'),
    );
    const track = () =>
      shop.client().trackOrder({ orderId: placed.orderId, email: 'cli-transfer@example.com' });

    const listed = await command(['statement', file], true);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain('2 credits read; 1 matched.');
    expect(listed.out).toMatch(
      new RegExp(`line 3 .*₦24,956\\.75 +#${reference} +${placed.orderId} +Adaeze Okafor`),
    );
    expect(listed.out).toMatch(/Matched nothing:\nline 5 .*UNKNOWN SENDER {2}\(no order awaiting payment/);
    expect(listed.out).toContain('Run again with --confirm');
    expect(await track()).toMatchObject({ order: { payment: false, status: 'pending' } });

    const confirmed = await command(['statement', file, '--confirm'], true);
    expect(confirmed).toMatchObject({ code: 0, out: expect.stringContaining('1 order marked paid.') });
    expect(await track()).toMatchObject({ order: { payment: true, status: 'processing' } });
    const [line] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${placed.orderId}`));
    expect(line).toMatchObject({ actorEmail: 'cli', after: { reference: `TRF #${reference}` } });
    expect((await shop.outbox()).some((mail) => mail.includes('To: cli-transfer@example.com'))).toBe(true);

    // the same statement again: the credit confirmed is listed as such, not as money that matched nothing
    const again = await command(['statement', file], true);
    expect(again.out).toContain('2 credits read; 0 matched.');
    expect(again.out).toMatch(/Matched nothing:\nline 5 .*UNKNOWN SENDER/);
    expect(again.out).toMatch(
      new RegExp(`Already confirmed:\\nline 3 .*\\(already confirmed as the payment of #${reference}\\)`),
    );
  });

  it('confirms two transfers for one order each with its own amount, both known when run again', async () => {
    await shop.saveProducts([testProduct({ _id: 'cli-two-transfers', basePrice: 20_000 })]);
    const email = 'cli-two-transfers@example.com';
    const placed = await shop.client().placeOrder(orderOf('cli-two-transfers', 1, email));
    if (!placed.success) throw new Error(placed.message);
    const reference = placed.orderId.slice(-8);
    const tracked = await shop.client().trackOrder({ orderId: placed.orderId, email });
    if (!tracked.success) throw new Error(tracked.message);
    const total = tracked.order.amount;
    const file = path.join(dir, 'two-transfers.csv');
    await writeFile(
      file,
      [
        'Date,Narration,Credit',
        `25/11/2026,FIRST #${reference},${total - 500}`,
        `26/11/2026,BALANCE #${reference},500`,
      ].join('\n'),
    );
    const confirmed = await command(['statement', file, '--confirm'], true);
    expect(confirmed.out).toContain('1 order marked paid.');
    expect(confirmed.out).toContain('₦500.00 still owed');
    const again = await command(['statement', file], true);
    expect(again.out).toContain('2 credits read; 0 matched.');
    expect(
      again.out.match(new RegExp(`already confirmed as the payment of #${reference}`, 'g')),
    ).toHaveLength(2);
  });

  it('refuses a missing file, an empty one and one without a credit column', async () => {
    expect(await shopCommand('statement')).toMatchObject({ code: 1 });
    expect(await shopCommand('statement', path.join(dir, 'no-such.csv'))).toMatchObject({ code: 1 });
    const empty = path.join(dir, 'empty.csv');
    await writeFile(empty, '\n');
    expect(await shopCommand('statement', empty)).toMatchObject({
      code: 1,
      err: `${empty}: The statement is empty`,
    });
    const debits = path.join(dir, 'debits.csv');
    await writeFile(debits, 'Date,Narration,Debit\n25/11/2026,ATM,500\n');
    expect(await shopCommand('statement', debits)).toMatchObject({
      code: 1,
      err: 'The statement has no column of credits (Credit, Credits, Amount or Deposit).',
    });
  });
});

describe('npm run shop', () => {
  it('prints the commands with --help', async () => {
    const help = runEntry('cli.ts', {}, ['--help']);
    expect(await help.exited).toBe(0);
    for (const command of [
      'import',
      'stock',
      'popup set',
      'popup clear',
      'orders',
      'paid',
      'status',
      'owner add',
      'statement <file.csv> [--confirm]',
    ])
      expect(help.output()).toContain(command);
    // the commands run inside a running server (cli-socket.test.ts)
    expect(help.output()).not.toContain('stop the server');
  }, 120_000);

  it('keeps its data directory to the shop’s own user, a new one or one made open before', async () => {
    const fresh = path.join(dir, 'fresh-data');
    const open = path.join(dir, 'open-data');
    await mkdir(open, { mode: 0o755 });
    await chmod(open, 0o755);
    for (const data of [fresh, open]) {
      const lock = lockDataDir(data);
      lock.release();
      expect((await stat(data)).mode & 0o777).toBe(0o700);
    }
  });

  it('refuses a PGlite directory another process holds while no server answers', async () => {
    const data = path.join(dir, 'held');
    const lock = lockDataDir(data);
    try {
      const cli = runEntry('cli.ts', { DATA_DIR: data }, ['orders']);
      expect(await cli.exited).toBe(1);
      // no server answers on its control socket: the holder is starting, or is another command
      expect(cli.output()).toContain(`No shop server answered on ${path.join(data, 'shop.sock')}`);
    } finally {
      lock.release();
    }
  }, 120_000);
});
