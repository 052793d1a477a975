import { describeVariations, formatNaira, messages } from '../api';
import { plainProduct, productWithAllOptions } from '../mocks/fixtures/catalogue';
import { expect, newShopper, test } from './support/shop';
import {
  addPlainProduct,
  expectToast,
  fillDelivery,
  paymentMethods,
  submitAccountForm,
  visit,
} from './support/steps';

// Journey (a): a guest finds a perfume with options, fills the cart, signs up and pays before delivery.
test('a guest browses, fills the cart, signs up and orders with pay before delivery', async ({
  page,
  shot,
}) => {
  const perfume = productWithAllOptions;
  const items = page.getByRole('status').filter({ hasText: / items? found/ });

  await visit(page, '/products');
  await expect(page.getByRole('heading', { name: 'Our Collection', level: 1 })).toBeVisible();
  await expect(items).toHaveText('30 items found');
  await shot('products');

  // a category keeps only its perfumes
  // (the filter lives in the URL: the box shows checked once the navigation has happened)
  const category = page.getByRole('checkbox', { name: perfume.category, exact: true });
  await category.click();
  await expect(category).toBeChecked();
  await expect(items).not.toHaveText('30 items found');
  await expect(page.getByRole('link', { name: perfume.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: plainProduct.name, exact: true })).toHaveCount(0);
  await shot('products-category');
  // Clear all is a link to the view without categories (it works before the scripts too)
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(items).toHaveText('30 items found');

  // a search by name
  await page.getByRole('searchbox', { name: 'Search perfumes' }).fill('Ọba');
  await expect(items).toHaveText('1 item found');
  await shot('products-search');

  await page.getByRole('link', { name: perfume.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: perfume.name, level: 1 })).toBeVisible();
  await shot('product');

  // nothing chosen yet: the shop says what is missing
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const missing = page.getByRole('dialog', { name: 'Choose your options' });
  await expect(missing).toContainText(
    messages.selectBeforeAdd([perfume.variations.base.name, perfume.variations.side.name, 'size or wrap']),
  );
  await expect(missing).toContainText(messages.selectSizeOrWrap);
  await shot('product-missing-selection');
  await missing.getByRole('button', { name: 'OK' }).click();
  await expect(missing).toBeHidden();

  // choose, then confirm
  const choices = { base: 'Amber', side: 'Saffron', size: '100ml' } as const;
  await page
    .getByRole('radiogroup', { name: perfume.variations.base.name })
    .getByRole('radio', { name: choices.base })
    .check();
  await page
    .getByRole('radiogroup', { name: perfume.variations.side.name })
    .getByRole('radio', { name: choices.side })
    .check();
  // a size is a card with a visually hidden radio in it: the shopper clicks the card
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await sizes.getByText(choices.size, { exact: true }).click();
  await expect(sizes.getByRole('radio', { name: new RegExp(`^${choices.size}`) })).toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Add to cart?' });
  await expect(confirm).toContainText(`1 × ${perfume.name}`);
  await expect(confirm).toContainText(formatNaira(140_000));
  await shot('product-confirm');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, messages.addedToCart(1, perfume.name));
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();

  // a second, plain perfume
  await addPlainProduct(page, plainProduct);

  // the cart: two of the oud, the plain one removed
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart', level: 1 })).toBeVisible();
  await expect(page.getByText(describeVariations({ ...choices, wrap: false }))).toBeVisible();
  const quantity = page.getByRole('textbox', { name: `Quantity of ${perfume.name}` });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: `Increase quantity of ${perfume.name}` }).click();
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: `Remove ${plainProduct.name} from cart` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${plainProduct.name}` })).toHaveCount(0);
  await expect(page.getByText(formatNaira(280_000)).first()).toBeVisible();
  await shot('cart');

  // signing up keeps the cart
  const shopper = newShopper('guest');
  await visit(page, '/login');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
  await shot('login-sign-up');
  await submitAccountForm(page, shopper, 'Sign Up');
  await expectToast(page, messages.accountCreated);
  await expect(page).toHaveURL(/\/$/);
  await shot('home-logged-in');

  await visit(page, '/cart');
  await expect(quantity).toHaveValue('2');
  await page.getByRole('link', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await fillDelivery(page, shopper);
  await page.getByRole('radio', { name: paymentMethods.cod }).check();
  await shot('place-order');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  // a new shopper has not reviewed the shop: the gate opens, and skipping it places the order
  const gate = page.getByRole('dialog', { name: 'Review Your Experience' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Skip', exact: true }).click();

  await expect(page).toHaveURL(/\/orders$/);
  await expectToast(page, messages.orderPlaced);
  await expect(page.getByRole('heading', { name: 'MY ORDERS', level: 1 })).toBeVisible();
  await expect(page.getByText(perfume.name)).toBeVisible();
  await shot('orders');
});
