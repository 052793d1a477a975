import * as z from 'zod';
import { nairaSchema } from './common';

export const sizeOptionSchema = z.object({ size: z.string().min(1), price: nairaSchema });

/** A named choice the shopper must make when it has options (base scent, side note). */
export const scentChoiceSchema = z.object({ name: z.string(), options: z.array(z.string().min(1)) });

export const productVariationsSchema = z.object({
  sizes: z.array(sizeOptionSchema),
  wrap: z.object({ available: z.boolean(), price: nairaSchema }),
  base: scentChoiceSchema,
  side: scentChoiceSchema,
});

export const productSchema = z.object({
  _id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  image: z.array(z.string().min(1)),
  basePrice: nairaSchema,
  inStock: z.boolean(),
  stock: z.number().int().nonnegative().optional(),
  category: z.string().min(1),
  bestseller: z.boolean(),
  /** ms since epoch */
  date: z.number().int(),
  variations: productVariationsSchema,
});

export type SizeOption = z.infer<typeof sizeOptionSchema>;
export type ScentChoice = z.infer<typeof scentChoiceSchema>;
export type ProductVariations = z.infer<typeof productVariationsSchema>;
export type Product = z.infer<typeof productSchema>;

/** GET /api/product/list (oldest first; the storefront reverses it) and GET /api/product/available. */
export const productListAnswer = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  message: z.string().optional(),
});
export type ProductListAnswer = z.infer<typeof productListAnswer>;

/** GET /api/product/:id */
export const productAnswer = z.object({ success: z.literal(true), product: productSchema });
export type ProductAnswer = z.infer<typeof productAnswer>;
