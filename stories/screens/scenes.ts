// What the account and checkout screen stories put in the mock shop and on the device. Not a story file.
import type { Address, CartData, CartVariations, OrderStatus, PaymentMethod, Product } from '../../api';
import { expect, waitFor } from 'storybook/test';
import { cartItemKey, emptyAddress } from '../../api';
import {
  catalogue,
  longNamedProduct,
  plainProduct,
  productWithAllOptions,
} from '../../mocks/fixtures/catalogue';
import { storyNow } from '../../mocks/fixtures/clock';
import { adaeze } from '../../mocks/fixtures/users';
import { placeOrder } from '../../mocks/place-order';
import { moveOrder, shop, type MockOrder, type MockShop } from '../../mocks/state';

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

/** A perfume of the demo catalogue, by its name. */
export function perfume(name: string): Product {
  const found = catalogue.find((product) => product.name === name);
  if (!found) throw new Error(`No perfume named ${name} in the catalogue`);
  return found;
}

/**
 * A full cart, as a shopper buying for a family's owambe fills one: twelve lines, 21 bottles, each with the choices
 * its perfume asks for. Subtotal ₦900,000.00: 140,000 + 2 × 56,000 + 60,000 + 72,000 + 88,000 + 3 × 28,000 +
 * 52,000 + 2 × 32,000 + 48,000 + 2 × 32,000 + 4 × 16,000 + 2 × 26,000.
 */
export const twelveLines = cartOf(
  [productWithAllOptions, 1, { base: 'Oud', side: 'Saffron', size: '100ml' }],
  [perfume('Ada Jasmine'), 2, { size: '50ml' }],
  [perfume('Lekki Breeze'), 1, { size: '100ml' }],
  [perfume('Harmattan Amber'), 1, { base: 'Amber', side: 'Vanilla', size: '50ml' }],
  [perfume('Abuja Nights'), 1, { base: 'Musk', size: '50ml' }],
  [perfume('Zobo Rose'), 3, { size: '30ml' }],
  [perfume('Ifẹ̀ Bronze'), 1, { size: '30ml' }],
  [perfume('Calabar Lime'), 2, { size: '50ml' }],
  [perfume('Ẹ̀bùn Discovery Set'), 1, { wrap: true }],
  [perfume('Shea Blossom Mist'), 2, { size: '250ml' }],
  [perfume('Eko Glow Mist'), 4],
  [plainProduct, 2],
);

/** Puts Ọba Oud Royale Intense, the perfume with the 60-character name, on the mock shop's shelf. */
export function withLongNamedPerfume(mockShop: MockShop) {
  mockShop.products.push(structuredClone(longNamedProduct));
}

/** Its 50 ml bottle, and two of a plain attar beside it. */
export const longNamedLines = cartOf([longNamedProduct, 1, { size: '50ml' }], [plainProduct, 2]);

/**
 * Waits until the mock shop keeps `lines` as this device's cart. A guest's cart is copied to the shop line by line,
 * so that the shop's own page of it shows the same: a story that ends before the last line is there would see it
 * land in the next story's fresh shop.
 */
export async function cartKeptByTheShop(lines: CartData) {
  const kept = () =>
    [...shop.carts.values()].some((cart) =>
      Object.entries(lines).every(([key, line]) => cart[key]?.quantity === line.quantity),
    );
  await waitFor(() => expect(kept()).toBe(true), { timeout: 10_000 });
}

/** A delivery in Ibadan, for the checkout and for seeded orders. */
export const ibadanAddress: Address = {
  ...emptyAddress,
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
 * `date` sets when it was placed (the stories' now, `storyNow`, unless said); `shopper` makes it theirs (else it
 * is a guest's).
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
  order.date = options.date ?? storyNow;
  // paid two hours after it was placed, shipped the next day, delivered two days later, as the shop's database
  // would have stamped them; never after the stories' now
  const status = options.status ?? 'pending';
  const after = (hours: number) => Math.min(order.date + hours * 3_600_000, Math.max(storyNow, order.date));
  if (options.payment ?? status !== 'pending') moveOrder(order, { payment: true }, after(2));
  if (status === 'shipped' || status === 'delivered') moveOrder(order, { status: 'shipped' }, after(24));
  moveOrder(order, { status }, status === 'delivered' ? after(72) : after(24));
  return order;
}

/** The mock shop the harness resets is this module's `shop`; seeds receive it, this is for plays. */
export const mockShop = shop;
