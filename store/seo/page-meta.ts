import { shop } from '../content/shop';
import { escapeHtml, jsonForScript } from './escape';
import { shopLinkPreview, type LinkPreview } from './link-preview';

/** What a page tells search engines and link previews (WhatsApp, Instagram) about itself. */
export interface PageMeta {
  /** the page's own name; the shop's name is added after it */
  title: string;
  description?: string;
  /** the picture a link preview shows (PNG or JPEG: WhatsApp and Instagram ignore SVG); the shop card if none */
  image?: LinkPreview;
  /** og:type: 'product' on a product page */
  type?: 'website' | 'product';
  /** when two paths show one page (/menu and /products), the one search engines should keep */
  canonicalPath?: string;
  /** a page that belongs to one shopper (cart, orders, checkout) is kept out of search results */
  noindex?: boolean;
  /** a page whose address is a key (an order's signed link): no request from it names the address */
  noreferrer?: boolean;
  /** schema.org data, e.g. a Product */
  jsonLd?: Record<string, unknown>;
}

export interface PageAddress {
  /** PUBLIC_URL: where shoppers reach the shop, without a trailing slash */
  publicUrl: string;
  /** the path of the page being shown */
  path: string;
}

export const absoluteUrl = (pathOrUrl: string, publicUrl: string): string =>
  new URL(pathOrUrl, `${publicUrl}/`).href;

export function fullTitle(meta: Pick<PageMeta, 'title'>): string {
  return meta.title === shop.name ? shop.fullName : `${meta.title} | ${shop.name}`;
}

/**
 * The <head> tags of one page, escaped. Each carries data-page-meta so the client can swap the whole set
 * when the shopper moves to another page.
 */
export function headTags(meta: PageMeta, { publicUrl, path }: PageAddress): string {
  const title = fullTitle(meta);
  const description = meta.description ?? shop.description;
  const url = absoluteUrl(meta.canonicalPath ?? path, publicUrl);
  const image = meta.image ?? shopLinkPreview;
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} data-page-meta ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')}>`;

  const tags = [
    `<title data-page-meta>${escapeHtml(title)}</title>`,
    tag('meta', { name: 'description', content: description }),
    tag('link', { rel: 'canonical', href: url }),
    tag('meta', { property: 'og:site_name', content: shop.fullName }),
    tag('meta', { property: 'og:locale', content: shop.locale }),
    tag('meta', { property: 'og:type', content: meta.type ?? 'website' }),
    tag('meta', { property: 'og:title', content: title }),
    tag('meta', { property: 'og:description', content: description }),
    tag('meta', { property: 'og:url', content: url }),
    tag('meta', { property: 'og:image', content: absoluteUrl(image.url, publicUrl) }),
    // with the size known, Facebook and WhatsApp lay out the card before the picture has downloaded
    ...Object.entries({
      'og:image:type': image.type,
      'og:image:width': image.width,
      'og:image:height': image.height,
      'og:image:alt': image.alt,
    })
      .filter(([, content]) => content !== undefined)
      .map(([property, content]) => tag('meta', { property, content: String(content) })),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
  ];
  if (meta.noindex) tags.push(tag('meta', { name: 'robots', content: 'noindex' }));
  if (meta.noreferrer) tags.push(tag('meta', { name: 'referrer', content: 'no-referrer' }));
  if (meta.jsonLd) {
    // a data block, not a script: the CSP does not apply to it and nothing runs it
    tags.push(`<script data-page-meta type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}
