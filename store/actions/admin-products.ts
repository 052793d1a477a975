import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import {
  isFailure,
  readTypedNaira,
  PRODUCT_MAX_STOCK,
  productWords,
  type AdminProduct,
  type AdminSaveProductRequest,
  type ShopClient,
} from '../../api';
import { draftFromForm, linesOf, sizesOf, type ProductDraft, type ProductFormField } from '../../ui';
import { apiFrom, onServer } from '../data/api';
import { adminPaths } from '../admin/view';
import { done, field, refused } from './answer';

/**
 * /admin/products' forms: the list's search (posted, as every admin search is), and a perfume's form, whose
 * 'Preview' shows the perfume as shoppers would see it and whose 'Save' adds or saves it, a chosen picture
 * uploaded first. Checked by hand here (the api's schemas would bring zod to the page's scripts); the server
 * checks every call again and says what is wrong.
 */

export type ProductErrors = Partial<Record<ProductFormField, string>>;

/** What a perfume's form answers: the draft back (previewed, or refused with why), or the sentence of a change. */
export type ProductFormAnswer =
  | { draft: ProductDraft; previewed: true }
  | { draft: ProductDraft; errors: ProductErrors; message: string }
  | { done: string };

export type ProductsSearchAnswer = { search: string; products: AdminProduct[] };

/** The form's boxes for a saved perfume. */
export function draftOf(product: AdminProduct): ProductDraft {
  const { sizes, wrap, base, side } = product.variations;
  return {
    name: product.name,
    category: product.category,
    price: String(product.basePrice),
    description: product.description,
    bestseller: product.bestseller,
    stock: product.stock === undefined ? '' : String(product.stock),
    inStock: product.inStock,
    sizes: sizes.map(({ size, price }) => `${size}: ${price}`).join('\n'),
    wrap: wrap.available,
    wrapPrice: wrap.available || wrap.price > 0 ? String(wrap.price) : '',
    baseName: base.name,
    baseOptions: base.options.join('\n'),
    sideName: side.name,
    sideOptions: side.options.join('\n'),
    images: product.image,
  };
}

/** The call's body from the draft, or what the owner must fix, by field. */
export function checkDraft(
  draft: ProductDraft,
  productId?: string,
): { request: AdminSaveProductRequest } | { errors: ProductErrors } {
  const errors: ProductErrors = {};
  if (!draft.name.trim()) errors.name = productWords.nameMissing;
  if (!draft.category.trim()) errors.category = productWords.categoryMissing;
  const basePrice = readTypedNaira(draft.price);
  if (basePrice === null) errors.price = productWords.priceMissing;
  const stockText = draft.stock.trim();
  const stock = stockText === '' ? null : /^\d+$/.test(stockText) ? Number(stockText) : NaN;
  if (Number.isNaN(stock) || (stock !== null && stock > PRODUCT_MAX_STOCK))
    errors.stock = productWords.stockNotCount;
  const sizes = sizesOf(draft.sizes);
  if (sizes.some(({ size }) => !size)) errors.sizes = productWords.sizeMissing;
  else if (sizes.some(({ price }) => price === null)) errors.sizes = productWords.sizePriceMissing;
  else if (new Set(sizes.map(({ size }) => size.toLowerCase())).size < sizes.length)
    errors.sizes = productWords.sizesRepeated;
  const wrapPrice = draft.wrapPrice.trim() === '' && !draft.wrap ? 0 : readTypedNaira(draft.wrapPrice);
  if (wrapPrice === null) errors.wrapPrice = productWords.wrapPriceMissing;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      ...(productId ? { productId } : {}),
      name: draft.name.trim(),
      description: draft.description.trim(),
      basePrice: basePrice!,
      category: draft.category.trim(),
      bestseller: draft.bestseller,
      stock,
      inStock: draft.inStock,
      images: [...draft.images],
      variations: {
        sizes: sizes.map(({ size, price }) => ({ size, price: price! })),
        wrap: { available: draft.wrap, price: wrapPrice! },
        base: { name: draft.baseName.trim(), options: linesOf(draft.baseOptions) },
        side: { name: draft.sideName.trim(), options: linesOf(draft.sideOptions) },
      },
    },
  };
}

/** A file the owner chose: a form without one still sends an empty part with no name. */
function chosenPicture(form: FormData): File | null {
  const file = form.get('picture');
  return file !== null && typeof file !== 'string' && file.size > 0 ? file : null;
}

/** Uploads the chosen picture, and adds it to the draft's pictures; or says why it was refused. */
async function withPicture(api: ShopClient, form: FormData, draft: ProductDraft) {
  const file = chosenPicture(form);
  if (!file) return { draft };
  const upload = new FormData();
  upload.set('picture', file, file.name);
  const answer = await api.adminProductPicture(upload);
  if (isFailure(answer)) return { draft, problem: answer.message, status: answer.status };
  // the same photo again (its files are named by its content) is the picture the perfume has already
  if (draft.images.includes(answer.image)) return { draft };
  return { draft: { ...draft, images: [...draft.images, answer.image] } };
}

const refusedForm = (draft: ProductDraft, errors: ProductErrors, message: string, status = 400) =>
  refused<ProductFormAnswer & { message: string }>({ draft, errors, message }, status);

/** /admin/products/new and /admin/products/:productId: preview, save, archive and restore. */
export async function adminProductAction({ request, params, context }: ActionFunctionArgs): Promise<unknown> {
  const api = apiFrom(context);
  const form = await request.formData();
  const productId = params.productId;
  const intent = field(form, 'intent');

  if (productId && (intent === 'archive' || intent === 'restore')) {
    const answer = await api.adminArchiveProduct({ productId, archived: intent === 'archive' });
    if (isFailure(answer)) return refused({ message: answer.message }, answer.status);
    return onServer(context)
      ? done(adminPaths.product(productId), answer.message)
      : ({ done: answer.message } satisfies ProductFormAnswer);
  }

  const uploaded = await withPicture(api, form, draftFromForm(form));
  const { draft } = uploaded;
  if ('problem' in uploaded && uploaded.problem)
    return refusedForm(draft, { picture: uploaded.problem }, uploaded.problem, uploaded.status);
  if (intent === 'preview') return { draft, previewed: true } satisfies ProductFormAnswer;

  const checked = checkDraft(draft, productId);
  if ('errors' in checked) return refusedForm(draft, checked.errors, 'Some details need fixing');
  const answer = await api.adminSaveProduct(checked.request);
  if (isFailure(answer)) return refusedForm(draft, {}, answer.message, answer.status);
  const saved = adminPaths.product(answer.product._id);
  if (onServer(context)) return done(saved, answer.message);
  // a new perfume's page is its own from now on: a second save edits it rather than adding another
  return productId ? ({ done: answer.message } satisfies ProductFormAnswer) : redirect(`${saved}?added`);
}

/** /admin/products' search: posted, and answered with the perfumes found. */
export async function adminProductsAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  const search = field(form, 'search').trim();
  const answer = await apiFrom(context).adminProducts({ search });
  if (isFailure(answer)) return refused({ message: answer.message }, answer.status);
  return { search, products: answer.products } satisfies ProductsSearchAnswer;
}
