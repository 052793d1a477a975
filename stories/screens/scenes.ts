// What the account and checkout screen stories put in the mock shop and on the device. Not a story file.
import type { Address, CartData, CartVariations, OrderStatus, PaymentMethod, Product } from '../../api';
import { cartItemKey } from '../../api';
import { plainProduct, productWithAllOptions } from '../../mocks/fixtures/catalogue';
import { adaeze } from '../../mocks/fixtures/users';
import { placeOrder } from '../../mocks/place-order';
import { shop, type MockOrder, type MockShop } from '../../mocks/state';

export { adaeze };

/** A cart as the device or the server keeps it, from products and choices. */
export function cartOf(...lines: [Product | string, number, CartVariations?][]): CartData {
  return Object.fromEntries(
    lines.map(([product, quantity, variations = {}]) => {
      const productId = typeof product === 'string' ? product : product._id;
      return [cartItemKey(productId, variations), { productId, quantity, variations }];
    }),
  );
}

/** Ọba Oud with every choice made, and two of a plain attar. */
export const twoLines = cartOf(
  [productWithAllOptions, 1, { base: 'Oud', side: 'Rose', size: '50ml' }],
  [plainProduct, 2],
);

/** A delivery in Ibadan, for the checkout and for seeded orders. */
export const ibadanAddress: Address = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: adaeze.email,
  street: '14 Bodija Market Road',
  city: 'Ibadan',
  state: 'Oyo',
  area: 'Ibadan North',
  zipcode: '200284',
  country: 'Nigeria',
  phone: '08031234567',
};

/**
 * An order in the mock shop, priced as the mock server prices one, then moved to the status asked for.
 * `date` sets when it was placed; `shopper` makes it theirs (else it is a guest's).
 */
export function seedOrder(
  mockShop: MockShop,
  options: {
    status?: OrderStatus;
    payment?: boolean;
    method?: PaymentMethod;
    date?: number;
    shopper?: { email: string };
    lines?: CartData;
  } = {},
): MockOrder {
  const owner = options.shopper && mockShop.shoppers.find((s) => s.email === options.shopper?.email);
  const items = Object.values(options.lines ?? twoLines).map(({ productId, quantity, variations }) => ({
    productId,
    quantity,
    variations,
  }));
  const placed = placeOrder({ address: ibadanAddress, items }, options.method ?? 'cod', owner?.id ?? null);
  if (!placed.ok) throw new Error(`The story's order was refused: ${placed.message}`);
  const order = placed.order;
  order.status = options.status ?? 'pending';
  order.payment = options.payment ?? order.status !== 'pending';
  if (options.date) order.date = options.date;
  return order;
}

/** The mock shop the harness resets is this module's `shop`; seeds receive it, this is for plays. */
export const mockShop = shop;
