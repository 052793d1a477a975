/**
 * The shop's fixed option sets and defaults, as plain data: the rules and the browser use them without
 * loading any schema. config.ts and orders.ts build their zod enums from these.
 */
export const paymentMethods = ['cod', 'paystack', 'flutterwave'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Card providers: paid online, so they earn the online-payment discount. */
export const onlinePaymentMethods = ['paystack', 'flutterwave'] as const satisfies readonly PaymentMethod[];

/** Who may work in /admin: staff run orders; the owner also runs the shop's settings. */
export const staffRoles = ['staff', 'owner'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How money came in or went back by hand, recorded on an order: a transfer, cash, or a card payment. */
export const moneyMethods = ['transfer', 'cash', 'card'] as const;
export type MoneyMethod = (typeof moneyMethods)[number];

/** Where an order the shop keyed in came from: a WhatsApp chat, a phone call, a shopper in the shop. */
export const orderSources = ['whatsapp', 'phone', 'shop'] as const;
export type OrderSource = (typeof orderSources)[number];

/** How the customer of an order the shop keyed in will pay: a transfer, cash at pickup, or a card link. */
export const keyedInPayments = ['transfer', 'cash', 'card'] as const;
export type KeyedInPayment = (typeof keyedInPayments)[number];

export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The one delivery-fee rule, in naira; served by /api/config so every screen agrees
 * (docs/decisions/024-one-delivery-fee-rule.md).
 */
export interface DeliveryRules {
  /** the name the local fee is said with ('Ibadan') */
  localCity: string;
  /** the state the local areas are in: an address in another state pays the national fee */
  localState: string;
  /** the areas the local fee reaches, as the checkout's Delivery area offers them */
  localAreas: readonly string[];
  localFee: number;
  freeDeliveryFrom: number;
  elsewhereFee: number;
  localDays: string;
  elsewhereDays: string;
}

export const defaultDeliveryRules = {
  localCity: 'Ibadan',
  localState: 'Oyo',
  // Ibadan and its eleven local government areas
  localAreas: [
    'Ibadan',
    'Ibadan North',
    'Ibadan North-East',
    'Ibadan North-West',
    'Ibadan South-East',
    'Ibadan South-West',
    'Akinyele',
    'Egbeda',
    'Ido',
    'Lagelu',
    'Oluyole',
    'Ona Ara',
  ],
  localFee: 1500,
  freeDeliveryFrom: 100_000,
  elsewhereFee: 4000,
  localDays: '1-3 business days',
  elsewhereDays: '3-10 business days',
} as const satisfies DeliveryRules;

export const DEFAULT_ONLINE_DISCOUNT_RATE = 0.05;

/** units of one perfume, all its lines counted, one cart or order may hold unless MAX_UNITS_PER_PRODUCT says */
export const DEFAULT_MAX_UNITS_PER_PRODUCT = 10;
