import { describe, expect, it } from 'vitest';
import { settingProblems } from '../../api';
import { readServerSettings } from '../env';
import { historyOf } from '../services/audit-log';
import { mailsTo } from '../test/mails';
import { newAccountOf } from '../test/staff';
import { send, useTestShop } from '../test/shop';
import { environmentSettingsOf, settingsCommand } from './settings-command';

/** `npm run shop -- settings`: the owner's settings from the terminal, as /admin/settings sets them. */
const shop = useTestShop();

function terminal() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

const run = async (...args: string[]) => {
  const screen = terminal();
  const code = await settingsCommand(shop.database.db, args, screen.io, shop.served.settings.defaults, {
    at: new Date(),
    owners: shop.served,
  });
  return { code, ...screen };
};

const config = async () =>
  (await send(shop.app, 'GET', '/api/config')).json?.config as {
    delivery: { localFee: number };
    bankTransfer: { bankName: string; accountNumber: string; demo: boolean };
  };

describe('settings in the terminal', () => {
  it('prints each setting in force and where it comes from', async () => {
    const { code, out } = await run();
    expect(code).toBe(0);
    expect(out).toHaveLength(16);
    expect(out.find((line) => line.startsWith('localDeliveryFee'))).toMatch(
      /₦1,500\.00\s+\(environment: DELIVERY_LOCAL_FEE\)$/,
    );
    expect(out.find((line) => line.startsWith('bankName'))).toMatch(/\(none\)\s+\(environment: BANK_NAME\)$/);
    expect(out.find((line) => line.startsWith('alertEmails'))).toMatch(/\(the shop's email\)\s+\(default\)$/);
  });

  it('turns an alert off and sends the alerts elsewhere', async () => {
    // the server has answered: it listens for saves
    await config();
    expect((await run('set', 'newOrderAlert', 'off')).out).toEqual(['Saved: newOrderAlert off.']);
    expect((await run('set', 'alertEmails', 'ada@oorun.ng, orders@oorun.ng')).out).toEqual([
      'Saved: alertEmails ada@oorun.ng, orders@oorun.ng.',
    ]);
    await expect
      .poll(() => shop.served.settings.settings)
      .toMatchObject({ newOrderAlert: 'off', alertEmails: 'ada@oorun.ng, orders@oorun.ng' });
    expect((await run('set', 'newOrderAlert', 'on')).code).toBe(0);
  });

  it('saves one setting, audited as the CLI; the running server uses it at once', async () => {
    // the server has answered: it listens for saves
    expect((await config()).delivery.localFee).toBe(1500);
    const { code, out } = await run('set', 'localDeliveryFee', '2,500');
    expect(code).toBe(0);
    expect(out).toEqual(['Saved: localDeliveryFee ₦2,500.00.']);
    await expect.poll(async () => (await config()).delivery.localFee).toBe(2500);
    expect((await historyOf(shop.database.db, 'settings')).at(-1)).toMatchObject({
      actor: 'cli',
      action: 'settings.change',
      before: { localDeliveryFee: 1500 },
      after: { localDeliveryFee: 2500 },
    });
    expect((await run()).out.find((line) => line.startsWith('localDeliveryFee'))).toMatch(/\(saved\)$/);
  });

  it('saves the three bank details together, and mails every owner the change', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const { code } = await run('set', 'bank', 'Zenith Bank', 'Oorun Fragrance House', '2087 654 321');
    expect(code).toBe(0);
    await expect
      .poll(async () => (await config()).bankTransfer)
      .toMatchObject({ bankName: 'Zenith Bank', accountNumber: '2087654321', demo: false });
    // a change made at the terminal diverts the shoppers' money as surely as one made in the admin
    const bankMail = async () =>
      (await mailsTo(shop, owner.email)).find((mail) =>
        mail.includes("The shop's bank details were changed"),
      );
    await expect
      .poll(bankMail)
      .toContain("The shop's terminal (npm run shop) changed the bank details shoppers pay into");
    expect(await bankMail()).toContain('Account number: (blank) -> 2087654321');
  });

  it('refuses what the admin refuses, with its sentence, and changes nothing', async () => {
    const lines = (await historyOf(shop.database.db, 'settings')).length;
    const cases = [
      [
        ['set', 'onlineDiscountPercent', '80'],
        `onlineDiscountPercent: ${settingProblems.onlineDiscountPercent}.`,
      ],
      [['set', 'whatsAppNumber', '12345'], `whatsAppNumber: ${settingProblems.whatsAppNumber}.`],
      [['set', 'alertEmails', 'ada@oorun.ng, orders'], `alertEmails: ${settingProblems.alertEmails}.`],
      [['set', 'lowStockAlert', 'yes'], `lowStockAlert: ${settingProblems.lowStockAlert}.`],
      [['set', 'shippingFee', '100'], /^There is no setting 'shippingFee'\./],
      [['set', 'localDeliveryFee'], /^Use: settings/],
    ] as const;
    for (const [args, said] of cases) {
      const { code, err } = await run(...args);
      expect(code, args.join(' ')).toBe(1);
      if (typeof said === 'string') expect(err[0]).toBe(said);
      else expect(err[0]).toMatch(said);
    }
    expect(await historyOf(shop.database.db, 'settings')).toHaveLength(lines);
  });

  it('takes its defaults from the environment, as the server does', () => {
    const env = { DELIVERY_LOCAL_FEE: '1800', TRANSFER_HOLD_HOURS: '24', RESERVATION_MINUTES: '20' };
    expect(environmentSettingsOf(readServerSettings(env), env)).toMatchObject({
      localDeliveryFee: 1800,
      transferHoldHours: 24,
      cardReservationMinutes: 20,
    });
  });
});
