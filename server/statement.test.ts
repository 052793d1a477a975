import { describe, expect, it } from 'vitest';
import {
  STATEMENT_MAX_CHARS,
  endpoints,
  formatNaira,
  type AdminStatementMatchAnswer,
  type EndpointName,
} from '../api';
import { anAddress } from '../api/test/product';
import { STATEMENT_MAX_BYTES } from './http/body-limits';
import { STATEMENT_MAX_ROWS, statementTooManyRows } from './services/statement-reading';
import { orderOf } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/**
 * Bank transfers: the owner's statement export matched to the orders awaiting a transfer, and the
 * matches confirmed in one step (each order marked paid, audited with the transfer's reference, mailed).
 */
const shop = useTestShop();

let productCount = 0;

/**
 * A pay-before-delivery order of a scent priced for this test alone, so its total is no other order's (the
 * amount-only match needs one order awaiting that amount): its id, reference and total.
 */
async function awaitingOrder(firstName: string, price: number) {
  productCount += 1;
  const _id = `statement-scent-${productCount}`;
  await shop.saveProducts([testProduct({ _id, name: `Statement scent ${productCount}`, basePrice: price })]);
  const email = `${firstName.toLowerCase()}.${productCount}@example.com`;
  const request = orderOf(_id, 1, email);
  const placed = await shop.client().placeOrder({ ...request, address: { ...request.address, firstName } });
  if (!placed.success) throw new Error(placed.message);
  const tracked = await shop.client().trackOrder({ orderId: placed.orderId, email });
  if (!tracked.success) throw new Error(tracked.message);
  return {
    id: placed.orderId,
    reference: placed.orderId.slice(-8),
    total: tracked.order.amount,
    email,
    name: `${firstName} ${anAddress.lastName}`,
  };
}

const call = (name: EndpointName, token: string | undefined, body?: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

async function match(token: string, csv: string): Promise<AdminStatementMatchAnswer> {
  const answer = await call('adminStatementMatch', token, { csv });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as unknown as AdminStatementMatchAnswer;
}

/** '27,500.00', as the banks write an amount. */
const bankAmount = (naira: number) =>
  naira.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const mailsTo = async (email: string) =>
  (await shop.outbox()).filter((mail) => mail.split(/\r?\n/).includes(`To: ${email}`));

const orderOfAdmin = async (token: string, orderId: string) =>
  (await call('adminOrder', token, { orderId })).json as {
    order: { status: string; payment: boolean };
    history: { actor: string; action: string; after: { reference?: string } }[];
  };

describe('matching a statement', () => {
  it('reads a GTBank export under its preamble: each kind of match, the debits skipped, and why for the rest', async () => {
    const { token } = await newAccountOf(shop, 'owner');
    const exact = await awaitingOrder('Adaeze', 27_123.5);
    const short = await awaitingOrder('Tunde', 31_777);
    const unnamed = await awaitingOrder('Bisi', 44_321.25);
    const csv = [
      'GUARANTY TRUST BANK PLC',
      'Account Name:,ADUNNI PERFUMES LTD',
      'Account Number:,0123456789',
      'Period:,01-Nov-2026 to 30-Nov-2026',
      '',
      'Trans. Date,Reference,Value. Date,Debits,Credits,Balance,Originating Branch,Remarks',
      `25-Nov-2026,'000123,25-Nov-2026,,"${bankAmount(exact.total)}","500,000.00",ONLINE,"TRANSFER FROM ADAEZE ORDER #${exact.reference.toUpperCase()}"`,
      `25-Nov-2026,'000124,25-Nov-2026,"1,050.00",,"498,950.00",ONLINE,NIP CHARGES`,
      `26-Nov-2026,'000125,26-Nov-2026,,"20,000.00","518,950.00",ONLINE,TUNDE BAKARE ${short.reference} PART`,
      `26-Nov-2026,'000126,26-Nov-2026,,"${bankAmount(unnamed.total)}","563,271.25",ONLINE,MOBILE TRF FROM BISI`,
      `27-Nov-2026,'000127,27-Nov-2026,,"${bankAmount(exact.total)}","600,000.00",ONLINE,ADAEZE AGAIN ${exact.reference}`,
      `27-Nov-2026,'000128,27-Nov-2026,,"13.37","600,013.37",ONLINE,POS REVERSAL`,
      `28-Nov-2026,'000129,28-Nov-2026,,N/A,"600,013.37",ONLINE,UNCLEAR LODGEMENT`,
    ].join('\r\n');

    const answer = await match(token, csv);
    expect(answer.credits.map((credit) => credit.line)).toEqual([7, 9, 10, 11, 12]);
    expect(answer.matches).toEqual([
      {
        line: 7,
        date: '25-Nov-2026',
        description: `TRANSFER FROM ADAEZE ORDER #${exact.reference.toUpperCase()}`,
        orderId: exact.id,
        reference: `#${exact.reference}`,
        amount: exact.total,
        total: exact.total,
        name: exact.name,
        how: 'reference-and-amount',
        why: `names #${exact.reference} and pays its total`,
      },
      expect.objectContaining({
        line: 9,
        orderId: short.id,
        how: 'reference-only',
        amount: 20_000,
        why: `paid ₦20,000.00 of ${formatNaira(short.total)}`,
      }),
      expect.objectContaining({ line: 10, orderId: unnamed.id, how: 'amount-only', name: unnamed.name }),
    ]);
    expect(answer.unmatched).toEqual([
      expect.objectContaining({
        line: 11,
        kind: 'matched-nothing',
        why: `#${exact.reference} is matched by line 7 already`,
      }),
      expect.objectContaining({
        line: 12,
        amount: 13.37,
        kind: 'matched-nothing',
        why: 'no order awaiting payment names this reference or comes to this amount',
      }),
      expect.objectContaining({
        line: 13,
        amount: null,
        kind: 'unreadable',
        why: 'the amount "N/A" is not a number',
      }),
    ]);
    // matching changes nothing
    expect((await orderOfAdmin(token, exact.id)).order).toMatchObject({ status: 'pending', payment: false });
  });

  it('reads an Access Bank export separated by semicolons, with ₦ amounts and a Deposit column', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const order = await awaitingOrder('Ngozi', 18_250);
    const csv = [
      'ACCESS BANK PLC;;;;',
      'Customer Statement;;;;',
      'Opening Balance;;;;"₦100,000.00"',
      'Posted Date;Value Date;Description;Withdrawal;Deposit;Balance',
      `30/11/2026;30/11/2026;NIP FRM NGOZI BELLO-${order.reference};;₦${bankAmount(order.total)};₦118,250.00`,
    ].join('\n');
    const answer = await match(token, csv);
    expect(answer.matches).toMatchObject([
      { line: 5, date: '30/11/2026', orderId: order.id, how: 'reference-and-amount', amount: order.total },
    ]);
    expect(answer.unmatched).toEqual([]);
  });

  it('refuses with a sentence an empty file, one with no credit column, and one too large', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const refused = async (csv: string) => {
      const answer = await call('adminStatementMatch', token, { csv });
      expect(answer.status, answer.text).toBe(400);
      return answer.json?.message;
    };
    expect(await refused(' \n ')).toBe('The statement is empty');
    expect(await refused('Date,Narration,Debit,Balance\n25/11/2026,ATM,500,100\n')).toBe(
      'The statement has no column of credits (Credit, Credits, Amount or Deposit).',
    );
    const tooLarge = 'That statement is too large (at most 2 MB): export a shorter period';
    expect(await refused(`Date,Narration,Credit\n${'x'.repeat(STATEMENT_MAX_CHARS)}`)).toBe(tooLarge);
    // far larger is not even read
    const huge = await send(shop.app, 'POST', endpoints.adminStatementMatch.path, {
      token,
      raw: JSON.stringify({ csv: 'x'.repeat(STATEMENT_MAX_BYTES) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(huge.json).toMatchObject({ success: false, message: 'The request is too large.' });
  });
});

describe('a large statement', () => {
  /** A month of a busy account, separated by semicolons: `rows` credits naming no order. */
  const busyMonth = (rows: number) =>
    [
      'Posted Date;Value Date;Description;Withdrawal;Deposit;Balance',
      ...Array.from(
        { length: rows },
        (_, i) => `30/11/2026;30/11/2026;NIP FRM CUSTOMER ${i} VIA APP;;₦1${i % 1000},250.00;₦1,250.00`,
      ),
    ].join('\n');

  it('is read while the shop goes on answering others: its health answers promptly all along', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const csv = busyMonth(STATEMENT_MAX_ROWS - 10);
    expect(csv.length).toBeGreaterThan(STATEMENT_MAX_CHARS * 0.8);
    let read = false;
    const started = performance.now();
    const reading = call('adminStatementMatch', token, { csv }).finally(() => (read = true));
    const waits: number[] = [];
    while (!read) {
      const asked = performance.now();
      const health = await shop.app.request('http://shop.test/api/health');
      expect(health.status).toBe(200);
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answer = await reading;
    const readFor = performance.now() - started;
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect((answer.json as unknown as AdminStatementMatchAnswer).credits).toHaveLength(
      STATEMENT_MAX_ROWS - 10,
    );
    // asked again and again while it was read, and never kept waiting for the reading: read in the request's own
    // turn, the first health call would wait for all of it. (A share of the reading, not milliseconds: how long
    // anything takes depends on how busy the machine is.)
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThan(readFor / 2);
  });

  it('of more rows than the shop reads is refused with a sentence, and changes nothing', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const order = await awaitingOrder('Halima', 12_345);
    const rows = Array.from({ length: STATEMENT_MAX_ROWS + 1 }, () => '1;x;5');
    const csv = ['Date;Narration;Credit', `1;${order.reference};${order.total}`, ...rows].join('\n');
    const answer = await call('adminStatementMatch', token, { csv });
    expect(answer.status, answer.text.slice(0, 200)).toBe(400);
    expect(answer.json?.message).toBe(statementTooManyRows);
    expect((await orderOfAdmin(token, order.id)).order).toMatchObject({ status: 'pending', payment: false });
  });
});

describe('confirming the matches', () => {
  it('marks each order paid, mails its shopper, and keeps the reference and who confirmed in its history', async () => {
    const owner = await newAccountOf(shop, 'owner', 'Adunni');
    const first = await awaitingOrder('Kemi', 15_500);
    const second = await awaitingOrder('Femi', 16_500);
    const mailed = (await mailsTo(first.email)).length;
    const mailedSecond = (await mailsTo(second.email)).length;

    const answer = await call('adminStatementConfirm', owner.token, {
      payments: [
        { orderId: first.id, reference: `  TRANSFER FROM KEMI #${first.reference} ${'x'.repeat(120)}` },
        { orderId: 'aaaaaaaaaaaaaaaaaaaaaaaa', reference: 'TRF-NOBODY' },
        { orderId: second.id, reference: `FEMI ${second.reference}` },
      ],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({
      success: true,
      message: '2 orders marked paid. 1 order refused.',
      paid: [first.id, second.id],
      partPaid: [],
      refused: [
        {
          orderId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          message: 'There is no order with id aaaaaaaaaaaaaaaaaaaaaaaa.',
        },
      ],
    });

    const mails = await mailsTo(first.email);
    expect(mails).toHaveLength(mailed + 1);
    expect(mails.at(-1)).toContain(`Subject: Your order #${first.reference} is paid and being prepared`);
    expect(await mailsTo(second.email)).toHaveLength(mailedSecond + 1);
    const { order, history } = await orderOfAdmin(owner.token, first.id);
    expect(order).toMatchObject({ status: 'processing', payment: true });
    const reference = `TRANSFER FROM KEMI #${first.reference} ${'x'.repeat(120)}`.slice(0, 100);
    expect(history).toMatchObject([{ actor: owner.email, action: 'order.paid', after: { reference } }]);

    // the same statement confirmed again changes nothing and mails no one
    const again = await call('adminStatementConfirm', owner.token, {
      payments: [{ orderId: first.id, reference: 'TRANSFER FROM KEMI' }],
    });
    expect(again.json).toEqual({
      success: true,
      message: 'No order marked paid. 1 order refused.',
      paid: [],
      partPaid: [],
      refused: [
        { orderId: first.id, message: `Order #${first.reference} was already paid: nothing changed.` },
      ],
    });
    expect(await mailsTo(first.email)).toHaveLength(mailed + 1);
    expect((await orderOfAdmin(owner.token, first.id)).history).toHaveLength(1);
  });

  it('says of a statement uploaded again which credits are confirmed already, and for which order', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const named = await awaitingOrder('Chidi', 23_456);
    const unnamed = await awaitingOrder('Zainab', 34_567);
    const csv = [
      'Date,Narration,Credit',
      `01/12/2026,TRF FROM CHIDI ${named.reference},"${bankAmount(named.total)}"`,
      `01/12/2026,MOBILE TRF FROM ZAINAB,"${bankAmount(unnamed.total)}"`,
    ].join('\n');
    const first = await match(token, csv);
    expect(first.matches.map((found) => found.orderId)).toEqual([named.id, unnamed.id]);
    const confirmed = await call('adminStatementConfirm', token, {
      payments: first.matches.map((found) => ({ orderId: found.orderId, reference: found.description })),
    });
    expect(confirmed.json?.paid).toEqual([named.id, unnamed.id]);
    // another order awaiting Zainab's amount: her credit, paid already, is not offered for it
    const sameTotal = await awaitingOrder('Musa', 34_567);
    expect(sameTotal.total).toBe(unnamed.total);

    const again = await match(token, csv);
    expect(again.matches).toEqual([]);
    expect(again.unmatched).toEqual([
      expect.objectContaining({
        line: 2,
        kind: 'already-confirmed',
        why: `already confirmed as the payment of #${named.reference}`,
      }),
      expect.objectContaining({
        line: 3,
        kind: 'already-confirmed',
        why: `already confirmed as the payment of #${unnamed.reference}`,
      }),
    ]);
  });

  it('answers readable sentences for nothing ticked and a blank reference', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const refused = async (body: unknown) => {
      const answer = await call('adminStatementConfirm', token, body);
      expect(answer.status, answer.text).toBe(400);
      return answer.json?.message;
    };
    expect(await refused({ payments: [] })).toBe('Tick at least one payment to confirm');
    expect(await refused({ payments: [{ orderId: 'x', reference: '  ' }] })).toBe(
      "Give the transfer's reference",
    );
  });
});
