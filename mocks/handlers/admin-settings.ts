import {
  bankSettingNames,
  messages,
  settingsSavedSentence,
  shopSettingNames,
  whatsAppDigits,
  type ShopConfig,
  type ShopSettingName,
  type ShopSettings,
} from '../../api';
import { answer, handle, refuse } from '../handle';
import { mockShopConfig, shop } from '../state';

/**
 * The shop's settings in the admin (issue 18) as the mock answers them: the mock shop's config is what
 * GET /api/config serves, `mockShopConfig` stands for the environment's, and a save changes the config the
 * storefront reads next, with an audit line as the server writes. The owner's alone, as on the server.
 */

/** The reservation times, kept beside the config they belong to (a fresh mock shop has a fresh config). */
const times = new WeakMap<ShopConfig, { transferHoldHours: number; cardReservationMinutes: number }>();
const defaultTimes = { transferHoldHours: 48, cardReservationMinutes: 30 };

function settingsOf(config: ShopConfig): ShopSettings {
  const bank = config.bankTransfer;
  return {
    bankName: bank.demo ? '' : bank.bankName,
    bankAccountName: bank.demo ? '' : bank.accountName,
    bankAccountNumber: bank.demo ? '' : bank.accountNumber,
    contactPhone: config.contact.phone,
    contactEmail: config.contact.email,
    contactAddress: config.contact.address,
    whatsAppNumber: `+${config.businessPhone}`,
    localDeliveryFee: config.delivery.localFee,
    elsewhereDeliveryFee: config.delivery.elsewhereFee,
    freeDeliveryFrom: config.delivery.freeDeliveryFrom,
    onlineDiscountPercent: Math.round(config.onlineDiscountRate * 10_000) / 100,
    ...(times.get(config) ?? defaultTimes),
  };
}

/** Blank bank details leave the environment's, as on the server. */
function withSettings(config: ShopConfig, settings: ShopSettings): ShopConfig {
  const bankSet = bankSettingNames.every((name) => settings[name] !== '');
  const next: ShopConfig = {
    ...config,
    delivery: {
      ...config.delivery,
      localFee: settings.localDeliveryFee,
      elsewhereFee: settings.elsewhereDeliveryFee,
      freeDeliveryFrom: settings.freeDeliveryFrom,
    },
    onlineDiscountRate: settings.onlineDiscountPercent / 100,
    bankTransfer: bankSet
      ? {
          bankName: settings.bankName,
          accountName: settings.bankAccountName,
          accountNumber: settings.bankAccountNumber,
          demo: false,
        }
      : mockShopConfig.bankTransfer,
    businessPhone: whatsAppDigits(settings.whatsAppNumber),
    contact: {
      ...config.contact,
      phone: settings.contactPhone,
      email: settings.contactEmail,
      address: settings.contactAddress,
    },
  };
  times.set(next, {
    transferHoldHours: settings.transferHoldHours,
    cardReservationMinutes: settings.cardReservationMinutes,
  });
  return next;
}

function inForce() {
  const settings = settingsOf(shop.config);
  const defaults = settingsOf(mockShopConfig);
  const saved = shopSettingNames.filter((name) => settings[name] !== defaults[name]);
  return { success: true as const, settings, defaults, saved, warnings: [] };
}

const refusal = (name: 'adminSettings' | 'adminSaveSettings', role: string | undefined) =>
  role === 'owner' ? null : refuse(name, 403, messages.staffOnly);

export const adminSettingsHandlers = [
  handle('adminSettings', ({ shopper }) => {
    if (!shopper) return refuse('adminSettings', 401, messages.loginRequired);
    return refusal('adminSettings', shopper.role) ?? answer('adminSettings', inForce());
  }),

  handle('adminSaveSettings', ({ shopper, body }) => {
    if (!shopper) return refuse('adminSaveSettings', 401, messages.loginRequired);
    const refused = refusal('adminSaveSettings', shopper.role);
    if (refused) return refused;
    const before = settingsOf(shop.config);
    shop.config = withSettings(shop.config, body);
    const after = settingsOf(shop.config);
    const changed = shopSettingNames.filter((name) => before[name] !== after[name]);
    const pick = (values: ShopSettings) =>
      Object.fromEntries(changed.map((name: ShopSettingName) => [name, values[name]]));
    if (changed.length > 0)
      shop.audit.push({
        at: Date.now(),
        actor: shopper.email,
        action: 'settings.change',
        target: 'settings',
        before: pick(before),
        after: pick(after),
      });
    return answer('adminSaveSettings', { ...inForce(), message: settingsSavedSentence(changed.length) });
  }),
];
