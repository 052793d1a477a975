import type { Locator } from '@playwright/test';
import { expect, test } from './support/shop';
import { visit } from './support/steps';

// A link to a section of another page lands on it, and stays there once the page's pictures and bands have
// taken their real height.

const topOf = (section: Locator) => section.evaluate((element) => element.getBoundingClientRect().top);

test('a footer link to a section of the home page, followed from another page, shows that section', async ({
  page,
}) => {
  await visit(page, '/products');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }).click();
  const delivery = page.getByRole('region', { name: 'From our studio to your door' });
  await expect(delivery).toBeInViewport();
  // still there once the bands around it have been laid out
  await page.waitForTimeout(1000);
  expect(await topOf(delivery)).toBeGreaterThanOrEqual(0);
  expect(await topOf(delivery)).toBeLessThan(200);
});
