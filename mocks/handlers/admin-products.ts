import {
  PICTURE_MAX_BYTES,
  productArchivedSentence,
  productSavedSentence,
  productWords,
  toKobo,
  type AdminProduct,
  type EndpointName,
  type Product,
} from '../../api';
import { answer, handleForStaff, refuse, type Call, type RequestOf } from '../handle';
import { nextId, shop, type MockShopper } from '../state';

/**
 * Products in the admin as the mock answers them: the mock shop's catalogue (mocks/state.ts), which the
 * storefront's calls serve too. An archived perfume leaves `shop.products` for `shop.archivedProducts`, so the
 * storefront's mock forgets it as the server does, and a reset of the mock shop brings it back. Every change
 * writes the audit line the server writes (server/services/product-changes.ts). An uploaded picture is answered
 * with one of the shop's own pictures.
 */

/** Staff and the owner (mocks/handle.ts refuses the others, before the body as the server does). */
const staffHandle = <K extends EndpointName>(
  name: K,
  work: (call: Call<K>, staff: MockShopper) => Response | Promise<Response>,
) => handleForStaff(name, (call) => work(call, call.staff));

const asAdmin = (product: Product, archived: boolean): AdminProduct => ({ ...product, archived });

const productTarget = (productId: string) => `product:${productId}`;

/** Newest first, then by id, as the server orders them. */
const everyProduct = (): AdminProduct[] =>
  [
    ...shop.products.map((product) => asAdmin(product, false)),
    ...[...shop.archivedProducts.values()].map((product) => asAdmin(product, true)),
  ].sort((a, b) => b.date - a.date || a._id.localeCompare(b._id));

const findAdminProduct = (productId: string) => everyProduct().find((one) => one._id === productId);

function audit(staff: MockShopper, action: string, productId: string, before: unknown, after: unknown) {
  shop.audit.push({
    at: Date.now(),
    actor: staff.email,
    action,
    target: productTarget(productId),
    before,
    after,
  });
}

/** A choice with options keeps a name (the server's default when none is typed); one without, none. */
const choiceOf = ({ name, options }: { name: string; options: string[] }, fallback: string) => ({
  name: options.length > 0 ? name || fallback : name,
  options,
});

/** What the server stores from the form: whole kobo, the count deciding whether it sells. */
function productOf(body: RequestOf<'adminSaveProduct'>, _id: string, date: number): Product {
  const { productId: _, stock, inStock, images, basePrice, variations, ...fields } = body;
  const naira = (amount: number) => toKobo(amount) / 100;
  return {
    ...fields,
    _id,
    date,
    image: images,
    basePrice: naira(basePrice),
    inStock: stock === null ? inStock : stock > 0,
    ...(stock === null ? {} : { stock }),
    variations: {
      sizes: variations.sizes.map(({ size, price }) => ({ size, price: naira(price) })),
      wrap: { available: variations.wrap.available, price: naira(variations.wrap.price) },
      base: choiceOf(variations.base, 'Base Scent'),
      side: choiceOf(variations.side, 'Side Note'),
    },
  };
}

const MOCK_PICTURE = '/images/products/oba-oud-1.webp';

export const adminProductsHandlers = [
  staffHandle('adminProducts', (call) => {
    const words = (call.body.search ?? '').toLowerCase();
    const all = everyProduct();
    const products = all.filter((product) =>
      `${product.name} ${product.category}`.toLowerCase().includes(words),
    );
    const categories = [...new Set(all.map((product) => product.category))].sort((a, b) =>
      a.localeCompare(b),
    );
    return answer('adminProducts', { success: true, products, categories });
  }),

  staffHandle('adminProduct', (call) => {
    const product = findAdminProduct(call.body.productId);
    if (!product) return refuse('adminProduct', 404, productWords.productNotFound);
    const history = shop.audit.filter((entry) => entry.target === productTarget(product._id));
    return answer('adminProduct', { success: true, product, history });
  }),

  staffHandle('adminSaveProduct', (call, staff) => {
    const { productId } = call.body;
    const before = productId ? findAdminProduct(productId) : undefined;
    if (productId && !before) return refuse('adminSaveProduct', 404, productWords.productNotFound);
    const product = productOf(call.body, before?._id ?? nextId(), before?.date ?? Date.now());
    const archived = before?.archived ?? false;
    if (archived) shop.archivedProducts.set(product._id, product);
    else if (before) shop.products = shop.products.map((one) => (one._id === product._id ? product : one));
    else shop.products = [...shop.products, product];
    const after = asAdmin(product, archived);
    if (before) audit(staff, 'product.edit', product._id, before, after);
    else audit(staff, 'product.create', product._id, null, after);
    return answer('adminSaveProduct', {
      success: true,
      message: productSavedSentence(product.name, !before),
      product: after,
    });
  }),

  staffHandle('adminArchiveProduct', (call, staff) => {
    const { productId, archived: archiving } = call.body;
    const before = findAdminProduct(productId);
    if (!before) return refuse('adminArchiveProduct', 404, productWords.productNotFound);
    const { archived: wasArchived, ...product } = before;
    shop.products = shop.products.filter((one) => one._id !== productId);
    shop.archivedProducts.delete(productId);
    if (archiving) shop.archivedProducts.set(productId, product);
    else shop.products = [...shop.products, product];
    audit(
      staff,
      archiving ? 'product.archive' : 'product.restore',
      productId,
      { archived: wasArchived },
      { archived: archiving },
    );
    return answer('adminArchiveProduct', {
      success: true,
      message: productArchivedSentence(product.name, archiving),
      product: asAdmin(product, archiving),
    });
  }),

  staffHandle('adminProductPicture', async (call) => {
    const file = (await call.request.formData().catch(() => null))?.get('picture');
    if (!file || typeof file === 'string' || file.size === 0)
      return refuse('adminProductPicture', 400, productWords.pictureMissing);
    if (file.size > PICTURE_MAX_BYTES)
      return refuse('adminProductPicture', 413, productWords.pictureTooLarge);
    if (!file.type.startsWith('image/'))
      return refuse('adminProductPicture', 400, productWords.pictureNotImage);
    return answer('adminProductPicture', { success: true, image: MOCK_PICTURE });
  }),
];
