import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import type { ShopConfig } from '../../api';
import { headersAddedBy } from './precompressed';

/**
 * How a page's inline scripts (React Router's hydration data, the script loader) are let in: a nonce made per
 * answer for a page rendered per request, or the scripts' own hashes for a page rendered once and served to
 * every guest from memory, whose bytes a per-answer nonce would change (docs/decisions/008-cached-pages-csp.md).
 */
export type InlineScripts = 'nonce' | { hashes: readonly string[] };

/** The origin of a configured third-party URL, for the CSP; null when it is not a URL. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A CSP that the built storefront (a Vite React SPA with self-hosted fonts and images) satisfies; the chat
 * widget and the map embed are let in only when the shop configured them
 * (docs/decisions/034-chat-and-map-only-when-configured.md).
 */
export function securityHeaders(config: ShopConfig, inline: InlineScripts = 'nonce'): MiddlewareHandler {
  const chat = originOf(config.chatWidget?.scriptUrl);
  const map = originOf(config.contact.mapEmbedUrl);
  const withOrigin = (origin: string | null) => (origin ? ["'self'", origin] : ["'self'"]);
  const scripts = inline === 'nonce' ? [NONCE] : inline.hashes.map((hash) => `'${hash}'`);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [...scripts, ...withOrigin(chat)],
      // the storefront sets up Intl in a worker made from a blob (store/entry-client.tsx)
      workerSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: withOrigin(chat),
      frameSrc: map || chat ? [map, chat].filter((origin): origin is string => origin !== null) : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: true,
  });
}

/** Vite's hashed scripts, styles and fonts: they run or show nothing by themselves. */
const BUILT_ASSET = /^\/assets\/[^/]+\.(js|css|woff2?)$/;

/**
 * A page's security headers (CSP, frame and referrer policies...) govern documents; a script or a style
 * sheet needs only nosniff and its resource policy. A page fetches a dozen of these, and on a slow phone's
 * connection a kilobyte of headers on each is weight for nothing.
 */
export function leanOnBuiltAssets(pageHeaders: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    if (!BUILT_ASSET.test(c.req.path)) return pageHeaders(c, next);
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  };
}

/**
 * The security headers of a JSON answer, for answers made once and kept (the catalogue's): the shop's own,
 * with a CSP that lets nothing run, as JSON runs nothing (the pages' CSP carries a nonce per request).
 */
export async function jsonSecurityHeaders(config: ShopConfig): Promise<Record<string, string>> {
  const headers = await headersAddedBy(securityHeaders(config));
  return { ...headers, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
}

/** Inline `<script>` elements (no src) and their text, as a CSP hash covers it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash source of every inline script of a page, in the order they come. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text = '']) => `sha256-${createHash('sha256').update(text).digest('base64')}`,
  );
  return [...new Set(hashes)];
}

/** A page's security headers when its inline scripts are let in by their hashes: made once per cached page. */
export function hashedPageHeaders(config: ShopConfig, html: string): Promise<Record<string, string>> {
  return headersAddedBy(securityHeaders(config, { hashes: inlineScriptHashes(html) }));
}
