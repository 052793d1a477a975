import * as z from 'zod';
import { auditEntrySchema } from './admin';
import {
  PRODUCT_CATEGORY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_OPTIONS,
  PRODUCT_MAX_SIZES,
  PRODUCT_MAX_STOCK,
  PRODUCT_NAME_MAX,
  PRODUCT_OPTION_MAX,
  productWords,
} from './admin-product-rules';
import { idSchema, nairaSchema } from './common';
import { productSchema } from './products';

/*
 * Products in the admin: the owner and staff list every perfume (archived ones too), add and edit one
 * with its prices, sizes, wrap, base and side options, archive and restore it, and upload its pictures, which the
 * server turns into the storefront's WebP sizes. An archived perfume leaves the storefront; orders keep it.
 */

/** A perfume as the admin sees it: the storefront's product, and whether it is archived. */
export const adminProductSchema = productSchema.extend({ archived: z.boolean() });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** POST /api/admin/products: every perfume, newest first; a search matches the name or the category. */
export const adminProductsRequest = z.strictObject({
  search: z.string().trim().max(100, { error: 'Keep the search to 100 characters or fewer' }).optional(),
});
export type AdminProductsRequest = z.input<typeof adminProductsRequest>;

export const adminProductsAnswer = z.object({
  success: z.literal(true),
  products: z.array(adminProductSchema),
  /** every category in the catalogue, for the form's suggestions */
  categories: z.array(z.string()),
});
export type AdminProductsAnswer = z.infer<typeof adminProductsAnswer>;

/** POST /api/admin/product: one perfume with what was done to it. */
export const adminProductRequest = z.strictObject({ productId: idSchema });
export type AdminProductRequest = z.input<typeof adminProductRequest>;

export const adminProductAnswer = z.object({
  success: z.literal(true),
  product: adminProductSchema,
  history: z.array(auditEntrySchema),
});
export type AdminProductAnswer = z.infer<typeof adminProductAnswer>;

const optionText = z
  .string()
  .trim()
  .min(1, { error: 'An option cannot be blank' })
  .max(PRODUCT_OPTION_MAX, { error: productWords.optionTooLong });

const scentChoice = z.strictObject({
  name: z.string().trim().max(PRODUCT_OPTION_MAX, { error: productWords.optionTooLong }),
  options: z.array(optionText).max(PRODUCT_MAX_OPTIONS, { error: 'At most 20 options' }),
});

/** A picture of the shop's own: uploaded (/pictures/) or shipped with it (/images/); never another site's. */
const pictureUrl = z
  .string()
  .regex(/^\/(pictures|images)\/[\w./-]+\.(webp|png|jpe?g|svg)$/, { error: productWords.pictureNotOurs })
  .refine((url) => !url.includes('..'), { error: productWords.pictureNotOurs });

/** POST /api/admin/product/save: a new perfume (no productId) or the whole of an existing one. */
export const adminSaveProductRequest = z.strictObject({
  productId: idSchema.optional(),
  name: z
    .string({ error: productWords.nameMissing })
    .trim()
    .min(1, { error: productWords.nameMissing })
    .max(PRODUCT_NAME_MAX, { error: productWords.nameTooLong }),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, { error: productWords.descriptionTooLong }),
  basePrice: z.number({ error: productWords.priceMissing }).pipe(nairaSchema),
  category: z
    .string({ error: productWords.categoryMissing })
    .trim()
    .min(1, { error: productWords.categoryMissing })
    .max(PRODUCT_CATEGORY_MAX, { error: productWords.categoryTooLong }),
  bestseller: z.boolean(),
  /** null: the shop keeps no count, and `inStock` says whether it sells */
  stock: z
    .number({ error: productWords.stockNotCount })
    .int({ error: productWords.stockNotCount })
    .min(0, { error: productWords.stockNotCount })
    .max(PRODUCT_MAX_STOCK, { error: productWords.stockNotCount })
    .nullable(),
  /** read only without a count: with one, the count decides (0 is out of stock) */
  inStock: z.boolean(),
  images: z.array(pictureUrl).max(PRODUCT_MAX_IMAGES, { error: productWords.tooManyImages }),
  variations: z.strictObject({
    sizes: z
      .array(
        z.strictObject({
          size: z
            .string()
            .trim()
            .min(1, { error: productWords.sizeMissing })
            .max(PRODUCT_OPTION_MAX, { error: productWords.optionTooLong }),
          price: z.number({ error: productWords.sizePriceMissing }).pipe(nairaSchema),
        }),
      )
      .max(PRODUCT_MAX_SIZES, { error: 'At most 10 sizes' })
      .refine((sizes) => new Set(sizes.map(({ size }) => size.toLowerCase())).size === sizes.length, {
        error: productWords.sizesRepeated,
      }),
    wrap: z.strictObject({
      available: z.boolean(),
      price: z.number({ error: productWords.wrapPriceMissing }).pipe(nairaSchema),
    }),
    base: scentChoice,
    side: scentChoice,
  }),
});
export type AdminSaveProductRequest = z.input<typeof adminSaveProductRequest>;

export const adminProductChangeAnswer = z.object({
  success: z.literal(true),
  /** 'Ọba Oud is added: shoppers can see it now.' */
  message: z.string(),
  product: adminProductSchema,
});
export type AdminProductChangeAnswer = z.infer<typeof adminProductChangeAnswer>;

/** POST /api/admin/product/archive: archived (true) leaves the storefront; false brings it back. */
export const adminArchiveProductRequest = z.strictObject({ productId: idSchema, archived: z.boolean() });
export type AdminArchiveProductRequest = z.input<typeof adminArchiveProductRequest>;

/**
 * POST /api/admin/product/picture: multipart form data with one file in `picture` (at most 10 MB). The answer
 * names the storefront's picture; its sharp screens' twice-as-large one sits beside it (`sharpPictureOf`).
 */
export const adminProductPictureAnswer = z.object({
  success: z.literal(true),
  /** '/pictures/<hash>-480.webp' */
  image: z.string(),
});
export type AdminProductPictureAnswer = z.infer<typeof adminProductPictureAnswer>;
