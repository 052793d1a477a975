import * as z from 'zod';
import {
  ADDRESS_MAX,
  BANK_TEXT_MAX,
  bankDetailsComplete,
  numberSettingNames,
  settingBounds,
  settingProblems,
  shopSettingNames,
  textSettingNames,
  textSettingProblem,
  type AlertSwitchName,
  type ShopSettings,
} from './admin-settings-rules';
import { fromKeys } from './guards';
import { isNigerianPhone } from './rules/phone';

/*
 * The shop's settings in the admin: bank and contact details, the WhatsApp number, delivery fees, the online
 * discount, the reservation times and the alerts mailed to the shop. The environment gives the defaults; what the owner saves replaces them at
 * once, in every server process (docs/decisions/033-the-owner-works-in-admin-and-the-cli.md).
 */

const whole = (name: keyof typeof settingBounds) =>
  z
    .number({ error: settingProblems[name] })
    .int({ error: settingProblems[name] })
    .min(settingBounds[name].min, { error: settingProblems[name] })
    .max(settingBounds[name].max, { error: settingProblems[name] });

const text = (name: keyof typeof settingProblems, max: number) =>
  z.string({ error: settingProblems[name] }).trim().max(max, { error: settingProblems[name] });

/** A text setting checked by the same rule as the admin's form (api/admin-settings-rules.ts). */
const checked = (name: 'contactPhone' | 'contactEmail' | AlertSwitchName | 'alertEmails', max: number) =>
  text(name, max).refine((value) => textSettingProblem(name, value) === null, {
    error: settingProblems[name],
  });

export const shopSettingsSchema = z
  .strictObject({
    bankName: text('bankName', BANK_TEXT_MAX),
    bankAccountName: text('bankAccountName', BANK_TEXT_MAX),
    bankAccountNumber: text('bankAccountNumber', 10).regex(/^(\d{10})?$/, {
      error: settingProblems.bankAccountNumber,
    }),
    contactPhone: checked('contactPhone', 30),
    contactEmail: checked('contactEmail', 254),
    contactAddress: text('contactAddress', ADDRESS_MAX).min(1, { error: settingProblems.contactAddress }),
    whatsAppNumber: text('whatsAppNumber', 30).refine(isNigerianPhone, {
      error: settingProblems.whatsAppNumber,
    }),
    localDeliveryFee: whole('localDeliveryFee'),
    elsewhereDeliveryFee: whole('elsewhereDeliveryFee'),
    freeDeliveryFrom: whole('freeDeliveryFrom'),
    onlineDiscountPercent: z
      .number({ error: settingProblems.onlineDiscountPercent })
      .min(settingBounds.onlineDiscountPercent.min, { error: settingProblems.onlineDiscountPercent })
      .max(settingBounds.onlineDiscountPercent.max, { error: settingProblems.onlineDiscountPercent }),
    transferHoldHours: whole('transferHoldHours'),
    cardReservationMinutes: whole('cardReservationMinutes'),
    newOrderAlert: checked('newOrderAlert', 3),
    lowStockAlert: checked('lowStockAlert', 3),
    alertEmails: checked('alertEmails', 2_000),
  })
  .refine(bankDetailsComplete, { error: settingProblems.bankIncomplete, path: ['bankName'] });
// the schema's output is the rules' own shape: the form, the CLI and the server agree
shopSettingsSchema satisfies z.ZodType<ShopSettings>;

export const shopSettingNameSchema = z.enum(shopSettingNames);

/**
 * The settings as an answer shows them: the environment's may lie outside what the admin takes (a fee set above
 * its bound before the admin had one), and the owner must still see them to change them.
 */
const shownSettings = z.object({
  ...fromKeys(textSettingNames, () => z.string()),
  ...fromKeys(numberSettingNames, () => z.number()),
});

/** GET /api/admin/settings (the owner's): the settings in force, the environment's, and which were saved. */
export const adminSettingsAnswer = z.object({
  success: z.literal(true),
  /** what the shop uses now: the saved settings over the environment's */
  settings: shownSettings,
  /** the environment's values (the defaults): a setting saved back to its default follows the environment again */
  defaults: shownSettings,
  /** the settings the owner saved that differ from the environment's; the others come from it */
  saved: z.array(shopSettingNameSchema),
  /** what the owner must still set (as /api/health says): no bank details in production */
  warnings: z.array(z.string()),
});
export type AdminSettingsAnswer = z.infer<typeof adminSettingsAnswer>;

/** POST /api/admin/settings: every setting, as the form shows them. */
export const adminSaveSettingsRequest = shopSettingsSchema;
export type AdminSaveSettingsRequest = z.input<typeof adminSaveSettingsRequest>;

export const adminSaveSettingsAnswer = adminSettingsAnswer.extend({
  /** 'Saved: the shop uses the new settings from now on.' */
  message: z.string(),
});
export type AdminSaveSettingsAnswer = z.infer<typeof adminSaveSettingsAnswer>;
