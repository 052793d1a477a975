import { describe, expect, it } from 'vitest';
import { endpoints, messages, settingProblems } from '../api';
import { zenith, zenithConfig, zenithSaved } from '../api/test/settings';
import { shopConfigFromEnv } from './config';
import { paymentSettingsFromEnv } from './payments/settings';
import { historyOf } from './services/audit-log';
import { isTo } from './test/mails';
import { orderOf } from './test/orders';
import { send, useTestShop, type TestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/** The shop's settings set by the owner in /admin/settings, in force at once, with no restart. */

const EKO = '69395184c0de5a1b0ea1f31a';

const read = (shop: TestShop, token?: string) =>
  send(shop.app, 'GET', endpoints.adminSettings.path, { token });
const save = (shop: TestShop, token: string | undefined, body: unknown) =>
  send(shop.app, 'POST', endpoints.adminSaveSettings.path, { token, body });
const shownConfig = async (shop: TestShop) =>
  (await send(shop.app, 'GET', '/api/config')).json?.config as Record<string, unknown> & {
    bankTransfer: Record<string, unknown>;
    delivery: Record<string, unknown>;
    payments: { method: string; enabled: boolean }[];
  };
const settingsHistory = (shop: TestShop) => historyOf(shop.database.db, 'settings');

describe('the shop settings in the admin', () => {
  const shop = useTestShop();

  it('are the owner’s: a visitor gets 401, staff 403, and the environment’s values stand', async () => {
    const staff = await newAccountOf(shop, 'staff');
    expect((await read(shop)).status).toBe(401);
    for (const answer of [
      await read(shop, staff.token),
      await save(shop, staff.token, zenith(shop.served.settings.defaults)),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.json?.message).toBe(messages.staffOnly);
    }
    expect((await shownConfig(shop)).bankTransfer).toMatchObject({ demo: true, bankName: 'Demo Bank' });
  });

  it('shows the owner the settings in force, all from the environment on a new shop', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const answer = await read(shop, owner.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      success: true,
      saved: [],
      // a demo's bank details are shown blank to the owner: the shop has none of its own
      settings: { bankName: '', bankAccountNumber: '', localDeliveryFee: 1500, onlineDiscountPercent: 5 },
    });
    expect(answer.json?.defaults).toEqual(answer.json?.settings);
  });

  it('refuses bad input with readable sentences, and changes nothing', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const defaults = shop.served.settings.defaults;
    const lines = (await settingsHistory(shop)).length;
    const refused = async (body: unknown) => {
      const answer = await save(shop, owner.token, body);
      expect(answer.status, answer.text).toBe(400);
      return answer.json?.message;
    };
    expect(
      await refused({
        ...defaults,
        bankName: 'GTBank',
        bankAccountName: 'Oorun',
        bankAccountNumber: '12345',
      }),
    ).toBe(settingProblems.bankAccountNumber);
    expect(await refused({ ...defaults, bankName: 'GTBank' })).toBe(settingProblems.bankIncomplete);
    expect(await refused({ ...defaults, whatsAppNumber: '0123' })).toBe(settingProblems.whatsAppNumber);
    expect(await refused({ ...defaults, localDeliveryFee: -5 })).toBe(settingProblems.localDeliveryFee);
    expect(await refused({ ...defaults, onlineDiscountPercent: 90 })).toBe(
      settingProblems.onlineDiscountPercent,
    );
    expect(await refused({ ...defaults, transferHoldHours: 1.5 })).toBe(settingProblems.transferHoldHours);
    expect(await refused({ ...defaults, contactEmail: 'not an email' })).toBe(settingProblems.contactEmail);
    expect(await settingsHistory(shop)).toHaveLength(lines);
    expect((await read(shop, owner.token)).json?.saved).toEqual([]);
    expect((await shownConfig(shop)).delivery).toMatchObject({ localFee: 1500 });
  });

  it('puts a save in force at once: /api/config, the next order and its mails, and the audit log', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const wanted = zenith(shop.served.settings.defaults);
    const answer = await save(shop, owner.token, wanted);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      message: 'Saved: the shop uses the new settings from now on.',
      settings: wanted,
      saved: zenithSaved,
    });

    const config = await shownConfig(shop);
    expect(config).toMatchObject(zenithConfig);
    expect(config.bankTransfer).toEqual(zenithConfig.bankTransfer);

    const before = (await shop.outbox()).length;
    const placed = await send(shop.app, 'POST', '/api/order/place', {
      body: orderOf(EKO, 1, 'settings.shopper@example.com'),
    });
    expect(placed.status, placed.text).toBe(200);
    // quoted-printable's soft line breaks undone, so the sentences read whole
    const mails = (await shop.outbox()).slice(before).map((mail) => mail.replace(/=\r?\n/g, ''));
    // its own To: line: the shop's new-order alert names the shopper in its Reply-To
    const toShopper = mails.find((mail) => isTo(mail, 'settings.shopper@example.com'));
    expect(toShopper).toContain('Bank: Zenith Bank');
    expect(toShopper).toContain('Account number: 2087654321');
    expect(toShopper).not.toContain('This is a demo shop');
    expect(toShopper).toContain('We hold your items for 24 hours');
    expect(toShopper).toContain('https://wa.me/2348031234567');
    // the shop's alert goes to the address the owner set
    expect(mails.some((mail) => isTo(mail, 'orders@oorun.ng'))).toBe(true);
    // the order paid the new local delivery fee
    const orderId = String(placed.json?.orderId);
    const tracked = await shop.client().trackOrder({ orderId, email: 'settings.shopper@example.com' });
    expect(tracked).toMatchObject({ order: { deliveryFee: 2000 } });

    expect((await settingsHistory(shop)).at(-1)).toMatchObject({
      actor: owner.email,
      action: 'settings.change',
      target: 'settings',
      before: { bankName: '', bankAccountNumber: '', localDeliveryFee: 1500, transferHoldHours: 48 },
      after: {
        bankName: 'Zenith Bank',
        bankAccountNumber: '2087654321',
        localDeliveryFee: 2000,
        transferHoldHours: 24,
      },
    });
  });

  it('mails every owner what the bank details were and are, and nobody for a change of anything else', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const otherOwner = await newAccountOf(shop, 'owner');
    const staff = await newAccountOf(shop, 'staff');
    const defaults = shop.served.settings.defaults;
    // quoted-printable's soft line breaks undone, so the sentences read whole
    const bankMailsTo = async (email: string) =>
      (await shop.outbox())
        .map((mail) => mail.replace(/=\r?\n/g, ''))
        .filter((mail) => mail.includes(`To: ${email}`) && mail.includes('bank details were changed'));

    // (the settings earlier tests saved stand: this save changes the account number whatever it was)
    const newAccount = { ...zenith(defaults), bankAccountNumber: '1012345678' };
    expect((await save(shop, owner.token, newAccount)).status).toBe(200);
    for (const email of [owner.email, otherOwner.email]) {
      const [mail] = await bankMailsTo(email);
      expect(mail).toContain(`${owner.email} changed the bank details shoppers pay into`);
      expect(mail).toMatch(/Account number: \S+ -> 1012345678/);
      expect(mail).toContain('/admin/settings at once');
    }
    expect(await bankMailsTo(staff.email)).toEqual([]);

    // the fee changes, the bank details do not: nobody is mailed
    expect((await save(shop, owner.token, { ...newAccount, localDeliveryFee: 1800 })).status).toBe(200);
    expect(await bankMailsTo(owner.email)).toHaveLength(1);
  });

  it('follows the environment again for a setting saved back to its default', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const defaults = shop.served.settings.defaults;
    const answer = await save(shop, owner.token, {
      ...zenith(defaults),
      localDeliveryFee: defaults.localDeliveryFee,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json?.saved).not.toContain('localDeliveryFee');
    expect((await shownConfig(shop)).delivery).toMatchObject({ localFee: 1500 });
    // saving the same again changes nothing and writes no audit line
    const lines = (await settingsHistory(shop)).length;
    const again = await save(shop, owner.token, {
      ...zenith(defaults),
      localDeliveryFee: defaults.localDeliveryFee,
    });
    expect(again.json?.message).toBe('Nothing changed: the settings were already these.');
    expect(await settingsHistory(shop)).toHaveLength(lines);
  });

  it('reaches another server on the same database: one running, and one started afterwards', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const running = await shop.anotherApp();
    // it has answered before the save: its settings are loaded and it listens
    expect((await running.request('/api/config')).status).toBe(200);
    await save(shop, owner.token, { ...zenith(shop.served.settings.defaults), bankName: 'Access Bank' });
    const bankOf = async (app: Awaited<ReturnType<TestShop['anotherApp']>>) =>
      (
        (await (await app.request('/api/config')).json()) as {
          config: { bankTransfer: { bankName: string } };
        }
      ).config.bankTransfer.bankName;
    await expect.poll(() => bankOf(running), { timeout: 5_000 }).toBe('Access Bank');
    expect(await bankOf(await shop.anotherApp())).toBe('Access Bank');
  });
});

describe('a shop in production without bank details, given them in the admin', () => {
  // a production server without payment keys runs no payment sandbox, which /api/health would warn of too
  const shop = useTestShop({
    config: shopConfigFromEnv({ NODE_ENV: 'production' }),
    payments: paymentSettingsFromEnv({ NODE_ENV: 'production' }),
  });

  it('offers pay before delivery at once, and its health check no longer warns', async () => {
    const cod = async () => (await shownConfig(shop)).payments.find((option) => option.method === 'cod');
    expect(await cod()).toMatchObject({ enabled: false });
    expect((await send(shop.app, 'GET', '/api/health')).json?.warnings).toHaveLength(1);
    const owner = await newAccountOf(shop, 'owner');
    const answer = await save(shop, owner.token, zenith(shop.served.settings.defaults));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json?.warnings).toEqual([]);
    expect(await cod()).toMatchObject({ enabled: true });
    expect((await send(shop.app, 'GET', '/api/health')).json?.warnings).toEqual([]);
    const placed = await send(shop.app, 'POST', '/api/order/place', { body: orderOf(EKO, 1) });
    expect(placed.status, placed.text).toBe(200);
  });
});
