import type { Page } from '@playwright/test';

import { messages } from '../api';
import { anAddress } from '../api/test/product';
import { catalogue, plainProduct } from '../mocks/fixtures/catalogue';
import { expect, newShopper, registerShopper, test, type Shopper } from './support/shop';
import { ownerWithNewPassword } from './support/owner';
import { fillDelivery } from './support/steps';

// With JavaScript off (a proxy browser, a dropped script on a flaky network) every form is a real form the server
// answers, and no address carries what a shopper typed (docs/decisions/036-html-first-forms.md).
test.use({
  javaScriptEnabled: false,
  expectedConsoleErrors: [
    {
      text: /the server responded with a status of 40[01]/,
      why: 'a refused form is answered with its page again, under the real status (400, 401)',
    },
  ],
});

const obaOud = catalogue[0];

/** Every address the browser asked for, to check that none carries a password, an address or a phone. */
function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(decodeURIComponent(request.url())));
  return seen;
}

function expectNothingTypedIn(addresses: readonly string[], shopper: Shopper) {
  for (const secret of [shopper.password, shopper.email, anAddress.phone, anAddress.street])
    expect(addresses.filter((address) => address.includes(secret))).toEqual([]);
}

test('a guest buys a perfume with pay before delivery, with JavaScript off', async ({ page, shot }) => {
  const shopper = newShopper('no-js');
  const addresses = watchAddresses(page);

  await test.step('browse, search and filter the collection', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Our Perfumes' }).click();
    await expect(page).toHaveURL(/\/products$/);
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search perfumes' }).fill('oba');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/products\?q=oba$/);
    await expect(page.getByRole('heading', { name: obaOud.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sarauta Oud' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: obaOud.category }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`category=${obaOud.category}`));
    await expect(page).toHaveURL(/q=oba/);
    await expect(page.getByRole('checkbox', { name: obaOud.category })).toBeChecked();
    await expect(page.getByRole('heading', { name: obaOud.name })).toBeVisible();
    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(page.getByRole('checkbox', { name: obaOud.category })).not.toBeChecked();
    await page.getByRole('heading', { name: obaOud.name }).click();
    await expect(page).toHaveURL(`/product/${obaOud._id}`);
  });

  await test.step('the quantity steps post the page back with the quantity changed', async () => {
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  });

  await test.step('ADD TO CART without choices says what is missing, beside the choices', async () => {
    await page.goto(`/product/${obaOud._id}`);
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      page.getByText(messages.selectBeforeAdd(['Base Scent', 'Side Note', 'size or wrap']), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(messages.selectBase)).toBeVisible();
    await expect(page.getByText(messages.selectSizeOrWrap)).toBeVisible();
    // what the shopper typed is kept
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await shot('no-js-missing-selection');
  });

  await test.step('with the choices made, the line is added', async () => {
    await page.getByRole('radio', { name: 'Oud' }).check();
    await page.getByRole('radio', { name: 'Rose' }).check();
    await page.getByRole('radiogroup', { name: 'Size' }).getByText('50ml', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(messages.addedToCart(2, obaOud.name), { exact: true })).toBeVisible();
    await page.goto(`/product/${plainProduct._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(messages.addedToCart(1, plainProduct.name), { exact: true })).toBeVisible();
  });

  await test.step('the cart changes a quantity and removes a line', async () => {
    await page.goto('/cart');
    await expect(page.getByRole('textbox', { name: `Quantity of ${obaOud.name}` })).toHaveValue('2');
    await page.getByRole('button', { name: `Increase quantity of ${obaOud.name}` }).click();
    await expect(page.getByRole('textbox', { name: `Quantity of ${obaOud.name}` })).toHaveValue('3');
    await page.getByRole('button', { name: `Remove ${plainProduct.name} from cart` }).click();
    await expect(page.getByText(plainProduct.name)).toHaveCount(0);
    await shot('no-js-cart');
  });

  await test.step('checkout: the missing fields are named, then the order is placed', async () => {
    await page.goto('/place-order');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByText(/^Please fill in all required fields: First Name/).first()).toBeVisible();
    await fillDelivery(page, shopper);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByText(messages.orderPlaced, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/orders\?placed=/);
    // the bank details for the order, and the order itself
    await expect(
      page
        .getByRole('main')
        .getByText(/Awaiting payment/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(obaOud.name).first()).toBeVisible();
    await shot('no-js-orders');
  });

  await test.step('the cart is empty after the order', async () => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  });

  expectNothingTypedIn(addresses, shopper);
});

test('a shopper logs in and out with JavaScript off', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'no-js-login');
  const addresses = watchAddresses(page);

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(shopper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // the email is kept, the password never comes back
  await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toHaveValue(shopper.email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(messages.loggedIn, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // the account's page has the logout button that works without scripts
  await page.goto('/orders');
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText(messages.loggedOut, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/orders');
  await expect(page.getByRole('main').getByRole('button', { name: 'Logout' })).toHaveCount(0);

  expectNothingTypedIn(addresses, shopper);
});

test('the owner keys in a pickup paid in cash with JavaScript off', async ({ page, request }) => {
  const owner = await ownerWithNewPassword(request);
  const addresses = watchAddresses(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(owner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/orders/new');
  await page.getByRole('combobox', { name: 'Line 1' }).selectOption(plainProduct._id);
  await page.getByRole('radio', { name: 'In the shop' }).check();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Tunde');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Bakare');
  await page.getByRole('radio', { name: 'Pickup at the shop' }).check();
  await page.getByRole('radio', { name: 'Cash at pickup' }).check();
  // no phone: the page comes back with why, and what was typed
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('alert')).toContainText('Phone is required');
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Tunde');
  await expect(page.getByRole('radio', { name: 'Cash at pickup' })).toBeChecked();

  await page.getByRole('textbox', { name: 'Phone' }).fill('0809 555 0101');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
  await expect(page.getByText(/is placed for Tunde Bakare/)).toBeVisible();
  await expect(page.getByText('Cash at pickup', { exact: true })).toBeVisible();
  expect(addresses.filter((address) => address.includes('0809 555 0101'))).toEqual([]);
});
