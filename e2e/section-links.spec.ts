import { expect, test } from './support/shop';
import { visit } from './support/steps';

// The home page's bands are laid out only as they come near the screen (ui/theme.css render-when-near); a link to
// one of them from another page must still land on it, not where it stood before the bands above took their height.

test('a footer link to a section of the home page, followed from another page, shows that section', async ({
  page,
}) => {
  await visit(page, '/products');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }).click();
  const delivery = page.getByRole('region', { name: 'From our studio to your door' });
  await expect(delivery).toBeInViewport();
  // it stays there once the bands around it have been laid out
  await page.waitForTimeout(1000);
  await expect(delivery).toBeInViewport();
  const top = await delivery.evaluate((section) => section.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});
