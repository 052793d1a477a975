import type { Environment } from '../config';

/**
 * The card providers' settings from the environment:
 *
 * | variable                | default                     | meaning                                                 |
 * |-------------------------|-----------------------------|---------------------------------------------------------|
 * | PAYSTACK_SECRET_KEY     | (none: built-in sandbox)    | sk_live_... or sk_test_...                              |
 * | PAYSTACK_BASE_URL       | https://api.paystack.co     | Paystack's API (used only with a key)                   |
 * | FLUTTERWAVE_SECRET_KEY  | (none: built-in sandbox)    | FLWSECK-... or FLWSECK_TEST-...                         |
 * | FLUTTERWAVE_SECRET_HASH | (none: webhook refused)     | the secret hash set on Flutterwave's webhook page       |
 * | FLUTTERWAVE_BASE_URL    | https://api.flutterwave.com | Flutterwave's API (used only with a key)                |
 * | RESERVATION_MINUTES     | 30                          | how long an unpaid card order holds its stock           |
 * | PAYMENT_TIMEOUT_SECONDS | 10                          | how long the shop waits for a provider's answer         |
 * | SHOP_NAME               | Òórùn                       | the name on the sandbox's test payment page             |
 */
export interface ProviderSettings {
  /** null: the built-in sandbox answers instead of the provider (DESIGN.md decision 6) */
  secretKey: string | null;
  baseUrl: string;
}

export interface PaymentSettings {
  paystack: ProviderSettings;
  flutterwave: ProviderSettings & { secretHash: string | null };
  reservationMinutes: number;
  timeoutMs: number;
  shopName: string;
}

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
export const FLUTTERWAVE_BASE_URL = 'https://api.flutterwave.com';

const value = (env: Environment, name: string) => env[name]?.trim() || null;

function positive(env: Environment, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  const number = Number(raw);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${name} must be a number above 0 (got '${raw}')`);
  return number;
}

const baseUrl = (env: Environment, name: string, fallback: string) =>
  (value(env, name) ?? fallback).replace(/\/+$/, '');

export function paymentSettingsFromEnv(env: Environment): PaymentSettings {
  return {
    paystack: {
      secretKey: value(env, 'PAYSTACK_SECRET_KEY'),
      baseUrl: baseUrl(env, 'PAYSTACK_BASE_URL', PAYSTACK_BASE_URL),
    },
    flutterwave: {
      secretKey: value(env, 'FLUTTERWAVE_SECRET_KEY'),
      secretHash: value(env, 'FLUTTERWAVE_SECRET_HASH'),
      baseUrl: baseUrl(env, 'FLUTTERWAVE_BASE_URL', FLUTTERWAVE_BASE_URL),
    },
    reservationMinutes: positive(env, 'RESERVATION_MINUTES', 30),
    timeoutMs: positive(env, 'PAYMENT_TIMEOUT_SECONDS', 10) * 1000,
    shopName: value(env, 'SHOP_NAME') ?? 'Òórùn',
  };
}
