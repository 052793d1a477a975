import { describe, expect, it } from 'vitest';
import { endpoints, messages, popupTooLong } from '../api';
import { runCommand } from './cli/commands';
import { historyOf } from './services/audit-log';
import { send, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/** The announcement popup set, previewed and cleared in the admin. */
const shop = useTestShop();

const read = (token?: string) => send(shop.app, 'GET', endpoints.adminPopup.path, { token });
const set = (token: string | undefined, text: unknown) =>
  send(shop.app, 'POST', endpoints.adminSetPopup.path, { token, body: { text } });
const popupHistory = () => historyOf(shop.database.db, 'popup');

describe('the admin popup', () => {
  it('refuses a visitor without a login (401) and a shopper (403), and changes nothing', async () => {
    await shop.client().popup();
    const shopper = await shop.newShopper();
    for (const answer of [await read(), await set(undefined, 'Sale')]) {
      expect(answer.status).toBe(401);
      expect(answer.json?.message).toBe(messages.loginRequired);
    }
    for (const answer of [await read(shopper.token), await set(shopper.token, 'Sale')]) {
      expect(answer.status).toBe(403);
      expect(answer.json?.message).toBe(messages.staffOnly);
    }
    expect(await shop.client().popup()).toEqual({ success: true, popup: '' });
  });

  it('sets the popup: the next shopper sees it at once, and the audit log says who and what', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const answer = await set(staff.token, '  Harmattan sale: 10% off oud this week  ');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({
      success: true,
      message: 'Shoppers now see the popup.',
      text: 'Harmattan sale: 10% off oud this week',
    });
    const shopperSees = await send(shop.app, 'GET', '/api/popup');
    expect(shopperSees.json).toEqual({ success: true, popup: 'Harmattan sale: 10% off oud this week' });
    // no browser or shared cache may keep yesterday's announcement
    expect(shopperSees.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]|immutable/);
    expect((await read(staff.token)).json).toEqual({
      success: true,
      text: 'Harmattan sale: 10% off oud this week',
    });
    expect((await popupHistory()).at(-1)).toMatchObject({
      actor: staff.email,
      action: 'popup.set',
      target: 'popup',
      after: { text: 'Harmattan sale: 10% off oud this week' },
    });
  });

  it('clears the popup with an empty text, audited with what it read before', async () => {
    const owner = await newAccountOf(shop, 'owner');
    await set(owner.token, 'Closed on Sunday');
    const answer = await set(owner.token, '');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({
      success: true,
      message: 'The popup is removed: shoppers see none.',
      text: '',
    });
    expect(await shop.client().popup()).toEqual({ success: true, popup: '' });
    expect((await popupHistory()).at(-1)).toMatchObject({
      actor: owner.email,
      action: 'popup.clear',
      before: { text: 'Closed on Sunday' },
      after: { text: '' },
    });
  });

  it('refuses a popup over 500 characters with a readable 400, and keeps the one shown', async () => {
    const staff = await newAccountOf(shop, 'staff');
    await set(staff.token, 'Open till 8pm');
    const lines = (await popupHistory()).length;
    const answer = await set(staff.token, 'a'.repeat(501));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ success: false, message: popupTooLong });
    expect(await shop.client().popup()).toEqual({ success: true, popup: 'Open till 8pm' });
    expect(await popupHistory()).toHaveLength(lines);
  });

  it('audits the CLI too, as the CLI', async () => {
    const io = { out: () => undefined, err: () => undefined };
    expect(await runCommand(shop.database.db, ['popup', 'set', 'New Harmattan collection'], io)).toBe(0);
    expect(await runCommand(shop.database.db, ['popup', 'clear'], io)).toBe(0);
    // the admin's limit holds in the terminal too
    expect(await runCommand(shop.database.db, ['popup', 'set', 'a'.repeat(501)], io)).toBe(1);
    expect((await popupHistory()).slice(-2)).toMatchObject([
      { actor: 'cli', action: 'popup.set', after: { text: 'New Harmattan collection' } },
      {
        actor: 'cli',
        action: 'popup.clear',
        before: { text: 'New Harmattan collection' },
        after: { text: '' },
      },
    ]);
  });
});
