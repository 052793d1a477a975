import { readTypedNaira } from '../../api/rules/money';
import { formatPrice } from '../lib/money';

/**
 * A perfume as the admin's form holds it: what was typed, as typed. The same fields post without the
 * page's scripts and feed the live preview with them; store/actions/admin-products.ts checks and sends them.
 */
type ProductDraft = {
  name: string;
  category: string;
  /** naira as typed ('45,000') */
  price: string;
  description: string;
  bestseller: boolean;
  /** '' when the shop keeps no count; then `inStock` says whether it sells */
  stock: string;
  inStock: boolean;
  /** one size a line: '50ml: 45000' */
  sizes: string;
  wrap: boolean;
  wrapPrice: string;
  baseName: string;
  /** one option a line */
  baseOptions: string;
  sideName: string;
  sideOptions: string;
  /** the pictures' URLs, in order */
  images: readonly string[];
};

const emptyProductDraft: ProductDraft = {
  name: '',
  category: '',
  price: '',
  description: '',
  bestseller: false,
  stock: '',
  inStock: true,
  sizes: '',
  wrap: false,
  wrapPrice: '',
  baseName: 'Base Scent',
  baseOptions: '',
  sideName: 'Side Note',
  sideOptions: '',
  images: [],
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The draft a posted form (or the form on the screen) holds; pictures ticked 'Remove' are left out. */
function draftFromForm(form: FormData): ProductDraft {
  const removed = new Set(form.getAll('removeImage'));
  return {
    name: text(form, 'name'),
    category: text(form, 'category'),
    price: text(form, 'price'),
    description: text(form, 'description'),
    bestseller: form.get('bestseller') === 'on',
    stock: text(form, 'stock'),
    inStock: form.get('inStock') === 'on',
    sizes: text(form, 'sizes'),
    wrap: form.get('wrap') === 'on',
    wrapPrice: text(form, 'wrapPrice'),
    baseName: text(form, 'baseName'),
    baseOptions: text(form, 'baseOptions'),
    sideName: text(form, 'sideName'),
    sideOptions: text(form, 'sideOptions'),
    images: form
      .getAll('image')
      .filter((url): url is string => typeof url === 'string' && url !== '' && !removed.has(url)),
  };
}

const linesOf = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The sizes typed, one a line ('50ml: 45000'); a line's price is null when it is not an amount. */
function sizesOf(typed: string): { size: string; price: number | null }[] {
  return linesOf(typed).map((line) => {
    const at = line.lastIndexOf(':');
    return at < 0
      ? { size: line, price: null }
      : { size: line.slice(0, at).trim(), price: readTypedNaira(line.slice(at + 1)) };
  });
}

/** The perfume as the storefront would show it now: what the preview draws (amounts not typed yet are 0). */
function previewOf(draft: ProductDraft) {
  const stock = /^\d+$/.test(draft.stock.trim()) ? Number(draft.stock.trim()) : null;
  return {
    name: draft.name.trim() || 'Name of the perfume',
    category: draft.category.trim() || 'Category',
    description: draft.description.trim(),
    image: draft.images,
    basePrice: readTypedNaira(draft.price) ?? 0,
    inStock: stock === null ? draft.inStock : stock > 0,
    stock,
    bestseller: draft.bestseller,
    variations: {
      sizes: sizesOf(draft.sizes).map(({ size, price }) => ({ size, price: price ?? 0 })),
      wrap: { available: draft.wrap, price: readTypedNaira(draft.wrapPrice) ?? 0 },
      base: { name: draft.baseName.trim(), options: linesOf(draft.baseOptions) },
      side: { name: draft.sideName.trim(), options: linesOf(draft.sideOptions) },
    },
  };
}

type ProductPreviewData = ReturnType<typeof previewOf>;

/**
 * The storefront's price of one unit for a choice: api's unitPrice, handed in by the page (ui/ takes only api/'s
 * types and formatting).
 */
type UnitPriceOf = (product: ProductPreviewData, choice: { size?: string; wrap?: boolean }) => number;

/**
 * What shoppers pay for each choice the draft offers, priced by the storefront's own rule: a size at its price,
 * or gift wrap instead of a size at the wrap's price ('50ml ₦72,000.00 · gift-wrapped ₦74,500.00').
 */
function choicePricesOf(draft: ProductDraft, unitPrice: UnitPriceOf): string {
  const product = previewOf(draft);
  const { sizes, wrap } = product.variations;
  const plain =
    sizes.length > 0
      ? sizes.map(({ size }) => `${size} ${formatPrice(unitPrice(product, { size }))}`)
      : [formatPrice(unitPrice(product, {}))];
  const wrapped = wrap.available ? [`gift-wrapped ${formatPrice(unitPrice(product, { wrap: true }))}`] : [];
  return `Shoppers pay: ${[...plain, ...wrapped].join(' · ')}`;
}

/**
 * A warning (never a refusal: a gift set may really cost less) when the wrapped price is under half the cheapest
 * size's, or the price's without sizes: most likely the wrap's cost typed alone, which would sell the bottle for it.
 */
function wrapPriceWarningOf(draft: ProductDraft): string | null {
  const wrapped = readTypedNaira(draft.wrapPrice);
  if (!draft.wrap || wrapped === null) return null;
  const sizePrices = sizesOf(draft.sizes).flatMap(({ price }) => (price === null ? [] : [price]));
  const cheapest = sizePrices.length > 0 ? Math.min(...sizePrices) : readTypedNaira(draft.price);
  if (cheapest === null || wrapped >= cheapest / 2) return null;
  const against =
    sizePrices.length > 0
      ? `its sizes (from ${formatPrice(cheapest)})`
      : `its price (${formatPrice(cheapest)})`;
  return (
    `Gift-wrapped, a bottle sells for ${formatPrice(wrapped)}, far below ${against}. ` +
    'Give the whole price of a wrapped bottle, not the cost of the wrap alone.'
  );
}

export {
  choicePricesOf,
  draftFromForm,
  emptyProductDraft,
  linesOf,
  previewOf,
  sizesOf,
  type ProductDraft,
  type ProductPreviewData,
  type UnitPriceOf,
  wrapPriceWarningOf,
};
