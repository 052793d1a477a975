import * as z from 'zod';

import { type DeliveryRules, paymentMethods } from './constants';

export const paymentMethodSchema = z.enum(paymentMethods, { error: 'Invalid payment method' });

export const deliveryRulesSchema = z.object({
  localCity: z.string(),
  localState: z.string(),
  localAreas: z.array(z.string()).readonly(),
  localFee: z.number().nonnegative(),
  freeDeliveryFrom: z.number().nonnegative(),
  elsewhereFee: z.number().nonnegative(),
  localDays: z.string(),
  elsewhereDays: z.string(),
}) satisfies z.ZodType<DeliveryRules>;

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
  bankTransfer: z.object({
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    /** true while the shop has not set its bank details: those shown are a demo's, and say so */
    demo: z.boolean(),
  }),
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

/**
 * What /api/config tells the storefront: the settings, and the order rules the cart checks before it sends
 * anything (the server holds those apart from the settings, and checks them again).
 */
export const publicShopConfigSchema = shopConfigSchema.extend({
  /** units of one perfume, whatever its sizes and options, one cart or order may hold */
  maxUnitsPerProduct: z.number().int().positive(),
});
export type PublicShopConfig = z.infer<typeof publicShopConfigSchema>;

export const configAnswer = z.object({ success: z.literal(true), config: publicShopConfigSchema });
export type ConfigAnswer = z.infer<typeof configAnswer>;

export const healthAnswer = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** what the owner must set before shoppers can use all of the shop (sentences); empty when nothing */
  warnings: z.array(z.string()),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;
