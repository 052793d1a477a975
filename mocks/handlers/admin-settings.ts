import {
  bankSettingNames,
  settingsSavedSentence,
  shopSettingNames,
  whatsAppDigits,
  type ShopConfig,
  type ShopSettingName,
  type ShopSettings,
} from '../../api';
import { answer, handleForStaff } from '../handle';
import { shop } from '../state';

/**
 * The shop's settings in the admin as the mock answers them: the mock shop's config is what GET /api/config
 * serves, the config before any save (`mockShopConfig`, or a story's seed) stands for the environment's, and a
 * save changes the config the storefront reads next, with an audit line as the server writes. As on the server
 * (server/services/shop-settings.ts), what the owner saves is kept as typed ('0803 123 4567' stays so), only
 * where it differs from the environment's, and the bank details stand or fall together. The owner's alone:
 * mocks/handle.ts refuses staff (403), as the server does.
 */

type SavedSettings = Partial<ShopSettings>;

/** What the owner saved and over which environment, beside the config it made (a fresh mock shop: none). */
const savedWith = new WeakMap<ShopConfig, { environment: ShopConfig; saved: SavedSettings }>();
const defaultTimes = { transferHoldHours: 48, cardReservationMinutes: 30 };

/** A config's settings in the owner's terms (the server's settingsOfConfig). */
function settingsOfConfig(config: ShopConfig): ShopSettings {
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
    ...defaultTimes,
  };
}

const isBank = (name: ShopSettingName) => (bankSettingNames as readonly string[]).includes(name);

/** The saved settings over the environment's; bank details only when all three were saved. */
function effective(defaults: ShopSettings, saved: SavedSettings): ShopSettings {
  const merged = { ...defaults, ...saved };
  if (!bankSettingNames.every((name) => saved[name] !== undefined))
    for (const name of bankSettingNames) merged[name] = defaults[name];
  return merged;
}

/** What to keep of a save: what differs from the environment's (blank or unchanged bank details: none). */
function toSave(wanted: ShopSettings, defaults: ShopSettings): SavedSettings {
  const saved: Record<string, string | number> = {};
  const bankBlank = bankSettingNames.every((name) => wanted[name] === '');
  const bankDefault = bankSettingNames.every((name) => wanted[name] === defaults[name]);
  for (const name of shopSettingNames)
    if (isBank(name) ? !bankBlank && !bankDefault : wanted[name] !== defaults[name])
      saved[name] = wanted[name];
  return saved as SavedSettings;
}

/** The environment's config with the settings in force (the server's configWithSettings). */
function withSettings(environment: ShopConfig, settings: ShopSettings): ShopConfig {
  const bankSet = bankSettingNames.every((name) => settings[name].trim() !== '');
  return {
    ...environment,
    delivery: {
      ...environment.delivery,
      localFee: settings.localDeliveryFee,
      elsewhereFee: settings.elsewhereDeliveryFee,
      freeDeliveryFrom: settings.freeDeliveryFrom,
    },
    onlineDiscountRate: settings.onlineDiscountPercent / 100,
    payments: environment.payments.map((option) =>
      option.method === 'cod' ? { ...option, enabled: option.enabled || bankSet } : option,
    ),
    bankTransfer: bankSet
      ? {
          bankName: settings.bankName,
          accountName: settings.bankAccountName,
          accountNumber: settings.bankAccountNumber,
          demo: false,
        }
      : environment.bankTransfer,
    businessPhone: whatsAppDigits(settings.whatsAppNumber),
    contact: {
      ...environment.contact,
      phone: settings.contactPhone,
      email: settings.contactEmail,
      address: settings.contactAddress,
    },
  };
}

/** The settings in force (the saved ones over the environment's), the environment's, and which were saved. */
function inForce() {
  const { environment, saved } = savedWith.get(shop.config) ?? { environment: shop.config, saved: {} };
  const defaults = settingsOfConfig(environment);
  return {
    success: true as const,
    settings: effective(defaults, saved),
    defaults,
    saved: shopSettingNames.filter((name) => saved[name] !== undefined),
    warnings: [],
    environment,
  };
}

export const adminSettingsHandlers = [
  handleForStaff('adminSettings', () => {
    const { environment: _, ...shown } = inForce();
    return answer('adminSettings', shown);
  }),

  handleForStaff('adminSaveSettings', ({ staff, body }) => {
    const { settings: before, defaults, environment } = inForce();
    const saved = toSave(body, defaults);
    const after = effective(defaults, saved);
    const changed = shopSettingNames.filter((name) => before[name] !== after[name]);
    // nothing changed: nothing written, as on the server
    if (changed.length > 0) {
      shop.config = withSettings(environment, after);
      savedWith.set(shop.config, { environment, saved });
      const pick = (values: ShopSettings) => Object.fromEntries(changed.map((name) => [name, values[name]]));
      shop.audit.push({
        at: Date.now(),
        actor: staff.email,
        action: 'settings.change',
        target: 'settings',
        before: pick(before),
        after: pick(after),
      });
    }
    const { environment: _, ...shown } = inForce();
    return answer('adminSaveSettings', { ...shown, message: settingsSavedSentence(changed.length) });
  }),
];
