import type { Locator } from '@playwright/test';
import { expect, test } from './support/shop';
import { visit } from './support/steps';

// The first page loaded lays out its bands only as they come near the screen (ui/theme.css render-when-near); a
// link to a section of another page must still land on it, not where it would stand before the bands took their
// real height.

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
