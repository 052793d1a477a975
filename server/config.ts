import {
  DEFAULT_ONLINE_DISCOUNT_RATE,
  canonicalState,
  defaultDeliveryRules,
  settingsOfConfig as settingsOfOwnersConfig,
  shopConfigSchema,
  type ShopConfig,
  type ShopSettings,
} from '../api';
import { paymentOptions, paymentSettingsFromEnv } from './payments/settings';

import type { Environment } from './env-settings';

export type { Environment } from './env-settings';

const text = (env: Environment, name: string, fallback: string) => env[name]?.trim() || fallback;

function number(env: Environment, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of at least 0 (got '${raw}')`);
  return value;
}

/** A comma-separated setting ('Ibadan, Akinyele'), or the fallback when unset. */
function list(env: Environment, name: string, fallback: readonly string[]): string[] {
  const items = (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : [...fallback];
}

/** Whether the checkout offers pay before delivery (off in production without bank details). */
export const payBeforeDeliveryOffered = (config: ShopConfig) =>
  config.payments.find((option) => option.method === 'cod')?.enabled !== false;

/** What the owner must still set before shoppers can use all of the shop: said at start and by /api/health. */
export function shopWarnings(config: ShopConfig): string[] {
  return !payBeforeDeliveryOffered(config)
    ? [
        'Pay before delivery is off: the shop has no bank details. Set them in /admin/settings (or BANK_NAME, ' +
          'BANK_ACCOUNT_NAME and BANK_ACCOUNT_NUMBER).',
      ]
    : [];
}

const HOUR_MS = 60 * 60 * 1000;

/** What the reservation times are made of (OrderRules' hold, PaymentSettings' card reservation). */
export interface ReservationTimes {
  transferHoldMs: number;
  reservationMinutes: number;
}

/** The owner's settings as a config shows them, with the reservation times the server runs with. */
export const settingsOfConfig = (config: ShopConfig, times: ReservationTimes): ShopSettings =>
  settingsOfOwnersConfig(config, {
    transferHoldHours: times.transferHoldMs / HOUR_MS,
    cardReservationMinutes: times.reservationMinutes,
  });

/** The reservation times of the owner's settings. */
export const reservationTimesOf = (settings: ShopSettings): ReservationTimes => ({
  transferHoldMs: settings.transferHoldHours * HOUR_MS,
  reservationMinutes: settings.cardReservationMinutes,
});

/**
 * The shop's settings from the environment, with the shop's defaults: the defaults of what the owner saves in
 * /admin/settings (services/shop-settings.ts), which GET /api/config serves over them.
 */
export function shopConfigFromEnv(env: Environment): ShopConfig {
  const phone = text(env, 'BUSINESS_PHONE', '2348000000000').replace(/[^\d]/g, '');
  // a shop without its bank details is a demo: in production it takes no transfer to an account it has not named
  const demoBank = ['BANK_NAME', 'BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NUMBER'].some(
    (name) => !env[name]?.trim(),
  );
  const production = env.NODE_ENV?.trim() === 'production';
  const chatScript = env.CHAT_WIDGET_SCRIPT_URL?.trim();
  const chatId = env.CHAT_WIDGET_ID?.trim();
  return shopConfigSchema.parse({
    currency: 'NGN',
    delivery: {
      ...defaultDeliveryRules,
      localCity: text(env, 'DELIVERY_LOCAL_CITY', defaultDeliveryRules.localCity),
      localState: canonicalState(text(env, 'DELIVERY_LOCAL_STATE', defaultDeliveryRules.localState)),
      localAreas: list(env, 'DELIVERY_LOCAL_AREAS', defaultDeliveryRules.localAreas),
      localFee: number(env, 'DELIVERY_LOCAL_FEE', defaultDeliveryRules.localFee),
      freeDeliveryFrom: number(env, 'DELIVERY_FREE_FROM', defaultDeliveryRules.freeDeliveryFrom),
      elsewhereFee: number(env, 'DELIVERY_ELSEWHERE_FEE', defaultDeliveryRules.elsewhereFee),
    },
    onlineDiscountRate: number(env, 'ONLINE_DISCOUNT_RATE', DEFAULT_ONLINE_DISCOUNT_RATE),
    // the card providers by the sandbox rule, never a sandbox beside a live key (server/payments/settings.ts)
    payments: paymentOptions(paymentSettingsFromEnv(env), !demoBank || !production),
    bankTransfer: {
      bankName: text(env, 'BANK_NAME', 'Demo Bank'),
      accountName: text(env, 'BANK_ACCOUNT_NAME', 'Òórùn demo shop'),
      accountNumber: text(env, 'BANK_ACCOUNT_NUMBER', '0000000000'),
      demo: demoBank,
    },
    businessPhone: phone,
    contact: {
      phone: text(env, 'SHOP_PHONE', `+${phone}`),
      email: text(env, 'SHOP_EMAIL', 'hello@example.com'),
      address: text(env, 'SHOP_ADDRESS', 'Ibadan, Oyo State, Nigeria'),
      directionsUrl: text(env, 'SHOP_DIRECTIONS_URL', 'https://www.openstreetmap.org/search?query=Ibadan'),
      mapEmbedUrl: env.SHOP_MAP_EMBED_URL?.trim() || null,
    },
    chatWidget: chatScript && chatId ? { scriptUrl: chatScript, id: chatId } : null,
  });
}
