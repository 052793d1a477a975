import * as z from 'zod';
import { idSchema, quantitySchema } from './common';

const optionValue = z.string().trim().min(1).max(100);

/** What the shopper chose for one cart line. Absent means not chosen; wrap is only ever `true` when chosen. */
export const cartVariationsSchema = z.strictObject({
  base: optionValue.optional(),
  side: optionValue.optional(),
  size: optionValue.optional(),
  wrap: z.boolean().optional(),
});
export type CartVariations = z.infer<typeof cartVariationsSchema>;

export const cartLineSchema = z.object({
  productId: z.string().min(1),
  quantity: z.number().int().min(1),
  variations: cartVariationsSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** cartData: cart item key -> line. The key is built by `cartItemKey` in rules/cart-item-key. */
export const cartDataSchema = z.record(z.string().min(1), cartLineSchema);
export type CartData = z.infer<typeof cartDataSchema>;

/** POST /api/cart/add: itemId is the product id. Quantity defaults to 1, as the original client sent none. */
export const cartAddRequest = z.strictObject({
  itemId: idSchema,
  quantity: quantitySchema.default(1),
  variations: cartVariationsSchema.default({}),
});
export type CartAddRequest = z.input<typeof cartAddRequest>;

/** POST /api/cart/update: a quantity of 0 (or less) removes the line. */
export const cartUpdateRequest = z.strictObject({
  cartItemKey: z.string().trim().min(1, { error: 'A cart item key is required' }).max(600),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int({ error: 'Quantity must be a whole number' })
    .max(999, { error: 'Quantity cannot be more than 999' }),
});
export type CartUpdateRequest = z.infer<typeof cartUpdateRequest>;

/** Every cart call answers with the cart as it now stands, so the client never guesses. */
export const cartAnswer = z.object({
  success: z.literal(true),
  cartData: cartDataSchema,
  message: z.string().optional(),
});
export type CartAnswer = z.infer<typeof cartAnswer>;
