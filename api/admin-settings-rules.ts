import type { ShopConfig } from './config';
import { fromKeys, isOneOf, pickOf } from './guards';
import { looksLikeEmail } from './rules/email';
import { isNigerianPhone } from './rules/phone';

/*
 * The shop's settings the owner edits in /admin/settings, as plain data and functions: the admin's form checks
 * what was typed with them without zod (api/'s schemas stay out of the storefront's scripts), the CLI reads
 * `settings set <name> <value>` with them, and api/admin-settings.ts's schema gives the same sentences
 * (docs/decisions/033-the-owner-works-in-admin-and-the-cli.md).
 */

/** The settings in the form's order: bank details, contact, WhatsApp, delivery, online discount, reservations. */
export const shopSettingNames = [
  'bankName',
  'bankAccountName',
  'bankAccountNumber',
  'contactPhone',
  'contactEmail',
  'contactAddress',
  'whatsAppNumber',
  'localDeliveryFee',
  'elsewhereDeliveryFee',
  'freeDeliveryFrom',
  'onlineDiscountPercent',
  'transferHoldHours',
  'cardReservationMinutes',
  'newOrderAlert',
  'lowStockAlert',
  'alertEmails',
] as const;
export type ShopSettingName = (typeof shopSettingNames)[number];

export const bankSettingNames = [
  'bankName',
  'bankAccountName',
  'bankAccountNumber',
] as const satisfies readonly ShopSettingName[];

export const numberSettingNames = [
  'localDeliveryFee',
  'elsewhereDeliveryFee',
  'freeDeliveryFrom',
  'onlineDiscountPercent',
  'transferHoldHours',
  'cardReservationMinutes',
] as const satisfies readonly ShopSettingName[];
export type NumberSettingName = (typeof numberSettingNames)[number];

/** The alerts the owner switches on or off, written 'on' and 'off' (the CLI's words, and a ticked box's). */
export const alertSwitchNames = [
  'newOrderAlert',
  'lowStockAlert',
] as const satisfies readonly ShopSettingName[];
export type AlertSwitchName = (typeof alertSwitchNames)[number];
export const isAlertSwitch = (name: ShopSettingName): name is AlertSwitchName =>
  isOneOf(alertSwitchNames, name);

/** How many addresses the alerts may go to: the owner and a few of the shop's own. */
export const ALERT_EMAILS_MAX = 5;

/**
 * The settings as the owner sees them: money in naira, the discount in percent, the holds in hours and minutes.
 * Blank bank details: the shop has none (a demo's are shown, and production takes no pay before delivery).
 */
export type ShopSettings = { [K in ShopSettingName]: K extends NumberSettingName ? number : string };

/**
 * The environment variable each setting's default comes from (the README's Settings); the alerts have none: on,
 * to the shop's email, until the owner says otherwise.
 */
export const settingVariables: Partial<Record<ShopSettingName, string>> = {
  bankName: 'BANK_NAME',
  bankAccountName: 'BANK_ACCOUNT_NAME',
  bankAccountNumber: 'BANK_ACCOUNT_NUMBER',
  contactPhone: 'SHOP_PHONE',
  contactEmail: 'SHOP_EMAIL',
  contactAddress: 'SHOP_ADDRESS',
  whatsAppNumber: 'BUSINESS_PHONE',
  localDeliveryFee: 'DELIVERY_LOCAL_FEE',
  elsewhereDeliveryFee: 'DELIVERY_ELSEWHERE_FEE',
  freeDeliveryFrom: 'DELIVERY_FREE_FROM',
  onlineDiscountPercent: 'ONLINE_DISCOUNT_RATE',
  transferHoldHours: 'TRANSFER_HOLD_HOURS',
  cardReservationMinutes: 'RESERVATION_MINUTES',
};

/** The bounds a number may take: a typo of one zero too many must not reach a shopper's total. */
export const settingBounds = {
  localDeliveryFee: { min: 0, max: 100_000 },
  elsewhereDeliveryFee: { min: 0, max: 100_000 },
  freeDeliveryFrom: { min: 0, max: 100_000_000 },
  onlineDiscountPercent: { min: 0, max: 50 },
  // two weeks: longer and a scent sits off the shelf for an order nobody pays
  transferHoldHours: { min: 1, max: 336 },
  cardReservationMinutes: { min: 5, max: 1440 },
} as const satisfies Record<NumberSettingName, { min: number; max: number }>;

export const BANK_TEXT_MAX = 100;
export const ADDRESS_MAX = 200;

const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`;

/** What is wrong with a setting, in the owner's words; the server's schema says the same. */
export const settingProblems = {
  bankName: `Enter the bank's name, up to ${BANK_TEXT_MAX} characters`,
  bankAccountName: `Enter the account's name as the bank shows it, up to ${BANK_TEXT_MAX} characters`,
  bankAccountNumber: 'Enter the 10-digit account number (NUBAN)',
  bankIncomplete: 'Give all three bank details (bank, account name and number), or leave all three blank',
  contactPhone: "Enter the shop's phone number, such as 0803 123 4567",
  contactEmail: "Enter the shop's email address, such as hello@example.com",
  contactAddress: `Enter the shop's address, up to ${ADDRESS_MAX} characters`,
  whatsAppNumber: 'Enter a Nigerian mobile number for WhatsApp, such as 0803 123 4567',
  localDeliveryFee: `Enter the local delivery fee in naira, a whole number from 0 to ${naira(settingBounds.localDeliveryFee.max)}`,
  elsewhereDeliveryFee: `Enter the delivery fee elsewhere in naira, a whole number from 0 to ${naira(settingBounds.elsewhereDeliveryFee.max)}`,
  freeDeliveryFrom: `Enter the order total for free local delivery in naira, a whole number from 0 to ${naira(settingBounds.freeDeliveryFrom.max)}`,
  onlineDiscountPercent: `Enter the online discount as a percentage from 0 to ${settingBounds.onlineDiscountPercent.max}`,
  transferHoldHours: `Enter how many hours a transfer order holds its items, a whole number from ${settingBounds.transferHoldHours.min} to ${settingBounds.transferHoldHours.max}`,
  cardReservationMinutes: `Enter how many minutes a card payment holds its items, a whole number from ${settingBounds.cardReservationMinutes.min} to ${settingBounds.cardReservationMinutes.max}`,
  newOrderAlert: 'Say on or off for the new-order mail',
  lowStockAlert: 'Say on or off for the low-stock mail',
  alertEmails: `Enter up to ${ALERT_EMAILS_MAX} email addresses for the alerts, separated by commas, such as owner@example.com, orders@example.com; leave it blank for the shop's email`,
} as const satisfies Record<ShopSettingName | 'bankIncomplete', string>;

/** A staff account opening the owner's settings. */
export const ownerOnlySettings = "Only the shop's owner can see and change the shop's settings.";

/** What the owner is told after a save, by the server and the mock alike. */
export const settingsSavedSentence = (changed: number) =>
  changed === 0
    ? 'Nothing changed: the settings were already these.'
    : 'Saved: the shop uses the new settings from now on.';

const bankNumber = /^\d{10}$/;
/** digits, spaces and the signs people write numbers with; 7 to 15 digits (a landline has 7 or more) */
const anyPhone = /^\+?[\d\s\-.()]+$/;

/** Whether a text setting's value is acceptable ('' is acceptable for the bank details: none). */
export function textSettingProblem(name: Exclude<ShopSettingName, NumberSettingName>, value: string) {
  const text = value.trim();
  switch (name) {
    case 'bankName':
    case 'bankAccountName':
      return text.length > BANK_TEXT_MAX ? settingProblems[name] : null;
    case 'bankAccountNumber':
      return text === '' || bankNumber.test(text.replace(/\s/g, '')) ? null : settingProblems[name];
    case 'contactPhone': {
      const digits = text.replace(/\D/g, '').length;
      return anyPhone.test(text) && digits >= 7 && digits <= 15 ? null : settingProblems[name];
    }
    case 'contactEmail':
      return looksLikeEmail(text) && text.length <= 254 ? null : settingProblems[name];
    case 'contactAddress':
      return text !== '' && text.length <= ADDRESS_MAX ? null : settingProblems[name];
    case 'whatsAppNumber':
      return isNigerianPhone(text) ? null : settingProblems[name];
    case 'newOrderAlert':
    case 'lowStockAlert':
      return text === 'on' || text === 'off' ? null : settingProblems[name];
    case 'alertEmails': {
      const addresses = alertEmailList(text);
      const fine = addresses.every((address) => looksLikeEmail(address) && address.length <= 254);
      return fine && addresses.length <= ALERT_EMAILS_MAX ? null : settingProblems[name];
    }
  }
}

/** The alert addresses as typed ('a@x.ng, b@x.ng'), one by one; blank: none of the owner's own. */
export const alertEmailList = (typed: string): string[] =>
  typed
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** Where the alerts go: the addresses the owner set, else the shop's own email. */
export const alertRecipients = (settings: Pick<ShopSettings, 'alertEmails' | 'contactEmail'>): string[] => {
  const chosen = alertEmailList(settings.alertEmails);
  return chosen.length > 0 ? chosen : [settings.contactEmail];
};

/** Whether a number setting is within its bounds (whole, but for the discount's percent). */
export function numberSettingProblem(name: NumberSettingName, value: number): string | null {
  const { min, max } = settingBounds[name];
  const whole = name !== 'onlineDiscountPercent';
  return Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value))
    ? null
    : settingProblems[name];
}

export const isNumberSetting = (name: ShopSettingName): name is NumberSettingName =>
  isOneOf(numberSettingNames, name);

/** The settings written as text: the bank details, the contact details and the WhatsApp number. */
export const textSettingNames = shopSettingNames.filter((name) => !isNumberSetting(name));

/** The three bank details go together: all set, or all blank (the shop has none). */
export const bankDetailsComplete = (settings: Pick<ShopSettings, (typeof bankSettingNames)[number]>) => {
  const set = bankSettingNames.filter((name) => settings[name].trim() !== '').length;
  return set === 0 || set === bankSettingNames.length;
};

/** A number as typed ('1,500', '₦4000', '7.5%'): the separators and signs people write are let through. */
export function typedNumber(text: string): number {
  const plain = text.replace(/[\s,₦%]/g, '');
  return plain === '' ? Number.NaN : Number(plain);
}

/** The digits wa.me wants from a Nigerian mobile: 234 and the ten digits after the local 0. */
export function whatsAppDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  if (digits.startsWith('2340')) return `234${digits.slice(4)}`;
  return digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
}

export type ShopSettingsProblems = Partial<Record<ShopSettingName, string>>;

/** A text setting as the form sends it: an unticked alert box sends nothing, which is off. */
function textAsTyped(name: (typeof textSettingNames)[number], typed: string): string {
  if (name === 'bankAccountNumber') return typed.replace(/\s/g, '');
  if (isAlertSwitch(name)) return typed === '' ? 'off' : typed.trim();
  return typed.trim();
}

/**
 * The settings form as typed: the settings, or each field's problem. Number fields take '1,500' and '₦1500'
 * alike; the bank account number's spaces are dropped.
 */
export function readShopSettingsForm(
  typed: Readonly<Record<ShopSettingName, string>>,
): { settings: ShopSettings } | { problems: ShopSettingsProblems } {
  const settings: ShopSettings = {
    ...fromKeys(textSettingNames, (name) => textAsTyped(name, typed[name])),
    ...fromKeys(numberSettingNames, (name) => typedNumber(typed[name])),
  };
  const problems: ShopSettingsProblems = {};
  for (const name of shopSettingNames) {
    const problem = isNumberSetting(name)
      ? numberSettingProblem(name, settings[name])
      : textSettingProblem(name, settings[name]);
    if (problem) problems[name] = problem;
  }
  if (!bankDetailsComplete(settings))
    for (const name of bankSettingNames)
      if (settings[name] === '' && !problems[name]) problems[name] = settingProblems.bankIncomplete;
  return Object.keys(problems).length > 0 ? { problems } : { settings };
}

/** What the owner saved: only the settings unlike the environment's. */
export type SavedSettings = Partial<ShopSettings>;

/** The reservation times as the owner sets them. */
export type SettingTimes = Pick<ShopSettings, 'transferHoldHours' | 'cardReservationMinutes'>;

/** The alerts until the owner sets them: both on, to the shop's email. */
export const defaultAlertSettings = {
  newOrderAlert: 'on',
  lowStockAlert: 'on',
  alertEmails: '',
} as const satisfies Pick<ShopSettings, AlertSwitchName | 'alertEmails'>;

/**
 * The owner's settings as a config shows them (the environment's, at start): the bank details blank while they
 * are a demo's, the discount in percent. The server and the mock shop both read a config so.
 */
export function settingsOfConfig(config: ShopConfig, times: SettingTimes): ShopSettings {
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
    // 0.05 -> 5, without 0.07 * 100 = 7.000000000000001
    onlineDiscountPercent: Math.round(config.onlineDiscountRate * 10_000) / 100,
    ...times,
    ...defaultAlertSettings,
  };
}

/**
 * The environment's config with the owner's settings in force. Bank details make pay before delivery offered
 * (production turns it off only for a shop without them); blank ones leave the environment's (a demo's).
 */
export function configWithSettings(environment: ShopConfig, settings: ShopSettings): ShopConfig {
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

const isBankSetting = (name: ShopSettingName) => isOneOf(bankSettingNames, name);

/** The settings in force: the saved ones over the environment's. */
export function effectiveSettings(defaults: ShopSettings, saved: SavedSettings): ShopSettings {
  const merged = { ...defaults, ...saved };
  // the bank details stand or fall together: half the owner's and half the environment's would be no account
  if (!bankSettingNames.every((name) => saved[name] !== undefined))
    for (const name of bankSettingNames) merged[name] = defaults[name];
  return merged;
}

/**
 * What to keep of the settings asked for: those unlike the environment's, so a setting saved back to its default
 * follows the environment again (blank or unchanged bank details: none).
 */
export function settingsToSave(wanted: ShopSettings, defaults: ShopSettings): SavedSettings {
  const bankBlank = bankSettingNames.every((name) => wanted[name] === '');
  const bankDefault = bankSettingNames.every((name) => wanted[name] === defaults[name]);
  return pickOf(
    wanted,
    shopSettingNames.filter((name) =>
      isBankSetting(name) ? !bankBlank && !bankDefault : wanted[name] !== defaults[name],
    ),
  );
}
