import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportDaysOf, formatIsoDay, messages } from '../api';
import { anAddress } from '../api/test/product';
import { auditLog, orders, paymentReferences } from './db/schema';
import { orderOf } from './test/orders';
import { send, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/** The accountant's exports: the orders placed and the payments received over a range of Lagos days. */
const shop = useTestShop();

const BOM = '\uFEFF';
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

const download = (path: string, token?: string) =>
  send(shop.app, 'GET', path, { headers: token ? { cookie: `session=${token}` } : {} });

/** The file's rows, the header without its byte order mark. */
const rowsOf = (text: string) => text.replace(BOM, '').trimEnd().split('\r\n');

const ids = {
  firstMoment: 'a0000000000000000000a001',
  lastMoment: 'a0000000000000000000a002',
  dayBefore: 'a0000000000000000000a003',
  dayAfter: 'a0000000000000000000a004',
  transfer: 'a0000000000000000000a005',
  card: 'a0000000000000000000a006',
  paidInDecember: 'a0000000000000000000a007',
};

const oudNoir = {
  productId: '6a5797c4c0de5a1b0ea1f31e',
  name: 'Oud Noir',
  quantity: 2,
  unitPriceKobo: 6_500_000,
  variations: { size: '50ml' },
};

/** An order as the checkout stores it, placed (and paid) at the moments a test names. */
const orderRow = (id: string, createdAt: string, more: Partial<typeof orders.$inferInsert> = {}) =>
  ({
    id,
    email: 'adebayo@example.com',
    items: [oudNoir],
    address: {
      ...anAddress,
      firstName: 'Adébáyọ̀',
      lastName: 'Òórùn',
      email: 'adebayo@example.com',
      area: 'Bodija',
      street: '7 Secret Close',
      phone: '08031234567',
    },
    paymentMethod: 'cod',
    payment: false,
    status: 'pending',
    subtotalKobo: 13_000_000,
    discountKobo: 0,
    deliveryFeeKobo: 250_000,
    totalKobo: 13_250_000,
    createdAt: new Date(createdAt),
    ...more,
  }) satisfies typeof orders.$inferInsert;

async function novembersOrders() {
  const db = shop.database.db;
  await db.insert(orders).values([
    // 1 November 00:00 in Lagos is 31 October 23:00 UTC
    orderRow(ids.firstMoment, '2026-10-31T23:00:00Z', {
      address: { ...orderRow('', '2026-11-01').address, firstName: '=HYPERLINK("http://evil.example","x")' },
    }),
    orderRow(ids.dayBefore, '2026-10-31T22:59:59Z'),
    orderRow(ids.lastMoment, '2026-11-30T22:59:59Z', {
      paymentMethod: 'paystack',
      items: [oudNoir, { ...oudNoir, name: 'Ìfẹ́', quantity: 1, variations: { wrap: true } }],
      discountKobo: 650_000,
    }),
    orderRow(ids.dayAfter, '2026-11-30T23:00:00Z'),
    // paid: a transfer confirmed from the statement, a card payment its provider confirmed, one paid too late
    orderRow(ids.transfer, '2026-10-28T10:00:00Z', {
      payment: true,
      status: 'processing',
      paidAt: new Date('2026-11-10T09:30:00Z'),
    }),
    orderRow(ids.card, '2026-11-12T11:58:00Z', {
      paymentMethod: 'paystack',
      payment: true,
      status: 'processing',
      paymentReference: 'PSK-7QX2',
      paidAt: new Date('2026-11-12T12:00:00Z'),
    }),
    orderRow(ids.paidInDecember, '2026-11-29T10:00:00Z', {
      payment: true,
      status: 'processing',
      paidAt: new Date('2026-11-30T23:00:00Z'),
    }),
  ]);
  await db.insert(paymentReferences).values({
    provider: 'paystack',
    reference: 'PSK-7QX2',
    orderId: ids.card,
    url: null,
    sandbox: false,
  });
  await db.insert(auditLog).values({
    at: new Date('2026-11-10T09:30:00Z'),
    actorEmail: 'cli',
    action: 'order.paid',
    target: `order:${ids.transfer}`,
    before: { payment: false, status: 'pending' },
    after: { payment: true, status: 'processing', reference: 'TRF OORUN a005 GTB' },
  });
}

describe("the accountant's exports", () => {
  it('lists the orders placed from the first Lagos midnight to the last, without the street', async () => {
    await novembersOrders();
    const staff = await newAccountOf(shop, 'staff');
    const file = await download(`/admin/orders.csv?${NOVEMBER}`, staff.token);
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="oorun-orders-2026-11-01-to-2026-11-30.csv"',
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    // the byte order mark Excel reads UTF-8 by (a Response's text() drops it, so the bytes are read)
    const raw = await shop.app.request(`/admin/orders.csv?${NOVEMBER}`, {
      headers: { cookie: `session=${staff.token}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = rowsOf(file.text);
    expect(rows[0]).toBe(
      'reference,order id,placed at (Lagos),customer,email,phone,delivery area,town,state,items,subtotal,' +
        'delivery fee,discount,total,payment method,payment,status',
    );
    const inNovember = rows.slice(1).map((row) => row.split(',')[1]);
    expect(inNovember).toEqual([ids.firstMoment, ids.card, ids.paidInDecember, ids.lastMoment]);
    // a name that a spreadsheet would run is written as text; a phone starting with + would be too
    expect(rows[1]).toBe(
      `#0000a001,${ids.firstMoment},2026-11-01 00:00,"'=HYPERLINK(""http://evil.example"",""x"") Òórùn",` +
        'adebayo@example.com,08031234567,Bodija,Ibadan,Oyo,Oud Noir (Size: 50ml) ×2,130000.00,2500.00,0.00,' +
        '132500.00,Bank transfer,unpaid,pending',
    );
    expect(rows[4]).toBe(
      `#0000a002,${ids.lastMoment},2026-11-30 23:59,Adébáyọ̀ Òórùn,adebayo@example.com,08031234567,Bodija,` +
        'Ibadan,Oyo,Oud Noir (Size: 50ml) ×2; Ìfẹ́ (Wrap: Yes) ×1,130000.00,2500.00,6500.00,132500.00,' +
        'Paystack,unpaid,pending',
    );
    expect(file.text).not.toContain('Secret Close');
  });

  it('lists the payments received in the range: a transfer with its statement reference, a card payment', async () => {
    const staff = await newAccountOf(shop, 'owner');
    const file = await download(`/admin/payments.csv?${NOVEMBER}`, staff.token);
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="oorun-payments-2026-11-01-to-2026-11-30.csv"',
    );
    expect(rowsOf(file.text)).toEqual([
      'paid at (Lagos),reference,order id,customer,amount,method,payment reference,test payment',
      `2026-11-10 10:30,#0000a005,${ids.transfer},Adébáyọ̀ Òórùn,132500.00,Bank transfer,TRF OORUN a005 GTB,`,
      `2026-11-12 13:00,#0000a006,${ids.card},Adébáyọ̀ Òórùn,132500.00,Paystack,PSK-7QX2,`,
    ]);
  });

  it('dates a transfer marked paid in the admin by when the database stamped it, with the reference typed', async () => {
    const placed = await shop.client().placeOrder(orderOf('6a5797c4c0de5a1b0ea1f31e', 1, 'kemi@example.com'));
    if (!placed.success) throw new Error(placed.message);
    const staff = await newAccountOf(shop, 'staff');
    const paid = await shop
      .client(staff.token)
      .adminMarkPaid({ orderId: placed.orderId, reference: 'TRF-KEMI-77' });
    expect(paid.success).toBe(true);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const day = formatIsoDay(row!.paidAt!);
    const file = await download(`/admin/payments.csv?from=${day}&to=${day}`, staff.token);
    expect(file.text).toMatch(new RegExp(`,${placed.orderId},.*,Bank transfer,TRF-KEMI-77,\r\n`));
  });

  it('refuses a range it cannot read, back to the Orders page with the days as typed, and makes no file', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const refusals = {
      'from=2026-11-30&to=2026-11-01': messages.firstDayAfterLastDay,
      'from=2026-11-01': messages.exportDaysMissing,
      'from=&to=2026-11-30': messages.exportDaysMissing,
      'from=1%2F11%2F2026&to=2026-11-30': 'Give the date as YYYY-MM-DD',
      'from=2026-02-30&to=2026-03-01':
        'There is no day 2026-02-30 in the calendar. Give the date as YYYY-MM-DD.',
      'from=2026-01-01&to=2027-01-02': messages.exportRangeTooLong,
    };
    for (const [query, message] of Object.entries(refusals)) {
      const asked = new URLSearchParams(query);
      const days = new URLSearchParams({ from: asked.get('from') ?? '', to: asked.get('to') ?? '' });
      expect(exportDaysOf(Object.fromEntries(asked)), query).toMatchObject({ problem: message });
      for (const path of ['/admin/orders.csv', '/admin/payments.csv']) {
        const refused = await download(`${path}?${query}`, staff.token);
        expect(refused.status, `${path}?${query}`).toBe(303);
        expect(refused.headers.get('location')).toBe(`/admin/orders?${days}#accountant-export`);
        expect(refused.headers.get('content-disposition')).toBeNull();
      }
    }
    // a leap year's 366 days, both ends included, is one file
    expect((await download('/admin/orders.csv?from=2028-01-01&to=2028-12-31', staff.token)).status).toBe(200);
  });

  it("refuses a shopper's session, and sends a browser without one to log in and back to the orders", async () => {
    const shopper = await shop.newShopper();
    for (const path of ['/admin/orders.csv', '/admin/payments.csv']) {
      const refused = await download(`${path}?${NOVEMBER}`, shopper.token);
      expect(refused.status).toBe(403);
      expect(refused.json?.message).toBe(messages.staffOnly);
      const none = await download(`${path}?${NOVEMBER}`);
      expect(none.status).toBe(303);
      expect(none.headers.get('location')).toBe('/login?next=%2Fadmin%2Forders');
    }
  });
});
