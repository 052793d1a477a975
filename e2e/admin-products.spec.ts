import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { ownerWithNewPassword } from './support/owner';
import { expect, test } from './support/shop';
import { logIn, visit } from './support/steps';

// Products in the admin: the owner adds a perfume with a photo from a file, and shoppers see it, with its
// picture, on the collection and its own page, while the shop runs on the embedded database.
test('the owner adds a perfume with a photo from a file, and shoppers see it with its picture', async ({
  page,
  request,
  browser,
  shot,
}) => {
  const owner = await ownerWithNewPassword(request);
  const name = `Ìrì Owurọ ${Date.now().toString(36)}`;

  // a phone's photo: landscape as stored, turned upright by its EXIF orientation
  const photo = path.join(mkdtempSync(path.join(tmpdir(), 'shop-e2e-photo-')), 'IMG_0001.jpg');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 150, g: 60, b: 110 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(photo);

  await logIn(page, owner, '/admin');

  await visit(page, '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a perfume' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a perfume' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Category', exact: true }).fill('Floral');
  await page.getByRole('textbox', { name: 'Price (₦)', exact: true }).fill('38,500');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Morning dew on jasmine and white tea.');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('7');
  await page.getByRole('textbox', { name: 'Sizes', exact: true }).fill('50ml: 38500\n100ml: 64000');
  await page.getByLabel('Add a picture').setInputFiles(photo);

  // the preview follows the typing: the card as the collection will show it
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview.getByText('Multiple options available')).toBeVisible();
  await shot('admin-product-new');

  await page.getByRole('button', { name: 'Add the perfume' }).click();
  await expect(page.getByText(`${name} is added: shoppers can see it now.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f]{24}/);

  // a shopper, in another browser, finds it on the collection with its picture
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await visit(shopperPage, '/products');
  const card = shopperPage.locator('[data-slot="product-card"]', { hasText: name });
  await expect(card).toBeVisible();
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/pictures\/[0-9a-f]{32}-480\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await card.getByRole('link', { name }).click();
  await expect(shopperPage.getByRole('heading', { level: 1, name })).toBeVisible();
  const main = shopperPage.getByRole('main');
  await expect(main.getByRole('img', { name })).toHaveAttribute(
    'src',
    /^\/pictures\/[0-9a-f]{32}-480\.webp$/,
  );
  await expect(main.getByText('₦38,500.00').first()).toBeVisible();
  await shot('product-from-admin');

  // archived, it leaves the collection at once (and the catalogue is as the other journeys expect it)
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(
    page.getByText(`${name} is archived: shoppers no longer see it; its orders keep it.`),
  ).toBeVisible();
  await visit(shopperPage, '/products');
  await expect(shopperPage.getByRole('heading', { level: 1, name: 'Our Collection' })).toBeVisible();
  await expect(shopperPage.locator('[data-slot="product-card"]', { hasText: name })).toHaveCount(0);
  await shopper.close();
});
