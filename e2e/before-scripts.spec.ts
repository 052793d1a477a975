import type { Page } from '@playwright/test';

import { messages } from '../api';
import { catalogue } from '../mocks/fixtures/catalogue';
import { expect, registerShopper, test } from './support/shop';

// On a slow phone the page shows before its scripts run. A tap or an Enter in that window does the native thing
// (the form posts, the link navigates) or is handed to the page once it has hydrated: nothing is lost, and no
// address ever carries what was typed.

const obaOud = catalogue[0];

/** A phone's CPU (4x slower) and scripts that arrive only when the test lets them. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    // the page may have moved on (a form posted) while its scripts were held
    await route.continue().catch(() => undefined);
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(decodeURIComponent(request.url())));
  return { release, addresses };
}

/** The page's own mark of its hydration's end (store/hydrate.tsx). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0);

test('taps and Enter before the scripts run: a login, an addition, and text typed then kept', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'before-scripts');
  const { release, addresses } = await slowPhone(page);

  await test.step('Enter in the login form logs in, the password in no address', async () => {
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(shopper.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await page.waitForURL(/\/$/, { waitUntil: 'domcontentloaded' });
    await expect(page.getByText(messages.loggedIn, { exact: true })).toBeVisible();
  });

  await test.step('ADD TO CART with choices adds the line', async () => {
    await page.goto(`/product/${obaOud._id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('radio', { name: 'Musk' }).check();
    await page.getByRole('radio', { name: 'Vanilla' }).check();
    await page.getByRole('radiogroup', { name: 'Size' }).getByText('100ml', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(messages.addedToCart(1, obaOud.name), { exact: true })).toBeVisible();
  });

  await test.step('what is typed and chosen before the scripts run is still there once they have', async () => {
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Subject' }).fill('Wholesale in Lagos');
    release();
    await hydrated(page);
    // a render after hydration (typing elsewhere) must not wipe what was typed before it
    await main.getByRole('textbox', { name: 'Name' }).fill('Adé');
    await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveValue('Wholesale in Lagos');
  });

  for (const address of addresses) {
    expect(address).not.toContain(shopper.password);
    expect(address).not.toContain(shopper.email);
  }
});
