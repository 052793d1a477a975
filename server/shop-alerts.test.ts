import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints, settingProblems, type ShopSettings } from '../api';
import { products } from './db/schema';
import { releaseReservation } from './payments/fulfilment';
import { browser } from './test/browser';
import { mailsTo } from './test/mails';
import { orderOf, paidInTheSandbox } from './test/orders';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/** The mails to the shop about a new order and about perfumes running low, as the owner sets them. */
const shop = useTestShop();

let owner: { token: string };
let count = 0;

/** A perfume of its own for each test, with this many on the shelf. */
async function aPerfume(stock: number) {
  count += 1;
  const perfume = testProduct({
    _id: `a1e7a1e7a1e7a1e7a1e7${String(count).padStart(4, '0')}`,
    name: `Alert Oud ${count}`,
    basePrice: 20_000,
    stock,
  });
  await shop.saveProducts([perfume]);
  return perfume;
}

const saveAlerts = (alerts: Partial<ShopSettings>) =>
  send(shop.app, 'POST', endpoints.adminSaveSettings.path, {
    token: owner.token,
    body: { ...shop.served.settings.settings, ...alerts },
  });

const placeTransferOrder = async (productId: string, quantity: number, email: string) => {
  const placed = await browser(shop.app).post('/api/order/place', orderOf(productId, quantity, email));
  expect(placed.status, placed.text).toBe(200);
  return String(placed.json?.orderId);
};

const shopEmail = () => shop.served.config.contact.email;
const newOrderAlerts = async (to: string) =>
  (await mailsTo(shop, to)).filter((mail) => mail.includes('A new order has come in'));
const stockAlerts = async (to: string, name: string) =>
  (await mailsTo(shop, to)).filter((mail) => mail.includes(`  ${name}: `));

beforeEach(async () => {
  owner ??= await newAccountOf(shop, 'owner');
  const answer = await saveAlerts({ newOrderAlert: 'on', lowStockAlert: 'on', alertEmails: '' });
  expect(answer.status, answer.text).toBe(200);
});

describe('the new-order alert', () => {
  it("mails the shop's email a transfer order as it is placed: who, the lines, the total, how it is paid, its admin page", async () => {
    const perfume = await aPerfume(20);
    const id = await placeTransferOrder(perfume._id, 2, 'transfer.buyer@example.com');
    const [alert, ...more] = await newOrderAlerts(shopEmail());
    expect(more).toEqual([]);
    expect(alert).toContain(`A new order has come in: #${id.slice(-8)} (order id ${id}), from`);
    expect(alert).toContain('Reply-To: transfer.buyer@example.com');
    expect(alert).toContain(`2 × ${perfume.name}: ₦40,000.00`);
    expect(alert).toContain('Total: ₦');
    expect(alert).toContain('Payment: Bank transfer before delivery: not paid yet.');
    expect(alert).toContain(`Open it in the admin: http://shop.test/admin/orders/${id}`);
  });

  it('goes to each address the owner chose, and no longer to the shop’s email', async () => {
    expect((await saveAlerts({ alertEmails: 'ada@oorun.ng, orders@oorun.ng' })).status).toBe(200);
    const before = (await newOrderAlerts(shopEmail())).length;
    const perfume = await aPerfume(20);
    const id = await placeTransferOrder(perfume._id, 1, 'chosen.buyer@example.com');
    for (const address of ['ada@oorun.ng', 'orders@oorun.ng']) {
      const alerts = await newOrderAlerts(address);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toContain(id);
    }
    expect(await newOrderAlerts(shopEmail())).toHaveLength(before);
  });

  it('is not sent while the owner has it off; the shopper is still mailed', async () => {
    expect((await saveAlerts({ newOrderAlert: 'off' })).status).toBe(200);
    const perfume = await aPerfume(20);
    const quiet = await placeTransferOrder(perfume._id, 1, 'quiet.buyer@example.com');
    expect(await mailsTo(shop, 'quiet.buyer@example.com')).toHaveLength(1);
    expect((await saveAlerts({ newOrderAlert: 'on' })).status).toBe(200);
    const heard = await placeTransferOrder(perfume._id, 1, 'heard.buyer@example.com');
    const alerts = (await newOrderAlerts(shopEmail())).join('\n');
    expect(alerts).toContain(heard);
    expect(alerts).not.toContain(quiet);
  });

  it('is not sent for a card order until its payment is confirmed, then once', async () => {
    const perfume = await aPerfume(20);
    const guest = browser(shop.app);
    const placed = await guest.post('/api/order/paystack', orderOf(perfume._id, 1, 'card.buyer@example.com'));
    const id = String(placed.json?.orderId);
    const ofThisOrder = async () => (await newOrderAlerts(shopEmail())).filter((mail) => mail.includes(id));
    expect(await ofThisOrder()).toEqual([]);

    const reference = await paidInTheSandbox(shop.app, placed.json);
    for (let time = 0; time < 2; time += 1) {
      const verified = await guest.post('/api/order/verifyPaystack', { orderId: id, reference });
      expect(verified.json).toMatchObject({ success: true, order: { payment: true } });
    }
    const alerts = await ofThisOrder();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('Payment: Card (Paystack): paid.');
  });
});

describe('the low-stock alert', () => {
  it('mails once as a perfume falls to the low-stock mark, not while it stays low, again after a restock', async () => {
    const mark = shop.served.admin.lowStockAt;
    const perfume = await aPerfume(mark + 2);
    const alerts = () => stockAlerts(shopEmail(), perfume.name);

    await placeTransferOrder(perfume._id, 1, 'low.one@example.com');
    expect(await alerts()).toEqual([]);
    await placeTransferOrder(perfume._id, 1, 'low.two@example.com');
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0]).toContain(`Subject: Running low: ${perfume.name} (${mark} left)`);
    expect((await alerts())[0]).toContain(`  ${perfume.name}: ${mark} left`);
    expect((await alerts())[0]).toContain(`http://shop.test/admin/products/${perfume._id}`);
    await placeTransferOrder(perfume._id, 1, 'low.three@example.com');
    expect(await alerts()).toHaveLength(1);

    await shop.database.db
      .update(products)
      .set({ stock: mark + 5 })
      .where(eq(products.id, perfume._id));
    await placeTransferOrder(perfume._id, 6, 'low.four@example.com');
    expect(await alerts()).toHaveLength(2);
    // mails written in one moment may come back in either order
    expect(
      (await alerts()).filter((mail) => mail.includes(`  ${perfume.name}: ${mark - 1} left`)),
    ).toHaveLength(1);
  });

  it('says sold out when the last one goes, though it was already low', async () => {
    const mark = shop.served.admin.lowStockAt;
    const perfume = await aPerfume(mark + 1);
    await placeTransferOrder(perfume._id, 1, 'last.but.one@example.com');
    await placeTransferOrder(perfume._id, mark, 'last.one@example.com');
    const alerts = await stockAlerts(shopEmail(), perfume.name);
    expect(alerts).toHaveLength(2);
    // two mails written in one moment may come back in either order
    const soldOut = alerts.filter((mail) => mail.includes(`Subject: Sold out: ${perfume.name}`));
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]).toContain(`  ${perfume.name}: sold out`);
  });

  it("mails again when a card payment takes a released order's stock back to the mark", async () => {
    const mark = shop.served.admin.lowStockAt;
    const perfume = await aPerfume(mark + 1);
    const guest = browser(shop.app);
    const placed = await guest.post('/api/order/paystack', orderOf(perfume._id, 1, 'late.payer@example.com'));
    const id = String(placed.json?.orderId);
    expect(await stockAlerts(shopEmail(), perfume.name)).toHaveLength(1);
    // the shopper took too long: the order is released and its perfume is back above the mark
    expect(await releaseReservation(shop.database.db, id)).not.toBeNull();
    const reference = await paidInTheSandbox(shop.app, placed.json);
    const verified = await guest.post('/api/order/verifyPaystack', { orderId: id, reference });
    expect(verified.json).toMatchObject({ success: true, order: { payment: true, status: 'processing' } });
    const alerts = await stockAlerts(shopEmail(), perfume.name);
    expect(alerts).toHaveLength(2);
    expect(alerts.every((mail) => mail.includes(`  ${perfume.name}: ${mark} left`))).toBe(true);
  });

  it("mails again when a transfer marked paid by hand takes a released order's stock back to the mark", async () => {
    const mark = shop.served.admin.lowStockAt;
    const perfume = await aPerfume(mark + 1);
    const id = await placeTransferOrder(perfume._id, 1, 'late.transfer@example.com');
    expect(await stockAlerts(shopEmail(), perfume.name)).toHaveLength(1);
    // the transfer came after the hold ended: the order was released and its perfume is back above the mark
    expect(await releaseReservation(shop.database.db, id)).not.toBeNull();
    const paid = await shop.client(owner.token).adminMarkPaid({ orderId: id, reference: 'TRF-LATE-1' });
    expect(paid).toMatchObject({ success: true, order: { payment: true, status: 'processing' } });
    const alerts = await stockAlerts(shopEmail(), perfume.name);
    expect(alerts).toHaveLength(2);
    expect(alerts.every((mail) => mail.includes(`  ${perfume.name}: ${mark} left`))).toBe(true);
  });

  it('is not sent while the owner has it off', async () => {
    expect((await saveAlerts({ lowStockAlert: 'off' })).status).toBe(200);
    const unheard = await aPerfume(1);
    await placeTransferOrder(unheard._id, 1, 'no.stock.mail@example.com');
    expect((await saveAlerts({ lowStockAlert: 'on' })).status).toBe(200);
    const heard = await aPerfume(1);
    await placeTransferOrder(heard._id, 1, 'stock.mail@example.com');
    expect(await stockAlerts(shopEmail(), heard.name)).toHaveLength(1);
    expect(await stockAlerts(shopEmail(), unheard.name)).toEqual([]);
  });
});

describe('the alert settings', () => {
  it('refuses an address that is not one, and an alert neither on nor off, and changes nothing', async () => {
    const before = shop.served.settings.settings;
    const bad = await saveAlerts({ alertEmails: 'ada@oorun.ng, orders at oorun' });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe(settingProblems.alertEmails);
    expect(bad.json?.message).toContain('Enter up to 5 email addresses for the alerts');
    const maybe = await saveAlerts({ newOrderAlert: 'maybe' });
    expect(maybe.status).toBe(400);
    expect(maybe.json?.message).toBe('Say on or off for the new-order mail');
    expect(shop.served.settings.settings).toEqual(before);
  });
});
