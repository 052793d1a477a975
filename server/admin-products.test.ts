import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { endpoints, messages, productWords, type AdminProduct } from '../api';
import { productForm } from '../api/test/product';
import { historyOf } from './services/audit-log';
import { orderOf } from './test/orders';
import { phonePhoto, pictureForm } from './test/products';
import { send, testProduct, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/** Perfumes added, edited, archived and restored in the admin, and their pictures. */
const picturesDir = mkdtempSync(path.join(tmpdir(), 'shop-pictures-'));
const shop = useTestShop({ picturesDir });

const call = (name: keyof typeof endpoints, token: string, body: unknown) =>
  send(shop.app, 'POST', endpoints[name].path, { token, body });

async function save(token: string, body: unknown): Promise<AdminProduct> {
  const answer = await call('adminSaveProduct', token, body);
  expect(answer.status, answer.text).toBe(200);
  return answer.json?.product as AdminProduct;
}

const upload = (token: string, form: FormData) =>
  shop.app.request(endpoints.adminProductPicture.path, { method: 'POST', body: form, headers: { token } });

const storefrontIds = async () => {
  const list = await shop.client().productList();
  if (!list.success) throw new Error(list.message);
  return list.products.map((product) => product._id);
};

describe('adding and editing a perfume', () => {
  it('adds a perfume that shoppers see at once, newest first, audited with what was made', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const answer = await call('adminSaveProduct', staff.token, productForm({ name: '  Harmattan Musk ' }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json?.message).toBe('Harmattan Musk is added: shoppers can see it now.');
    const made = answer.json?.product as AdminProduct;
    expect(made).toMatchObject({ name: 'Harmattan Musk', basePrice: 45000, stock: 12, inStock: true });

    const page = await shop.client().product({ id: made._id });
    expect(page).toMatchObject({
      success: true,
      product: {
        name: 'Harmattan Musk',
        category: 'Musk',
        variations: {
          sizes: [
            { size: '50ml', price: 45000 },
            { size: '100ml', price: 80000 },
          ],
          wrap: { available: true, price: 47500 },
          base: { name: 'Base Scent', options: ['Musk', 'Amber'] },
        },
      },
    });
    // dated when it was added: the storefront's newest-first lists put it ahead of what came before
    expect(made.date).toBe(shop.clock.now().getTime());
    expect(await storefrontIds()).toContain(made._id);

    const history = await historyOf(shop.database.db, `product:${made._id}`);
    expect(history).toMatchObject([
      { actor: staff.email, action: 'product.create', before: null, after: { name: 'Harmattan Musk' } },
    ]);
  });

  it('edits one: the price, the sizes and a count of none; the audit keeps before and after', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const made = await save(owner.token, productForm({ name: 'Ibadan Rain' }));
    const answer = await call(
      'adminSaveProduct',
      owner.token,
      productForm({
        productId: made._id,
        name: 'Ibadan Rain',
        basePrice: 52000,
        stock: null,
        inStock: true,
        bestseller: true,
        variations: {
          sizes: [{ size: '30ml', price: 52000 }],
          wrap: { available: false, price: 0 },
          base: { name: '', options: [] },
          side: { name: 'Side Note', options: ['Rose'] },
        },
      }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json?.message).toBe('Ibadan Rain is saved.');
    const page = await shop.client().product({ id: made._id });
    if (!page.success) throw new Error(page.message);
    expect(page.product.stock).toBeUndefined();
    expect(page.product).toMatchObject({ basePrice: 52000, bestseller: true, inStock: true });
    expect(page.product.variations.sizes).toEqual([{ size: '30ml', price: 52000 }]);

    const [, edit] = await historyOf(shop.database.db, `product:${made._id}`);
    expect(edit).toMatchObject({
      actor: owner.email,
      action: 'product.edit',
      before: { basePrice: 45000, stock: 12, bestseller: false },
      after: { basePrice: 52000, bestseller: true },
    });
  });

  it('takes a count of 0 as out of stock, whatever the box said', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const made = await save(staff.token, productForm({ name: 'Sold Out Oud', stock: 0, inStock: true }));
    expect(made).toMatchObject({ stock: 0, inStock: false });
  });

  it('refuses what the form must fix with readable sentences, and saves nothing', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const before = (await storefrontIds()).length;
    const refusal = async (body: unknown) => {
      const answer = await call('adminSaveProduct', staff.token, body);
      expect(answer.status, answer.text).toBe(400);
      return answer.json?.message;
    };
    expect(await refusal(productForm({ name: '   ' }))).toBe(productWords.nameMissing);
    expect(await refusal(productForm({ category: '' }))).toBe(productWords.categoryMissing);
    expect(await refusal(productForm({ stock: 2.5 }))).toBe(productWords.stockNotCount);
    expect(await refusal(productForm({ basePrice: -1 }))).toBe('An amount cannot be negative');
    expect(await refusal(productForm({ images: ['https://elsewhere.example/x.jpg'] }))).toBe(
      productWords.pictureNotOurs,
    );
    const sizes = [
      { size: '50ml', price: 1000 },
      { size: '50ML', price: 2000 },
    ];
    expect(await refusal(productForm({ variations: { ...productForm().variations!, sizes } }))).toBe(
      productWords.sizesRepeated,
    );
    const unknown = await call('adminSaveProduct', staff.token, productForm({ productId: 'a'.repeat(24) }));
    expect(unknown.status).toBe(404);
    expect(unknown.json?.message).toBe(productWords.productNotFound);
    expect((await storefrontIds()).length).toBe(before);
  });

  it('lists every perfume for the admin, a search finding by name or category', async () => {
    const staff = await newAccountOf(shop, 'staff');
    await save(staff.token, productForm({ name: 'Lagos Lagoon', category: 'Aquatic' }));
    const answer = await call('adminProducts', staff.token, { search: 'aquatic' });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.json?.products as AdminProduct[]).map((product) => product.name)).toEqual([
      'Lagos Lagoon',
    ]);
    expect(answer.json?.categories).toContain('Aquatic');
  });
});

describe('archiving a perfume', () => {
  it('takes it off the storefront and out of carts and orders, keeps its orders, and restores it', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const id = 'cccccccccccccccccccccccc';
    await shop.saveProducts([testProduct({ _id: id, name: 'Eko Evening' })]);
    const ordered = await shop.client().placeOrder(orderOf(id, 1, 'kept@example.com'));
    if (!ordered.success) throw new Error(ordered.message);

    const archived = await call('adminArchiveProduct', staff.token, { productId: id, archived: true });
    expect(archived.status, archived.text).toBe(200);
    expect(archived.json?.message).toBe(
      'Eko Evening is archived: shoppers no longer see it; its orders keep it.',
    );

    expect(await storefrontIds()).not.toContain(id);
    const page = await shop.client().product({ id });
    expect(page).toMatchObject({ success: false, status: 404 });
    const cart = await shop.client().cartAdd({ itemId: id, quantity: 1, variations: {} });
    expect(cart).toMatchObject({ success: false, status: 404, message: 'We could not find that product.' });
    const order = await shop.client().placeOrder(orderOf(id, 1, 'late@example.com'));
    expect(order).toMatchObject({
      success: false,
      status: 400,
      message: 'Eko Evening is no longer sold: please remove it from your cart to place the order.',
    });
    const sitemap = await send(shop.app, 'GET', '/sitemap.xml');
    expect(sitemap.text).not.toContain(id);
    // the order placed before still names it
    const kept = await shop.client().trackOrder({ orderId: ordered.orderId, email: 'kept@example.com' });
    expect(kept).toMatchObject({ success: true, order: { items: [{ productId: id, name: 'Eko Evening' }] } });
    // the admin still lists it, marked
    const listed = await call('adminProducts', staff.token, { search: 'Eko Evening' });
    expect(listed.json?.products).toMatchObject([{ _id: id, archived: true }]);

    const restored = await call('adminArchiveProduct', staff.token, { productId: id, archived: false });
    expect(restored.json?.message).toBe('Eko Evening is back on the storefront.');
    expect(await storefrontIds()).toContain(id);
    expect(await shop.client().cartAdd({ itemId: id, quantity: 1, variations: {} })).toMatchObject({
      success: true,
    });
    expect(await historyOf(shop.database.db, `product:${id}`)).toMatchObject([
      {
        actor: staff.email,
        action: 'product.archive',
        before: { archived: false },
        after: { archived: true },
      },
      {
        actor: staff.email,
        action: 'product.restore',
        before: { archived: true },
        after: { archived: false },
      },
    ]);
  });

  it('refuses an order priced from a copy kept before the archive', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const id = 'dddddddddddddddddddddddd';
    await shop.saveProducts([testProduct({ _id: id, name: 'Abeokuta Indigo' })]);
    // the first order keeps the product's copy in memory (services/order-catalogue.ts)
    expect(await shop.client().placeOrder(orderOf(id, 1, 'first@example.com'))).toMatchObject({
      success: true,
    });
    await call('adminArchiveProduct', staff.token, { productId: id, archived: true });
    expect(await shop.client().placeOrder(orderOf(id, 1, 'second@example.com'))).toMatchObject({
      success: false,
      message: 'Abeokuta Indigo is no longer sold: please remove it from your cart to place the order.',
    });
  });
});

describe("a perfume's pictures", () => {
  it('turns a phone photo upright into WebP at 480x600 and 960x1200 with no metadata, served immutable', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const answer = await upload(staff.token, await pictureForm(await phonePhoto()));
    const body = (await answer.json()) as { success: boolean; image: string };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    expect(body.image).toMatch(/^\/pictures\/[0-9a-f]{32}-480\.webp$/);

    for (const [url, width, height] of [
      [body.image, 480, 600],
      [body.image.replace('-480.webp', '-960.webp'), 960, 1200],
    ] as const) {
      const served = await shop.app.request(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      // nothing of the phone's: no EXIF (GPS, make), no ICC profile, no XMP
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('Tecno'))).toBe(false);
      // turned upright: the photo's top (red) is on the right, as the phone showed it
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const red = (x: number) => data[(Math.round(height / 2) * info.width + x) * info.channels]!;
      expect(red(width - 10)).toBeGreaterThan(150);
      expect(red(10)).toBeLessThan(80);
    }
    expect((await readdir(picturesDir)).sort()).toEqual(
      [body.image, body.image.replace('-480', '-960')].map((url) => path.basename(url)).sort(),
    );

    // the picture on a perfume: the storefront lists its URL
    const made = await save(staff.token, productForm({ name: 'Pictured Oud', images: [body.image] }));
    const page = await shop.client().product({ id: made._id });
    expect(page).toMatchObject({ success: true, product: { image: [body.image] } });
  });

  it('keeps a picture sent twice as one picture', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const answer = await upload(staff.token, await pictureForm(await phonePhoto()));
    const { image } = (await answer.json()) as { image: string };
    const twice = await save(staff.token, productForm({ name: 'Twice Oud', images: [image, image] }));
    expect(twice.image).toEqual([image]);
    const page = await shop.client().product({ id: twice._id });
    expect(page).toMatchObject({ product: { image: [image] } });
  });

  it('refuses a text file, an empty form and a picture over 10 MB with readable sentences', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const text = await upload(
      staff.token,
      await pictureForm(Buffer.from('not a photo at all'), 'notes.txt', 'text/plain'),
    );
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ success: false, message: productWords.pictureNotImage });
    // a text file named like a photo is no photo either
    const renamed = await upload(
      staff.token,
      await pictureForm(Buffer.from('GIF89a but not really'), 'x.jpg'),
    );
    expect(await renamed.json()).toEqual({ success: false, message: productWords.pictureNotImage });

    const empty = await upload(staff.token, new FormData());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ success: false, message: productWords.pictureMissing });

    const huge = await upload(staff.token, await pictureForm(Buffer.alloc(10 * 1024 * 1024 + 100_000)));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false, message: productWords.pictureTooLarge });
  });

  it('takes a picture from staff only', async () => {
    const shopper = await shop.newShopper();
    const answer = await upload(shopper.token, await pictureForm());
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ message: messages.staffOnly });
  });

  it('serves no file it did not make', async () => {
    for (const url of [
      '/pictures/..%2F..%2Fpackage.json',
      '/pictures/notes.txt',
      '/pictures/' + 'a'.repeat(32) + '-480.webp',
    ])
      expect((await shop.app.request(url)).status, url).toBe(404);
  });
});
