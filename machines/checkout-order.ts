import {
  type Address,
  type AddressField,
  type CartData,
  type OrderItemRequest,
  type PaymentMethod,
  type PaymentOption,
  type PlaceOrderRequest,
  type ShopConfig,
  addressFields,
  describeVariations,
  isPurchasable,
  lineSubtotal,
  messages,
  orderTotals,
  stockProblem,
  unitPrice,
} from '../api';
import { type ProductsById, selectSubtotal } from './cart-lines';

export type CheckoutConfig = Pick<ShopConfig, 'payments' | 'delivery' | 'onlineDiscountRate'>;

export const enabledMethods = (payments: readonly PaymentOption[]): PaymentMethod[] =>
  payments.filter((option) => option.enabled).map((option) => option.method);

/** The order lines: one per cart line that can be bought (api's isPurchasable), priced by the shop's rule. */
export function orderItems(lines: CartData, products: ProductsById): OrderItemRequest[] {
  return Object.values(lines).flatMap((line) => {
    const product = products[line.productId];
    if (!isPurchasable(product, line.quantity)) return [];
    return [
      {
        productId: line.productId,
        name: product.name,
        quantity: line.quantity,
        price: unitPrice(product, line.variations),
        variations: line.variations,
      },
    ];
  });
}

/** One cart line as the checkout lists it; `problem` says why it cannot be bought (then it is not charged). */
export interface CheckoutLine {
  key: string;
  /** absent when the product is no longer sold */
  name?: string;
  /** the choices in words, as the cart shows them */
  options: string;
  quantity: number;
  /** the line's price in naira; absent when the product is no longer sold */
  price?: number;
  problem?: string;
}

/** Every cart line, in the cart's order, as the checkout lists it: what is bought, and what cannot be. */
export function checkoutLines(lines: CartData, products: ProductsById): CheckoutLine[] {
  return Object.entries(lines).flatMap(([key, line]) => {
    if (line.quantity <= 0) return [];
    const product = products[line.productId];
    const shown: CheckoutLine = {
      key,
      options: describeVariations(line.variations),
      quantity: line.quantity,
      ...(product && { name: product.name, price: lineSubtotal(product, line) }),
    };
    // api's isPurchasable is this same stock rule: a line with no problem is one orderItems sends
    const problem = product ? stockProblem(product, line.quantity) : messages.noLongerSold;
    return [problem ? { ...shown, problem } : shown];
  });
}

export interface OrderDraft {
  address: Address;
  lines: CartData;
  products: ProductsById;
  method: PaymentMethod;
  config: CheckoutConfig;
}

export function checkoutTotals({ address, lines, products, method, config }: OrderDraft) {
  return orderTotals({
    subtotal: selectSubtotal({ lines, products }),
    place: address,
    method,
    delivery: config.delivery,
    onlineDiscountRate: config.onlineDiscountRate,
  });
}

/** The request body; the server prices it again and ignores `amount` and prices, so no client sets its own. */
export const orderRequest = (draft: OrderDraft, address: Address): PlaceOrderRequest => ({
  address,
  items: orderItems(draft.lines, draft.products),
  amount: checkoutTotals(draft).total,
});

export type FieldErrors = Partial<Record<AddressField, string>>;

/** A logged-in shopper's details fill what is still empty: nothing typed (or autofilled) meanwhile is lost. */
export function prefilled(address: Address, details: Address): Address {
  const filled = { ...address };
  for (const { name } of addressFields) if (filled[name].trim() === '') filled[name] = details[name];
  return filled;
}
