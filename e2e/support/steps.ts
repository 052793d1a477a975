import type { Page } from '@playwright/test';

import { messages, type Product } from '../../api';
import { anAddress } from '../../api/test/product';
import { expect, type Shopper } from './shop';

/** Opens a product's page and waits for its name. */
export async function openProduct(page: Page, product: Pick<Product, '_id' | 'name'>): Promise<void> {
  await visit(page, `/product/${product._id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
}

/** Where in Nigeria: the State and Delivery area selects, and the city typed (Ibadan by default). */
export type Place = { city: string; state: string; area: string };
const ibadan: Place = { city: 'Ibadan', state: 'Oyo', area: 'Ibadan' };

/** A delivery address (in Ibadan unless `place` says otherwise), filled in on /place-order. */
export async function fillDelivery(page: Page, shopper: Shopper, place: Place = ibadan): Promise<void> {
  const [firstName, lastName = 'Shopper'] = shopper.name.split(' ');
  const address: Record<string, string> = {
    'First Name': firstName ?? 'Adé',
    'Last Name': lastName,
    Email: shopper.email,
    Street: anAddress.street,
    City: place.city,
    Zipcode: anAddress.zipcode,
    Country: anAddress.country,
    Phone: anAddress.phone,
  };
  const main = page.getByRole('main');
  for (const [label, value] of Object.entries(address)) {
    await main.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await main.getByRole('combobox', { name: /^State/ }).selectOption(place.state);
  await main.getByRole('combobox', { name: /^Delivery area/ }).selectOption(place.area);
}

/**
 * Opens a page and waits until it has come to life (its 'hydrated' mark, store/hydrate.tsx), so a click meant
 * for the scripts' part of the page is not made before it exists.
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0);
}

/** A notification (top right) with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Fills in /login (already open) and presses its button: Sign In, or Sign Up with a name. */
export async function submitAccountForm(
  page: Page,
  shopper: Shopper,
  mode: 'Sign In' | 'Sign Up',
): Promise<void> {
  const form = page.getByRole('main');
  if (mode === 'Sign Up') await form.getByRole('textbox', { name: 'Full Name' }).fill(shopper.name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(shopper.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: mode }).click();
}

/**
 * Logs in on /login as a shopper would, and waits for the shop to take them where a login lands: home, with
 * the shop's word that it worked, or the admin's Today for the owner and staff (`landsOn`).
 */
export async function logIn(page: Page, shopper: Shopper, landsOn: '/' | '/admin' = '/'): Promise<void> {
  await visit(page, '/login');
  await submitAccountForm(page, shopper, 'Sign In');
  if (landsOn === '/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  else await expectToast(page, messages.loggedIn);
  await expect(page).toHaveURL((url) => url.pathname === landsOn);
}

/** Logout from the header: the account menu on a wide screen, the slide-in menu on a phone. */
export async function logOut(page: Page): Promise<void> {
  // the menu button shows below Tailwind's lg breakpoint (1024 px); both wait for their code to load
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  }
  await expectToast(page, messages.loggedOut);
  await expect(page).toHaveURL(/\/login$/);
}

/** Adds one of a product without options (ADD TO CART, then Confirm) and waits for the toast. */
export async function addPlainProduct(page: Page, product: Pick<Product, '_id' | 'name'>): Promise<void> {
  await openProduct(page, product);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'Add to cart?' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, messages.addedToCart(1, product.name));
}

/** /place-order with a delivery address and a payment method chosen, up to PLACE ORDER (not pressed). */
export async function fillCheckout(page: Page, shopper: Shopper, method: RegExp): Promise<void> {
  await visit(page, '/place-order');
  await fillDelivery(page, shopper);
  await page.getByRole('radio', { name: method }).check();
}

export const paymentMethods = {
  cod: /^Payment before Delivery/,
  paystack: /^Paystack/,
  flutterwave: /^Flutterwave/,
} as const;
