import { Suspense, type FormEvent } from 'react';
import { useActionData } from 'react-router-dom';
import { DEFAULT_MAX_UNITS_PER_PRODUCT, hasOptions, messages, type Product } from '../../../api';
import { FormMessage } from '../../../ui/checkout/form-message';
import { Button } from '../../../ui/primitives/button';
import { Price } from '../../../ui/primitives/price';
import { QuantityStepper } from '../../../ui/primitives/quantity-stepper';
import { OutOfStockPrice } from '../../../ui/storefront/out-of-stock-price';
import { currentlyUnavailable } from '../../../ui/storefront/words';
import { PurchaseBar } from '../../../ui/storefront/purchase-bar';
import { VariationSelectors, type VariationErrors } from '../../../ui/storefront/variation-selectors';
import { useProductOptions } from '../../features/product-options';
import { useShopConfig } from '../../shell/root-data';
import { lazyPart } from '../../../ui/lib/lazy-part';
import { useNeeded } from '../../../ui/lib/use-needed';
import { toast } from '../../toasts';
import type { AddToCartProblem } from '../../actions/product';
import { Icon } from '../../../ui/primitives/icon';

// The two dialogs (Radix's dialog code) are fetched when the shopper reaches for ADD TO CART, not with the page.
const loadMissingSelection = () => import('../../../ui/storefront/missing-selection-dialog');
const loadConfirm = () => import('../../../ui/storefront/add-to-cart-confirm-dialog');
// If their code cannot be fetched (after three tries), the shopper is told rather than left waiting.
const tellUnavailable = () => toast.error(messages.partUnavailable);
const MissingSelectionDialog = lazyPart(
  async () => (await loadMissingSelection()).MissingSelectionDialog,
  tellUnavailable,
);
const AddToCartConfirmDialog = lazyPart(
  async () => (await loadConfirm()).AddToCartConfirmDialog,
  tellUnavailable,
);
const loadDialogs = () => void Promise.all([loadMissingSelection(), loadConfirm()]).catch(() => undefined);

/** The machine's missing choices as the hints under each group of options. */
const hintsByField = (missing: readonly { field: keyof VariationErrors; hint: string }[]): VariationErrors =>
  Object.fromEntries(missing.map(({ field, hint }) => [field, hint]));

/**
 * Everything between the product's name and its promises: the live price, the options, the description,
 * the quantity and ADD TO CART, with the missing-selection and confirmation dialogs (productOptions machine).
 * One form: before (or without) the page's scripts it posts the choices to the product's page, and the server
 * adds the line or shows the page again with the choices kept and the hints beside them.
 */
export function Purchase({ product }: { product: Product }) {
  const refused = useActionData<AddToCartProblem>();
  const options = useProductOptions(product, refused);
  const outOfStock = !product.inStock;
  const { confirmation } = options;
  // the stepper stops at the stock or at the shop's cap on one perfume per order, whichever comes first
  const cap = useShopConfig()?.maxUnitsPerProduct ?? DEFAULT_MAX_UNITS_PER_PRODUCT;
  const stockFirst = product.stock !== undefined && product.stock <= cap;
  const missingNeeded = useNeeded(options.missingOpen);
  const confirmNeeded = useNeeded(options.confirmOpen);

  const add = (event: FormEvent) => {
    event.preventDefault();
    options.add();
  };

  return (
    <form
      method="post"
      action={`/product/${encodeURIComponent(product._id)}`}
      onSubmit={add}
      className="contents"
    >
      {/* out of stock, words say why the price is struck: the choices' own just under it, else its own beside it */}
      {outOfStock && !hasOptions(product) ? (
        <OutOfStockPrice amount={options.price} size="xl" />
      ) : (
        <Price amount={options.price} size="xl" unavailable={outOfStock} />
      )}
      <VariationSelectors
        variations={product.variations}
        value={options.choices}
        onBaseChange={options.chooseBase}
        onSideChange={options.chooseSide}
        onSizeChange={options.chooseSize}
        onWrapChange={options.toggleWrap}
        errors={hintsByField(options.missing)}
        outOfStock={outOfStock}
      />
      <p className="leading-relaxed whitespace-pre-line text-foreground">{product.description}</p>
      {/* below md the row gives way, so that ADD TO CART's bar sticks within the page's whole column */}
      <div className="flex flex-wrap items-center gap-3 max-md:contents">
        <QuantityStepper
          className="max-md:self-start"
          value={options.quantity}
          onValueChange={options.setQuantity}
          max={stockFirst ? product.stock : cap}
          onExceedMax={() =>
            toast.error(
              stockFirst
                ? messages.onlyInStock(product.stock ?? 0)
                : messages.tooManyOfOneItem(product.name, cap),
            )
          }
          disabled={outOfStock}
          label="Quantity"
          name="quantity"
          stepName="step"
          size="lg"
        />
        {/* why + stops: said beside it, not only when a typed number is refused */}
        {!outOfStock && product.stock !== undefined && options.quantity >= product.stock && (
          <p className="text-sm text-muted-foreground max-md:self-start">
            {messages.onlyInStock(product.stock)}
          </p>
        )}
        <PurchaseBar
          price={
            // the phone's first screen: words in place of a struck price, which alone would read as a sale
            outOfStock ? (
              <span className="block max-w-24 text-sm leading-tight font-semibold text-foreground">
                {currentlyUnavailable}
              </span>
            ) : (
              <Price amount={options.price} size="lg" className="text-lg" />
            )
          }
        >
          <Button
            type="submit"
            size="lg"
            className="uppercase max-md:flex-1 max-md:px-4"
            onPointerEnter={loadDialogs}
            onTouchStart={loadDialogs}
            onFocus={loadDialogs}
            disabled={outOfStock}
          >
            <Icon name="shopping-bag" />
            Add to cart
          </Button>
        </PurchaseBar>
      </div>
      {refused?.message && <FormMessage>{refused.message}</FormMessage>}
      <Suspense fallback={null}>
        {missingNeeded && (
          <MissingSelectionDialog
            open={options.missingOpen}
            onOpenChange={(open) => !open && options.cancel()}
            message={options.missingMessage}
            hints={options.missing.map((missing) => missing.hint)}
          />
        )}
        {confirmNeeded && (
          <AddToCartConfirmDialog
            open={options.confirmOpen}
            quantity={confirmation.quantity}
            name={confirmation.name}
            optionsDescription={confirmation.description}
            unitPrice={confirmation.unitPrice}
            total={confirmation.total}
            onConfirm={options.confirm}
            onCancel={options.cancel}
          />
        )}
      </Suspense>
    </form>
  );
}
