import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productLinkPreview, shopLinkPreview } from './link-preview';
import { productPreviews, shopCard } from './rendered-previews';

const name = 'Ada Jasmine';
const shopCardPreview = { url: '/images/previews/shop.jpg', alt: 'Òórùn Fragrance House' };

describe('productLinkPreview', () => {
  it('shows a seeded product’s bottle as the JPEG rendered from its SVG', () => {
    expect(productLinkPreview({ name, image: ['/images/products/ada-jasmine-1.webp'] })).toEqual({
      url: '/images/previews/ada-jasmine-1.jpg',
      alt: 'Ada Jasmine',
      type: 'image/jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('keeps an imported product’s own PNG or JPEG, whatever the case of its extension', () => {
    expect(productLinkPreview({ name, image: ['https://cdn.example/ada.JPG?w=800', '/b.png'] })).toEqual({
      url: 'https://cdn.example/ada.JPG?w=800',
      alt: 'Ada Jasmine',
      type: 'image/jpeg',
    });
    expect(productLinkPreview({ name, image: ['/uploads/ada.png'] })).toMatchObject({ type: 'image/png' });
  });

  it('passes over an SVG or WebP with no rendered preview for the product’s next PNG or JPEG', () => {
    const image = ['/images/products/imported-1.svg', 'https://cdn.example/ada.webp', '/uploads/ada.jpeg'];
    expect(productLinkPreview({ name, image })).toMatchObject({
      url: '/uploads/ada.jpeg',
      alt: 'Ada Jasmine',
    });
  });

  it('falls back to the shop card when the product has no picture a link preview can show', () => {
    for (const image of [[], ['/images/products/imported-1.svg'], ['https://cdn.example/ada.webp']])
      expect(productLinkPreview({ name, image })).toMatchObject(shopCardPreview);
    expect(shopLinkPreview).toMatchObject({ ...shopCardPreview, type: 'image/jpeg', width: 1200 });
  });
});

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0), 'JPEG start marker').toBe(0xffd8);
  for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
  }
  throw new Error('no start-of-frame segment');
}

describe('rendered previews', () => {
  const listed = [shopCard, ...productPreviews.values()];

  it('are the files in public/images/previews, and only those', () => {
    const onDisk = readdirSync(join(PUBLIC, 'images', 'previews')).map((file) => `/images/previews/${file}`);
    expect(onDisk.sort()).toEqual([...listed].sort());
    for (const source of productPreviews.keys()) expect(statSync(join(PUBLIC, source)).isFile()).toBe(true);
  });

  it('are 1200x630 JPEGs under the 300 KB WhatsApp fetches', () => {
    for (const path of listed) {
      const bytes = readFileSync(join(PUBLIC, path));
      expect(jpegSize(bytes), path).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, path).toBeLessThan(300 * 1024);
    }
  });
});
