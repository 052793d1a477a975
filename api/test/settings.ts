/**
 * The owner's settings the contract tests save, the server's (server/admin-settings.test.ts) and the mock's
 * (mocks/contract-admin-owner.test.ts) alike, so both are held to the same answer.
 */
import type { ShopSettingName, ShopSettings } from '../admin-settings-rules';

/** The owner's new settings over the environment's: ASCII names, so the mails' encoding shows them as typed. */
export const zenith = (defaults: ShopSettings): ShopSettings => ({
  ...defaults,
  bankName: 'Zenith Bank',
  bankAccountName: 'Oorun Fragrance House',
  bankAccountNumber: '2087654321',
  contactEmail: 'orders@oorun.ng',
  whatsAppNumber: '0803 123 4567',
  localDeliveryFee: 2000,
  onlineDiscountPercent: 7.5,
  transferHoldHours: 24,
});

/** What a save of `zenith` over the environment's keeps: the settings it changes, in the form's order. */
export const zenithSaved: ShopSettingName[] = [
  'bankName',
  'bankAccountName',
  'bankAccountNumber',
  'contactEmail',
  'whatsAppNumber',
  'localDeliveryFee',
  'onlineDiscountPercent',
  'transferHoldHours',
];

/** The storefront's config once `zenith` is saved: in force at once, the WhatsApp number as wa.me's digits. */
export const zenithConfig = {
  bankTransfer: {
    bankName: 'Zenith Bank',
    accountName: 'Oorun Fragrance House',
    accountNumber: '2087654321',
    demo: false,
  },
  businessPhone: '2348031234567',
  onlineDiscountRate: 0.075,
  contact: { email: 'orders@oorun.ng' },
  delivery: { localFee: 2000 },
};
