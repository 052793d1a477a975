import { formatNaira, messages } from '../api';
import { anAddress } from '../api/test/product';
import { catalogue, productWithAllOptions } from '../mocks/fixtures/catalogue';
import { arrowTo, expectFocusOnHeading, expectFocusTrapped, tabTo } from './support/keyboard';
import { expect, newShopper, test } from './support/shop';
import { expectToast, visit } from './support/steps';

// A guest's whole journey with the keyboard alone: after the first page every move is Tab, Shift+Tab,
// Enter, Space, Escape, arrows or typing, never a click or a URL typed in. Every stop shows its focus ring,
// every new page puts focus on its h1, and every dialog holds focus and gives it back when it closes.

const perfume = productWithAllOptions;
/** Its category, cheapest first. */
const sameCategory = catalogue
  .filter((product) => product.category === perfume.category)
  .sort((a, b) => a.basePrice - b.basePrice);

test('a guest finds, chooses, buys and follows a perfume with the keyboard alone', async ({ page }) => {
  const main = page.getByRole('main');
  const items = page.getByRole('status').filter({ hasText: / items? found/ });

  await visit(page, '/');

  await test.step('the collection from the header', async () => {
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PERFUMES' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
    await expectFocusOnHeading(page, 'Our Collection');
    await expect(items).toHaveText('30 items found');
  });

  await test.step('a category, the most expensive first, a search by name', async () => {
    const category = main.getByRole('checkbox', { name: perfume.category, exact: true });
    await tabTo(page, category);
    await page.keyboard.press('Space');
    await expect(category).toBeChecked();
    await expect(items).toHaveText(`${sameCategory.length} items found`);

    // the browser's own select: an arrow changes the order in place, the list follows at once
    const sort = main.getByRole('combobox', { name: 'Sort by' });
    await tabTo(page, sort);
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('price-asc');
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(sameCategory[0]!.name);
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('price-desc');
    await expect(sort).toBeFocused();
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(sameCategory.at(-1)!.name);

    // the search box sits under the header, above the page's heading
    const search = page.getByRole('searchbox', { name: 'Search perfumes' });
    await tabTo(page, search, { backwards: true });
    await page.keyboard.type('oba');
    await expect(items).toHaveText('1 item found');
    await expect(category).toBeChecked();

    await tabTo(page, main.getByRole('link', { name: perfume.name, exact: true }));
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, perfume.name);
  });

  const addToCart = main.getByRole('button', { name: 'Add to cart' });

  await test.step('nothing chosen: the missing-selection dialog', async () => {
    await tabTo(page, addToCart);
    await page.keyboard.press('Enter');
    const missing = page.getByRole('dialog', { name: 'Choose your options' });
    await expect(missing).toContainText(
      messages.selectBeforeAdd([perfume.variations.base.name, perfume.variations.side.name, 'size or wrap']),
    );
    await expectFocusTrapped(page, missing);
    await page.keyboard.press('Escape');
    await expect(missing).toBeHidden();
    await expect(addToCart).toBeFocused();
  });

  await test.step('options chosen with arrows and Space, then confirmed', async () => {
    const base = main.getByRole('radiogroup', { name: perfume.variations.base.name });
    const side = main.getByRole('radiogroup', { name: perfume.variations.side.name });
    // the browser's own radios: a group with nothing chosen is entered on its first option going forward and
    // on its last going back; an arrow moves and chooses
    await tabTo(page, base.getByRole('radio', { name: 'Musk' }), { backwards: true });
    await arrowTo(page, 'ArrowUp', base.getByRole('radio', { name: 'Amber' }));
    await expect(base.getByRole('radio', { name: 'Amber' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(side.getByRole('radio', { name: 'Rose' })).toBeFocused();
    await arrowTo(page, 'ArrowDown', side.getByRole('radio', { name: 'Saffron' }));
    await expect(side.getByRole('radio', { name: 'Saffron' })).toBeChecked();
    // the sizes are radios too: Tab enters the group on its first size without choosing it, Space chooses
    // it, an arrow moves to the next size and chooses that
    const sizes = main.getByRole('radiogroup', { name: 'Size' });
    const smaller = sizes.getByRole('radio', { name: /^50ml/ });
    const larger = sizes.getByRole('radio', { name: /^100ml/ });
    await tabTo(page, smaller);
    await expect(smaller).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(smaller).toBeChecked();
    await arrowTo(page, 'ArrowDown', larger);
    await expect(larger).toBeChecked();
    await expect(smaller).not.toBeChecked();

    await tabTo(page, addToCart);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Add to cart?' });
    await expect(confirm).toContainText(`1 × ${perfume.name}`);
    await expect(confirm).toContainText(formatNaira(140_000));
    await expectFocusTrapped(page, confirm);
    await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }), { limit: 4 });
    await page.keyboard.press('Enter');
    await expectToast(page, messages.addedToCart(1, perfume.name));
    await expect(confirm).toBeHidden();
    await expect(addToCart).toBeFocused();
  });

  await test.step('the cart: one more with the arrow key', async () => {
    await tabTo(page, page.getByRole('link', { name: 'Cart, 1 item' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, 'Your Cart');
    const quantity = main.getByRole('textbox', { name: `Quantity of ${perfume.name}` });
    await tabTo(page, quantity);
    await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue('2');
    await expect(main.getByText(formatNaira(280_000)).first()).toBeVisible();

    await tabTo(page, main.getByRole('link', { name: 'PROCEED TO CHECKOUT' }));
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, 'Checkout');
  });

  await test.step('checkout as a guest: the address typed, pay before delivery', async () => {
    const shopper = newShopper('keyboard');
    const address: [label: string, value: string][] = [
      ['First Name', 'Adé'],
      ['Last Name', 'Keyboard'],
      ['Email', shopper.email],
      ['Street', anAddress.street],
      ['City', anAddress.city],
      ['State', anAddress.state],
      ['Zipcode', anAddress.zipcode],
      ['Country', anAddress.country],
      ['Phone', anAddress.phone],
    ];
    for (const [label, value] of address) {
      // the State is a select: typing its name chooses it, as it does on any native select
      const field = main.getByRole(label === 'State' ? 'combobox' : 'textbox', { name: label, exact: true });
      await tabTo(page, field);
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }

    // the group is entered on the chosen method; arrows move the choice away and back
    const payBeforeDelivery = main.getByRole('radio', { name: /^Payment before Delivery/ });
    await tabTo(page, payBeforeDelivery);
    const paystack = main.getByRole('radio', { name: /^Paystack/ });
    await arrowTo(page, 'ArrowDown', paystack);
    await expect(paystack).toBeChecked();
    await arrowTo(page, 'ArrowUp', payBeforeDelivery);
    await expect(payBeforeDelivery).toBeChecked();

    await tabTo(page, main.getByRole('button', { name: 'PLACE ORDER' }));
    await page.keyboard.press('Enter');
  });

  await test.step('the order on /orders', async () => {
    await expect(page).toHaveURL(/\/orders$/);
    await expectToast(page, messages.orderPlaced);
    await expectFocusOnHeading(page, 'My Orders');
    await expect(main.getByRole('list', { name: 'Your orders' })).toContainText(perfume.name);
  });
});
