/**
 * The test builders every layer shares (plain data typed by api/, no zod): products, the admin's product form and
 * the delivery address. Tests of any folder take them from here rather than writing their own.
 */
import type { AdminSaveProductRequest } from '../admin-products';
import { emptyAddress, type Address } from '../rules/address';
import type { Product } from '../products';

/** A small product for rule tests; override what a test is about. */
export function aProduct(
  overrides: Partial<Product> = {},
  variations: Partial<Product['variations']> = {},
): Product {
  return {
    _id: 'p1',
    name: 'Lekki Breeze',
    description: 'Sea salt and citrus.',
    image: ['/images/products/lekki-breeze-1.svg'],
    basePrice: 20000,
    inStock: true,
    category: 'Citrus',
    bestseller: false,
    date: 1_700_000_000_000,
    ...overrides,
    variations: {
      sizes: [],
      wrap: { available: false, price: 0 },
      base: { name: '', options: [] },
      side: { name: '', options: [] },
      ...variations,
    },
  };
}

export const withAllOptions = aProduct(
  { _id: 'p2', name: 'Oba Oud', basePrice: 45000 },
  {
    sizes: [
      { size: '30ml', price: 30000 },
      { size: '100ml', price: 85000 },
    ],
    wrap: { available: true, price: 47500 },
    base: { name: 'Base Scent', options: ['Oud', 'Amber'] },
    side: { name: 'Side Note', options: ['Rose', 'Vanilla'] },
  },
);

/** A perfume as the admin's form saves it: a new one, unless `productId` says which. */
export const productForm = (overrides: Partial<AdminSaveProductRequest> = {}): AdminSaveProductRequest => ({
  name: 'Harmattan Musk',
  description: 'Warm white musk for dry evenings, with a touch of shea.',
  basePrice: 45000,
  category: 'Musk',
  bestseller: false,
  stock: 12,
  inStock: true,
  images: [],
  variations: {
    sizes: [
      { size: '50ml', price: 45000 },
      { size: '100ml', price: 80000 },
    ],
    wrap: { available: true, price: 47500 },
    base: { name: 'Base Scent', options: ['Musk', 'Amber'] },
    side: { name: '', options: [] },
  },
  ...overrides,
});

/**
 * The delivery address every kind of test fills in: a shopper in Ibadan, the shop's own city, so the local
 * delivery fee. Override only what a test is about (`{ ...anAddress, city: 'Lagos' }`).
 */
export const anAddress: Address = {
  ...emptyAddress,
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze@example.com',
  street: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipcode: '200001',
  country: 'Nigeria',
  phone: '08031234567',
};
