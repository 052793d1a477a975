import * as z from 'zod';

export const paymentMethods = ['cod', 'paystack', 'flutterwave'] as const;
export const paymentMethodSchema = z.enum(paymentMethods, { error: 'Invalid payment method' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** Card providers: paid online, so they earn the online-payment discount (DESIGN.md 4). */
export const onlinePaymentMethods = ['paystack', 'flutterwave'] as const satisfies readonly PaymentMethod[];

/** The one delivery-fee rule (DESIGN.md 3), in naira; served by /api/config so every screen agrees. */
export const deliveryRulesSchema = z.object({
  localCity: z.string(),
  localFee: z.number().nonnegative(),
  freeDeliveryFrom: z.number().nonnegative(),
  elsewhereFee: z.number().nonnegative(),
  localDays: z.string(),
  elsewhereDays: z.string(),
});
export type DeliveryRules = z.infer<typeof deliveryRulesSchema>;

export const defaultDeliveryRules = {
  localCity: 'Ibadan',
  localFee: 1500,
  freeDeliveryFrom: 100_000,
  elsewhereFee: 4000,
  localDays: '1-3 business days',
  elsewhereDays: '3-10 business days',
} as const satisfies DeliveryRules;

export const DEFAULT_ONLINE_DISCOUNT_RATE = 0.05;

export const paymentOptionSchema = z.object({
  method: paymentMethodSchema,
  enabled: z.boolean(),
  /** true when the built-in sandbox or the provider's test keys are in use */
  testMode: z.boolean(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const chatWidgetSchema = z.object({ scriptUrl: z.string(), id: z.string() });

export const shopConfigSchema = z.object({
  currency: z.literal('NGN'),
  delivery: deliveryRulesSchema,
  onlineDiscountRate: z.number().min(0).max(1),
  payments: z.array(paymentOptionSchema),
  bankTransfer: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
  /** international format without '+', for wa.me links */
  businessPhone: z.string(),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    directionsUrl: z.string(),
    mapEmbedUrl: z.string().nullable(),
  }),
  chatWidget: chatWidgetSchema.nullable(),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

export const configAnswer = z.object({ success: z.literal(true), config: shopConfigSchema });
export type ConfigAnswer = z.infer<typeof configAnswer>;

export const healthAnswer = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;
