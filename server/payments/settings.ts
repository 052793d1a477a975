import { randomBytes } from 'node:crypto';
import type { PaymentOption } from '../../api';
import { positiveSetting, type Environment } from '../env-settings';
import type { ProviderName } from './provider';

/**
 * The card providers' settings from the environment:
 *
 * | variable                | default                     | meaning                                                   |
 * |-------------------------|-----------------------------|-----------------------------------------------------------|
 * | PAYSTACK_SECRET_KEY     | (none: see PAYMENT_SANDBOX) | sk_live_... or sk_test_...                                |
 * | PAYSTACK_BASE_URL       | https://api.paystack.co     | Paystack's API (used only with a key)                     |
 * | FLUTTERWAVE_SECRET_KEY  | (none: see PAYMENT_SANDBOX) | FLWSECK-... or FLWSECK_TEST-...                           |
 * | FLUTTERWAVE_SECRET_HASH | (none: webhook refused)     | the secret hash set on Flutterwave's webhook page         |
 * | FLUTTERWAVE_BASE_URL    | https://api.flutterwave.com | Flutterwave's API (used only with a key)                  |
 * | PAYMENT_SANDBOX         | (none: the rule below)      | 1: the sandbox for providers without a key; 0: never      |
 * | RESERVATION_MINUTES     | 30                          | how long an unpaid card order holds its stock             |
 * | PAYMENT_TIMEOUT_SECONDS | 10                          | how long the shop waits for a provider's answer           |
 * | SHOP_NAME               | Òórùn                       | the name on the sandbox's test payment page               |
 *
 * The sandbox runs with PAYMENT_SANDBOX=1, or, unset, when no provider key is set at
 * all and NODE_ENV is not production: a developer's `npm start` has it, a shop with one live key does not
 * answer test payments for the other provider, and neither does a production server without keys.
 */
export interface ProviderSettings {
  /** null: the built-in sandbox answers instead of the provider, when it runs; else the provider is not offered */
  secretKey: string | null;
  baseUrl: string;
}

export interface PaymentSettings {
  paystack: ProviderSettings;
  flutterwave: ProviderSettings & { secretHash: string | null };
  /**
   * The key the sandbox's API asks for, made afresh by each process (only that process's own adapters call
   * its API); null when the sandbox does not run.
   */
  sandboxKey: string | null;
  reservationMinutes: number;
  timeoutMs: number;
  shopName: string;
}

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
export const FLUTTERWAVE_BASE_URL = 'https://api.flutterwave.com';

const liveKey = {
  paystack: /^sk_live_/,
  flutterwave: /^FLWSECK-(?!TEST)/,
} as const satisfies Record<ProviderName, RegExp>;

const secretVariable = {
  paystack: 'PAYSTACK_SECRET_KEY',
  flutterwave: 'FLUTTERWAVE_SECRET_KEY',
} as const satisfies Record<ProviderName, string>;

const providers = ['paystack', 'flutterwave'] as const satisfies readonly ProviderName[];

const value = (env: Environment, name: string) => env[name]?.trim() || null;

const baseUrl = (env: Environment, name: string, fallback: string) =>
  (value(env, name) ?? fallback).replace(/\/+$/, '');

/** PAYMENT_SANDBOX: true (1, yes), false (0, no), or null when unset (the rule decides). */
function sandboxSwitch(env: Environment): boolean | null {
  const raw = value(env, 'PAYMENT_SANDBOX');
  if (raw === null) return null;
  const text = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  throw new Error(`PAYMENT_SANDBOX must be 1 (on) or 0 (off) (got '${raw}')`);
}

/** Whether the sandbox runs, by the rule above. Asked for beside a live key, it stops the shop starting. */
function sandboxRuns(env: Environment, keys: Record<ProviderName, string | null>): boolean {
  const asked = sandboxSwitch(env);
  if (asked === false) return false;
  const live = providers.find((provider) => liveKey[provider].test(keys[provider] ?? ''));
  if (asked && live)
    throw new Error(
      `PAYMENT_SANDBOX=1 cannot run beside a live ${secretVariable[live]}: test payments would pass for real ones. Unset PAYMENT_SANDBOX, or use a test key.`,
    );
  if (asked) return true;
  return providers.every((provider) => keys[provider] === null) && value(env, 'NODE_ENV') !== 'production';
}

export function paymentSettingsFromEnv(env: Environment): PaymentSettings {
  const keys = {
    paystack: value(env, secretVariable.paystack),
    flutterwave: value(env, secretVariable.flutterwave),
  };
  return {
    paystack: {
      secretKey: keys.paystack,
      baseUrl: baseUrl(env, 'PAYSTACK_BASE_URL', PAYSTACK_BASE_URL),
    },
    flutterwave: {
      secretKey: keys.flutterwave,
      secretHash: value(env, 'FLUTTERWAVE_SECRET_HASH'),
      baseUrl: baseUrl(env, 'FLUTTERWAVE_BASE_URL', FLUTTERWAVE_BASE_URL),
    },
    sandboxKey: sandboxRuns(env, keys) ? randomBytes(32).toString('base64url') : null,
    reservationMinutes: positiveSetting(env, 'RESERVATION_MINUTES', 30),
    timeoutMs: positiveSetting(env, 'PAYMENT_TIMEOUT_SECONDS', 10) * 1000,
    shopName: value(env, 'SHOP_NAME') ?? 'Òórùn',
  };
}

/** How a provider is reached: its own API, the built-in sandbox, or not at all (then it is not offered). */
export function providerMode(settings: PaymentSettings, provider: ProviderName): 'api' | 'sandbox' | 'off' {
  if (settings[provider].secretKey !== null) return 'api';
  return settings.sandboxKey === null ? 'off' : 'sandbox';
}

/** The providers the built-in sandbox answers for. */
export const sandboxedProviders = (settings: PaymentSettings): ProviderName[] =>
  providers.filter((provider) => providerMode(settings, provider) === 'sandbox');

const providerNames = { paystack: 'Paystack', flutterwave: 'Flutterwave' } as const satisfies Record<
  ProviderName,
  string
>;

/**
 * What /api/health and the server's start say while the sandbox answers card payments: a plain `npm start` runs
 * it, and its payments look paid; null when every provider is real or off.
 */
export function sandboxWarning(settings: PaymentSettings): string | null {
  const sandboxed = sandboxedProviders(settings);
  const [only] = sandboxed;
  if (!only) return null;
  const which = sandboxed.length === providers.length ? 'Card payments' : `${providerNames[only]} payments`;
  return (
    `${which} go to the built-in payment sandbox: they are tests, no money is received. ` +
    `Set ${sandboxed.map((provider) => secretVariable[provider]).join(' or ')} to take real payments.`
  );
}

/**
 * The payment methods the checkout offers (GET /api/config): test mode on the sandbox or a test key; pay before
 * delivery unless the shop, in production, has no bank details to send the money to (server/config.ts).
 */
export function paymentOptions(settings: PaymentSettings, payBeforeDelivery = true): PaymentOption[] {
  return [
    { method: 'cod', enabled: payBeforeDelivery, testMode: false },
    ...providers.map((method): PaymentOption => {
      const mode = providerMode(settings, method);
      const live = mode === 'api' && liveKey[method].test(settings[method].secretKey ?? '');
      return { method, enabled: mode !== 'off', testMode: mode !== 'off' && !live };
    }),
  ];
}
