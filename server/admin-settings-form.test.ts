import { afterAll, describe, expect, it } from 'vitest';
import { ownerOnlySettings, settingProblems } from '../api';
import { send, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { loggedInBrowser, storefrontFromSources, textOf } from './test/storefront';

/** /admin/settings's form posted without JavaScript (docs/decisions/036-html-first-forms.md). */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

async function loggedIn(role: 'owner' | 'staff') {
  return loggedInBrowser(shop.app, await newAccountOf(shop, role));
}

const form = {
  bankName: 'Zenith Bank',
  bankAccountName: 'Oorun Fragrance House',
  bankAccountNumber: '2087 654 321',
  contactPhone: '+234 803 123 4567',
  contactEmail: 'orders@oorun.ng',
  contactAddress: '14 Bodija Market Road, Ibadan',
  whatsAppNumber: '0803 123 4567',
  localDeliveryFee: '₦2,000',
  freeDeliveryFrom: '100,000',
  elsewhereDeliveryFee: '4000',
  onlineDiscountPercent: '5',
  transferHoldHours: '48',
  cardReservationMinutes: '30',
};

describe('the settings form without JavaScript', () => {
  it('gives a refused form back with its sentences and everything typed, and saves nothing', async () => {
    const browser = await loggedIn('owner');
    const refused = await browser.post('/admin/settings', {
      ...form,
      whatsAppNumber: '0123',
      transferHoldHours: '0',
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(textOf(html)).toContain(settingProblems.whatsAppNumber);
    expect(textOf(html)).toContain(settingProblems.transferHoldHours);
    expect(html).toContain('value="0123"');
    expect(html).toContain('value="Zenith Bank"');
    const { config } = (await send(shop.app, 'GET', '/api/config')).json as {
      config: { delivery: { localFee: number } };
    };
    expect(config.delivery.localFee).toBe(1500);
  });

  it('saves, answers with a redirect and its sentence, and the shop uses the settings at once', async () => {
    const browser = await loggedIn('owner');
    const saved = await browser.post('/admin/settings', form);
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/admin/settings');
    const page = textOf(await (await browser.get('/admin/settings')).text());
    expect(page).toContain('Saved: the shop uses the new settings from now on.');
    expect(page).toContain('Saved here. The environment’s: ₦1,500.00');
    const { config } = (await send(shop.app, 'GET', '/api/config')).json as {
      config: { delivery: { localFee: number }; bankTransfer: { accountNumber: string } };
    };
    expect(config.delivery.localFee).toBe(2000);
    expect(config.bankTransfer.accountNumber).toBe('2087654321');
  });

  it("tells staff the page is the owner's, with none of the settings, and shows them no link to it", async () => {
    const browser = await loggedIn('staff');
    const html = await (await browser.get('/admin/settings')).text();
    expect(textOf(html)).toContain(ownerOnlySettings);
    expect(html).not.toContain('href="/admin/settings"');
    expect(html).not.toContain('name="bankAccountNumber"');
  });
});
