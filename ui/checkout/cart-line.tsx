import { type ComponentProps } from 'react';

import { type Product } from '../../api';
import { cn } from '../lib/cn';
import { IconButton } from '../primitives/icon-button';
import { Price } from '../primitives/price';
import { HiddenFields } from '../primitives/hidden-fields';
import { QuantityStepper } from '../primitives/quantity-stepper';
import { Icon } from '../primitives/icon';

const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';
const UNKNOWN_PRODUCT = 'Unknown Product';

/** What a cart line reads of its product: a Product fits, and so does less (no picture, no `inStock`). */
type CartLineProduct = Pick<Product, 'name' | 'stock'> & {
  /** Left out: the placeholder picture shows. */
  image?: readonly string[];
  /** false: out of stock, so the line is shown unavailable and left out of the totals. Left out: in stock. */
  inStock?: boolean;
};

type CartLineProps = Omit<ComponentProps<'form'>, 'children' | 'method'> & {
  /** Absent when the product no longer exists: the line reads 'Unknown Product' with a placeholder image. */
  product?: CartLineProduct;
  /** 'Base: Oud, Side: Rose, Size: 50ml, Wrap: Yes' (api's describeVariations). */
  variationText?: string;
  /** The price of one, in naira; absent when it cannot be known (the product is gone). */
  unitPrice?: number;
  /** The line's total as the cart computed it (api's lineSubtotal); unitPrice × quantity when absent. */
  lineTotal?: number;
  quantity: number;
  /**
   * A new quantity of 1 or more, or 0 from the bin button, which removes the line. Leave out where the
   * server answers the line's form (the server-rendered cart, before the page's own cart is ready).
   */
  onQuantityChange?: (quantity: number) => void;
  /** A typed quantity above the stock ('Only {stock} available in stock'). */
  onExceedStock?: (attempted: number) => void;
  /** Hidden fields that name the line for the server (its cart item key). */
  fields?: Record<string, string>;
};

/** Whole kobo, so ₦12,500.50 × 3 prints ₦37,501.50 and not a float's ragged tail. */
const multiply = (price: number, quantity: number) => Math.round(price * 100 * quantity) / 100;

/**
 * One line of the cart: picture, name, chosen options, unit price, quantity and line total. A line whose
 * product is missing or out of stock, or that asks for more than the stock left, is marked unavailable; the cart
 * leaves it out of the totals (api's isPurchasable), and says so.
 * Each line is a form of its own posting to `action`: the steps and the bin post `setQuantity` (0 removes),
 * Enter in the box posts `quantity`, so the cart works before (or without) the page's scripts; with them the
 * changes go through `onQuantityChange` and nothing is posted.
 */
function CartLine({
  product,
  variationText,
  unitPrice,
  lineTotal,
  quantity,
  onQuantityChange,
  onExceedStock,
  fields = {},
  className,
  ...props
}: CartLineProps) {
  const name = product?.name ?? UNKNOWN_PRODUCT;
  const image = product?.image?.[0] ?? PLACEHOLDER_IMAGE;
  const soldOut = !product || product.inStock === false;
  // more than the shop has left: unavailable as it stands, but its quantity can still be lowered
  const stockLeft = product?.stock;
  const beyondStock = !soldOut && stockLeft !== undefined && quantity > stockLeft;
  const unavailable = soldOut || beyondStock;
  const total = lineTotal ?? (unitPrice === undefined ? undefined : multiply(unitPrice, quantity));

  return (
    <form
      method="post"
      data-slot="cart-line"
      data-unavailable={unavailable || undefined}
      onSubmit={onQuantityChange && ((event) => event.preventDefault())}
      className={cn(
        'grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 border-b border-border py-4 sm:grid-cols-[6rem_1fr_auto] sm:items-center',
        className,
      )}
      {...props}
    >
      <HiddenFields fields={fields} />
      <img
        src={image}
        alt=""
        data-slot="cart-line-image"
        className={cn(
          'row-span-2 aspect-square w-full rounded-md bg-surface object-cover sm:row-span-1',
          unavailable && 'opacity-60 grayscale',
        )}
      />
      <div data-slot="cart-line-details" className="grid min-w-0 gap-1">
        <p className="font-display text-lg leading-tight text-foreground sm:text-xl">{name}</p>
        {variationText && <p className="text-sm text-muted-foreground">{variationText}</p>}
        {unitPrice !== undefined && (
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">Unit price:</span>{' '}
            <Price amount={unitPrice} size="sm" unavailable={unavailable} />
            <span aria-hidden="true"> each</span>
          </p>
        )}
        {unavailable && (
          <p data-slot="cart-line-unavailable" className="text-sm font-medium text-danger">
            {beyondStock
              ? `Only ${stockLeft} available in stock: lower the quantity to include it in your total`
              : 'Currently unavailable: not included in your total'}
          </p>
        )}
      </div>
      <div
        data-slot="cart-line-actions"
        className="col-start-2 flex flex-wrap items-center justify-between gap-3 sm:col-start-3 sm:justify-end sm:gap-5"
      >
        <div className="flex items-center gap-1">
          <QuantityStepper
            value={quantity}
            onValueChange={onQuantityChange}
            max={product?.stock}
            onExceedMax={onExceedStock}
            disabled={soldOut}
            name="quantity"
            stepName="setQuantity"
            label={`Quantity of ${name}`}
            decreaseLabel={`Decrease quantity of ${name}`}
            increaseLabel={`Increase quantity of ${name}`}
          />
          <IconButton
            type="submit"
            name="setQuantity"
            value="0"
            label={`Remove ${name} from cart`}
            onClick={
              onQuantityChange &&
              ((event) => {
                event.preventDefault();
                onQuantityChange(0);
              })
            }
          >
            <Icon name="trash-2" />
          </IconButton>
        </div>
        {total !== undefined && (
          // from sm up, wide enough for a line in the millions, so the steppers of a long cart stand in one column
          <p className="ml-auto min-w-24 text-right sm:min-w-32">
            <span className="sr-only">Line total:</span> <Price amount={total} unavailable={unavailable} />
          </p>
        )}
      </div>
    </form>
  );
}

export { CartLine, type CartLineProduct, type CartLineProps };
