import { productWithAllOptions } from '../mocks/fixtures/catalogue';
import { expect, test } from './support/shop';
import { visit } from './support/steps';

// Link previews and search engines read a page's head: the server writes it, and moving to another page in
// the browser swaps it for the new page's, never leaving two sets behind.

test('the head follows the page, from the server and after a move in the browser', async ({ page }) => {
  const canonical = page.locator('link[rel="canonical"]');
  await visit(page, `/product/${productWithAllOptions._id}`);
  await expect(page).toHaveTitle(`${productWithAllOptions.name} | Òórùn`);
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', new RegExp(`/product/${productWithAllOptions._id}$`));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PERFUMES' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Collection' })).toBeVisible();
  await expect(page).toHaveTitle('Perfumes | Òórùn');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', /\/products$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
});
