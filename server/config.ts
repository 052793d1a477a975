import {
  DEFAULT_ONLINE_DISCOUNT_RATE,
  canonicalState,
  defaultDeliveryRules,
  shopConfigSchema,
  type ShopConfig,
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
        'Pay before delivery is off: the shop has no bank details. Set BANK_NAME, BANK_ACCOUNT_NAME and ' +
          'BANK_ACCOUNT_NUMBER.',
      ]
    : [];
}

/** The shop's settings from the environment, with the defaults of DESIGN.md (served by GET /api/config). */
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
    // the card providers by the sandbox rule of DESIGN.md decision 20 (server/payments/settings.ts)
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
