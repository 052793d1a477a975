import { describe, expect, it } from 'vitest';
import {
  alertRecipients,
  readShopSettingsForm,
  settingProblems,
  whatsAppDigits,
} from './admin-settings-rules';

/** The admin's settings form as the owner types it: read without zod, as the page's scripts do. */
const typed = {
  bankName: ' Zenith Bank ',
  bankAccountName: 'Oorun Fragrance House',
  bankAccountNumber: '2087 654 321',
  contactPhone: '+234 803 123 4567',
  contactEmail: 'orders@oorun.ng',
  contactAddress: '14 Bodija Market Road, Ibadan',
  whatsAppNumber: '0803 123 4567',
  localDeliveryFee: '₦1,500',
  elsewhereDeliveryFee: '4000',
  freeDeliveryFrom: '100,000',
  onlineDiscountPercent: '7.5%',
  transferHoldHours: '48',
  cardReservationMinutes: '30',
  newOrderAlert: 'on',
  lowStockAlert: 'on',
  alertEmails: ' ada@oorun.ng, orders@oorun.ng ',
};

describe('reading the settings form', () => {
  it('takes naira and percentages as people write them', () => {
    expect(readShopSettingsForm(typed)).toEqual({
      settings: {
        ...typed,
        bankName: 'Zenith Bank',
        bankAccountNumber: '2087654321',
        localDeliveryFee: 1500,
        elsewhereDeliveryFee: 4000,
        freeDeliveryFrom: 100000,
        onlineDiscountPercent: 7.5,
        transferHoldHours: 48,
        cardReservationMinutes: 30,
        alertEmails: 'ada@oorun.ng, orders@oorun.ng',
      },
    });
  });

  it('reads an unticked alert box as off, and refuses an alert address that is not one', () => {
    const read = readShopSettingsForm({ ...typed, lowStockAlert: '' });
    expect(read).toMatchObject({ settings: { newOrderAlert: 'on', lowStockAlert: 'off' } });
    expect(readShopSettingsForm({ ...typed, alertEmails: 'ada@oorun.ng, orders at oorun' })).toEqual({
      problems: { alertEmails: settingProblems.alertEmails },
    });
  });

  it("sends the alerts to the addresses set, or to the shop's email when none is", () => {
    const contactEmail = 'hello@oorun.ng';
    expect(alertRecipients({ alertEmails: 'ada@oorun.ng; orders@oorun.ng', contactEmail })).toEqual([
      'ada@oorun.ng',
      'orders@oorun.ng',
    ]);
    expect(alertRecipients({ alertEmails: ' ', contactEmail })).toEqual([contactEmail]);
  });

  it('says what is wrong with each field, and asks for all three bank details or none', () => {
    expect(
      readShopSettingsForm({
        ...typed,
        bankAccountName: '',
        transferHoldHours: '1.5',
        localDeliveryFee: 'free',
      }),
    ).toEqual({
      problems: {
        bankAccountName: settingProblems.bankIncomplete,
        localDeliveryFee: settingProblems.localDeliveryFee,
        transferHoldHours: settingProblems.transferHoldHours,
      },
    });
    expect(
      readShopSettingsForm({ ...typed, bankName: '', bankAccountName: '', bankAccountNumber: '' }),
    ).toHaveProperty('settings');
  });

  it.each([
    ['0803 123 4567', '2348031234567'],
    ['+234 (0) 803 123 4567', '2348031234567'],
    ['00234 803 123 4567', '2348031234567'],
  ])('gives wa.me the digits of %s', (phone, digits) => {
    expect(whatsAppDigits(phone)).toBe(digits);
  });
});
