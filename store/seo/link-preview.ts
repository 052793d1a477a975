import type { Product } from '../../api';
import { shop } from '../content/shop';
import { previewFormat, productPreviews, shopCard } from './rendered-previews';

/**
 * The picture a shared link shows (og:image) and what the tags can say about it. WhatsApp, Instagram and Facebook
 * ignore SVG, and WebP is not read everywhere, so only PNG and JPEG are offered.
 */
export interface LinkPreview {
  /** a path of ours or a full URL */
  url: string;
  alt: string;
  type?: 'image/png' | 'image/jpeg';
  width?: number;
  height?: number;
}

const rasterTypes: Record<string, LinkPreview['type']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** 'image/png' for 'https://cdn.example/a/b.PNG?w=800'; undefined for SVG, WebP and the rest. */
function rasterType(url: string): LinkPreview['type'] {
  const { pathname } = new URL(url, 'https://shop.invalid');
  return rasterTypes[pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase()];
}

/** The shop card (logo and name on the house's colour): every page without a picture of its own. */
export const shopLinkPreview: LinkPreview = { url: shopCard, alt: shop.fullName, ...previewFormat };

/**
 * A product page's picture: the preview rendered from its first image (a seeded product's picture), else its first
 * PNG or JPEG image, else the shop card.
 */
export function productLinkPreview({ name, image }: Pick<Product, 'name' | 'image'>): LinkPreview {
  const rendered = image[0] === undefined ? undefined : productPreviews.get(image[0]);
  if (rendered) return { url: rendered, alt: name, ...previewFormat };
  for (const url of image) {
    const type = rasterType(url);
    if (type) return { url, alt: name, type };
  }
  return shopLinkPreview;
}
