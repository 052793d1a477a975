import {
  DEFAULT_ONLINE_DISCOUNT_RATE,
  defaultDeliveryRules,
  shopConfigSchema,
  type PaymentOption,
  type ShopConfig,
} from '../api';

export type Environment = Record<string, string | undefined>;

const text = (env: Environment, name: string, fallback: string) => env[name]?.trim() || fallback;

function number(env: Environment, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of at least 0 (got '${raw}')`);
  return value;
}

/**
 * A card provider is offered always: with live keys for real, otherwise in test mode (with test keys, or
 * without keys on the built-in sandbox of DESIGN.md decision 6, which arrives with server/payments/).
 */
function cardPayment(method: 'paystack' | 'flutterwave', secret: string | undefined): PaymentOption {
  const live = method === 'paystack' ? /^sk_live_/ : /^FLWSECK-(?!TEST)/;
  return { method, enabled: true, testMode: !(secret && live.test(secret)) };
}

/** The shop's settings from the environment, with the defaults of DESIGN.md (served by GET /api/config). */
export function shopConfigFromEnv(env: Environment): ShopConfig {
  const phone = text(env, 'BUSINESS_PHONE', '2348000000000').replace(/[^\d]/g, '');
  const chatScript = env.CHAT_WIDGET_SCRIPT_URL?.trim();
  const chatId = env.CHAT_WIDGET_ID?.trim();
  return shopConfigSchema.parse({
    currency: 'NGN',
    delivery: {
      ...defaultDeliveryRules,
      localCity: text(env, 'DELIVERY_LOCAL_CITY', defaultDeliveryRules.localCity),
      localFee: number(env, 'DELIVERY_LOCAL_FEE', defaultDeliveryRules.localFee),
      freeDeliveryFrom: number(env, 'DELIVERY_FREE_FROM', defaultDeliveryRules.freeDeliveryFrom),
      elsewhereFee: number(env, 'DELIVERY_ELSEWHERE_FEE', defaultDeliveryRules.elsewhereFee),
    },
    onlineDiscountRate: number(env, 'ONLINE_DISCOUNT_RATE', DEFAULT_ONLINE_DISCOUNT_RATE),
    payments: [
      { method: 'cod', enabled: true, testMode: false },
      cardPayment('paystack', env.PAYSTACK_SECRET_KEY),
      cardPayment('flutterwave', env.FLUTTERWAVE_SECRET_KEY),
    ],
    bankTransfer: {
      bankName: text(env, 'BANK_NAME', 'Bank name not configured'),
      accountName: text(env, 'BANK_ACCOUNT_NAME', 'Account name not configured'),
      accountNumber: text(env, 'BANK_ACCOUNT_NUMBER', '0000000000'),
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
