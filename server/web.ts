import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress } from 'node:zlib';
import { isGuestPage } from '../api';
import { isRecord } from '../api/guards';
import { CookieJar } from './http/cookie-jar';
import { fromShopPages } from './http/origin';
import { loggedPath } from './http/request-log';
import { jsonLogger, type Logger } from './shop';

/**
 * The storefront side of the server: the Vite build in dist/client, images from public/, and every other
 * GET rendered on the server by the storefront's SSR build (dist/server/entry-server.js), falling back to
 * the client build's index.html, then to a 'not built' page. Kept in one module so the API never changes
 * for the storefront's sake.
 */
export interface WebOptions {
  /** the Vite build (dist/client) */
  clientDir: string;
  /** public/, served as it is when there is no build yet (product images) */
  publicDir: string;
  /** the SSR build (dist/server); beside clientDir when absent */
  serverDir?: string;
  /**
   * SERVICE_WORKER: false answers /sw.js with a worker that empties the phone's caches and unregisters itself,
   * the way to switch the service worker off for good (docs/decisions/047-service-worker.md). Default true.
   */
  serviceWorker?: boolean;
}

/** What server-side rendering needs from the shop around it. */
export interface RenderHost {
  /** PUBLIC_URL, for canonical and Open Graph URLs */
  publicUrl: string;
  /** the shop's own request handler (`app.fetch`): the pages' data is fetched in-process, no network hop */
  api: (request: Request, env: unknown) => Response | Promise<Response>;
  /**
   * Who the page's cookies say is asking: logged in or a guest, and whether they work in the admin. A session
   * cookie that no longer opens a session comes back as `clear`, the Set-Cookie lines that end it in the browser.
   */
  visitor: (cookies: CookieJar) => Promise<{ loggedIn: boolean; staff: boolean; clear: string[] }>;
  log?: Logger;
  /** the most a form post may carry */
  maxBodyBytes: number;
  /**
   * admin pages whose forms may carry more (a bank statement, a product's picture), by path; 'a/*': under a/.
   * Only staff get the larger limit: the session is read before the body.
   */
  largeForms?: Readonly<Record<string, number>>;
}

/**
 * The contract of dist/server/entry-server.js (store/entry-server.tsx), loaded by path at runtime:
 * server/ may not import store/.
 */
interface RenderOptions {
  fetch: typeof fetch;
  publicUrl: string;
  visitor: { loggedIn: boolean; staff: boolean };
  nonce?: string;
  template: string;
  manifest: unknown;
}

interface Renderer {
  render(request: Request, options: RenderOptions): Promise<Response>;
  /** whether a form posts to this address */
  takesForm(url: URL): boolean;
  template: string;
  manifest: unknown;
}

const YEAR = 365 * 24 * 60 * 60;

/** A page's own limit for its forms: by its path, or by a 'prefix/*' entry (a product's page in the admin). */
function largeFormLimit(forms: RenderHost['largeForms'], pagePath: string): number | undefined {
  if (!forms) return undefined;
  return (
    forms[pagePath] ??
    Object.entries(forms).find(([key]) => key.endsWith('/*') && pagePath.startsWith(key.slice(0, -1)))?.[1]
  );
}

/** Vite's /assets/ files carry a content hash: they never change under one name. */
function cacheControl(file: string, clientDir: string): string {
  // the service worker too: a browser asks for it again at most a day later, but a new release at once
  if (file.endsWith('.html') || file === path.join(clientDir, SERVICE_WORKER_FILE)) return 'no-cache';
  if (file.startsWith(path.join(clientDir, 'assets') + path.sep)) return `public, max-age=${YEAR}, immutable`;
  // images and fonts are not hashed: long, but a changed file still reaches shoppers within the month
  return 'public, max-age=2592000, stale-while-revalidate=86400';
}

/**
 * A rendered page in Brotli for a browser that takes it: about a fifth smaller than gzip, which on a slow
 * connection is a round trip saved before the first paint. Quality 5 compresses a page in a millisecond or two,
 * as it streams. Other answers are left to the app's gzip.
 */
function brotliFor(acceptEncoding: string | undefined, page: Response): Response {
  const accepts = (acceptEncoding ?? '').split(',').some((part) => part.trim().split(';')[0] === 'br');
  if (!accepts || !page.body || page.headers.has('Content-Encoding')) return page;
  const compressed = Readable.from(page.body, { objectMode: false }).pipe(
    createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  );
  const headers = new Headers(page.headers);
  headers.set('Content-Encoding', 'br');
  headers.append('Vary', 'Accept-Encoding');
  headers.delete('Content-Length');
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- node:stream/web's ReadableStream is the one Response takes at run time; @types/node and the DOM's types describe it apart
  return new Response(Readable.toWeb(compressed) as ReadableStream<Uint8Array>, {
    status: page.status,
    headers,
  });
}

const notBuiltPage = `<!doctype html>
<html lang="en-NG">
<head><meta charset="utf-8"><title>Storefront not built</title></head>
<body>
<h1>The storefront is not built yet</h1>
<p>The shop's API is running under <a href="/api/health">/api</a>. Run <code>npm run build</code> (or <code>npm start</code>, which builds it) to serve the storefront here.</p>
</body>
</html>
`;

const tooLarge = 'This form sent more than the shop takes. Please shorten it and try again.';
const notFromShopPages =
  "This form did not come from the shop's own pages. Please go back, reload the page and try again.";
const formFailed = 'Something went wrong. Please go back and try again.';

/** A form the renderer never saw: a page with the sentence and the way back, as a shopper without scripts needs. */
const formProblemPage = (message: string) => `<!doctype html>
<html lang="en-NG">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please try again</title></head>
<body>
<h1>Please try again</h1>
<p>${message}</p>
<p><a href="/">Back to the shop</a></p>
</body>
</html>
`;

async function sendApp(c: Context, clientDir: string): Promise<Response> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return c.html(notBuiltPage, 503, { 'Cache-Control': 'no-store' });
  return c.html(await readFile(indexFile, 'utf8'), 200, { 'Cache-Control': 'no-cache' });
}

async function readJson(file: string): Promise<unknown> {
  return existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : null;
}

/**
 * The SSR build with the client build's index.html (its asset tags) and manifest, or null without one.
 * An SSR build older than the client build (the client was rebuilt alone) would render pages that do not
 * match the scripts that hydrate them, so it is left unused until `npm run build` runs again.
 */
async function loadRenderer(clientDir: string, serverDir: string, log: Logger): Promise<Renderer | null> {
  const entry = path.join(serverDir, 'entry-server.js');
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(entry) || !existsSync(indexFile)) return null;
  if (statSync(entry).mtimeMs < statSync(indexFile).mtimeMs) {
    log.error('ssr-build-stale', {
      entry,
      hint: 'run npm run build; pages are rendered in the browser meanwhile',
    });
    return null;
  }
  try {
    // the built store/entry-server.tsx (an import by path is typed any)
    const module: Pick<Renderer, 'render' | 'takesForm'> = await import(pathToFileURL(entry).href);
    return {
      render: module.render,
      takesForm: module.takesForm,
      template: await readFile(indexFile, 'utf8'),
      manifest: await readJson(path.join(clientDir, '.vite', 'manifest.json')),
    };
  } catch (error) {
    log.error('ssr-load-failed', { entry, message: String(error) });
    return null;
  }
}

/**
 * Files beside the storefront's that are never a shopper's: the build's own (.vite/manifest.json, read by the
 * render) and any dotfile, and MSW's worker from public/ (`npm run dev:mock` serves it itself, from Vite).
 */
const NEVER_SERVED = /(^|\/)\.|^\/mockServiceWorker\.js$/;

const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The worker a phone gets once the service worker is switched off: it takes over at once, deletes every cache
 * the shop kept on the phone and unregisters itself; the phone then asks the shop for every page again.
 */
export const serviceWorkerOff = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
`;

/** The storefront's routes, and its pages as every guest sees them (for the page cache). */
export interface Storefront {
  routes: Hono;
  renderForGuests(c: Context): Promise<Response | null>;
}

export function storefront(
  {
    clientDir,
    publicDir,
    serverDir = path.join(clientDir, '..', 'server'),
    serviceWorker = true,
  }: WebOptions,
  host?: RenderHost,
): Storefront {
  const web = new Hono();
  const log = host?.log ?? jsonLogger;
  if (!serviceWorker) {
    web.get(`/${SERVICE_WORKER_FILE}`, (c) =>
      c.body(serviceWorkerOff, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    );
  }
  for (const root of [clientDir, publicDir]) {
    if (!existsSync(root)) continue;
    // serveStatic builds its Response before onFound runs, so onFound only notes which file it sent
    const found = new WeakMap<Context, string>();
    const files = serveStatic({ root, precompressed: true, onFound: (file, c) => void found.set(c, file) });
    // pages (directories and .html) all go through the renderer, the one place that makes HTML
    web.use('*', async (c, next) => {
      if (/(\/|\.html)$/.test(c.req.path) || NEVER_SERVED.test(c.req.path)) return next();
      const response = await files(c, next);
      const file = found.get(c);
      if (response instanceof Response && file)
        response.headers.set('Cache-Control', cacheControl(file, clientDir));
      return response;
    });
  }

  /**
   * The render's own API calls keep the shopper's address (rate limits read the socket) and cookies (the
   * session, the guest cart) but none of the page request's other headers: the catalogue reads
   * Accept-Encoding from node's parsed headers, and would otherwise answer the render in the browser's
   * brotli. They come from the shop itself: a form post has passed the origin check before its action runs.
   */
  const callerOnly = (env: unknown) => ({
    incoming: {
      socket: isRecord(env) && isRecord(env.incoming) ? env.incoming.socket : undefined,
      headers: {},
    },
  });
  const inProcess =
    (c: Context, jar: CookieJar, shop: RenderHost): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      request.headers.set('cookie', jar.header());
      request.headers.set('sec-fetch-site', 'same-origin');
      const forwarded = c.req.header('x-forwarded-for');
      if (forwarded) request.headers.set('x-forwarded-for', forwarded);
      const answer = await shop.api(request, callerOnly(c.env));
      jar.take(answer.headers.getSetCookie());
      return answer;
    };

  let renderer: Promise<Renderer | null> | null = null;
  const loaded = () => (renderer ??= host ? loadRenderer(clientDir, serverDir, log) : Promise.resolve(null));

  // a form of the storefront posts to its own page, whose action answers it without JavaScript
  // (docs/decisions/036-html-first-forms.md)
  web.post(
    '*',
    async (c, next) => {
      // without a render nothing on the storefront takes a form
      const ssr = await loaded();
      if (!ssr?.takesForm(new URL(c.req.url))) return c.text('Not found', 404);
      return next();
    },
    async (c, next) => {
      const small = host?.maxBodyBytes ?? 64 * 1024;
      const large = largeFormLimit(host?.largeForms, c.req.path);
      // megabytes are read for staff alone: a shopper or a visitor gets the small limit on an admin page too
      const staff = large !== undefined && host ? (await host.visitor(new CookieJar(c))).staff : false;
      return bodyLimit({
        maxSize: staff && large !== undefined ? large : small,
        onError: (c) => c.html(formProblemPage(tooLarge), 413),
      })(c, next);
    },
    async (c, next) => {
      if (host && fromShopPages(c, host.publicUrl)) return next();
      return c.html(formProblemPage(notFromShopPages), 403);
    },
  );

  const failed = (c: Context, error: unknown) =>
    log.error('ssr-failed', { path: loggedPath(c.req.path), message: String(error) });

  web.on(['GET', 'POST'], '*', async (c) => {
    const ssr = await loaded();
    if (!ssr || !host) return sendApp(c, clientDir);
    try {
      const jar = new CookieJar(c);
      const { loggedIn, staff, clear } = await host.visitor(jar);
      jar.take(clear);
      const page = await ssr.render(c.req.raw, {
        fetch: inProcess(c, jar, host),
        publicUrl: host.publicUrl,
        visitor: { loggedIn, staff },
        nonce: c.get('secureHeadersNonce'),
        template: ssr.template,
        manifest: ssr.manifest,
      });
      // a page rendered for a session, a form's answer (what was typed) and every page but the public ones (an
      // order, the admin) are not kept by the browser, where the next person at that computer could read them
      if (loggedIn || c.req.method !== 'GET' || !isGuestPage(c.req.path))
        page.headers.set('Cache-Control', 'no-store');
      return brotliFor(c.req.header('Accept-Encoding'), jar.onto(page));
    } catch (error) {
      failed(c, error);
      // the page still works: the browser renders it from the client build; a form post must be sent again
      if (c.req.method === 'POST') return c.html(formProblemPage(formFailed), 500);
      return sendApp(c, clientDir);
    }
  });

  /**
   * The GET of `c`'s page as every guest sees it, for the page cache (http/cached-pages.ts): rendered at the
   * shop's own address, without the request's cookies or a nonce, so nothing in it belongs to whoever asked
   * first. Null without a render, or when it fails: the page is then answered as any other.
   */
  const renderForGuests = async (c: Context): Promise<Response | null> => {
    const ssr = await loaded();
    if (!ssr || !host) return null;
    try {
      const url = new URL(c.req.url);
      const jar = new CookieJar(null);
      const page = await ssr.render(new Request(`${host.publicUrl}${url.pathname}${url.search}`), {
        fetch: inProcess(c, jar, host),
        publicUrl: host.publicUrl,
        visitor: { loggedIn: false, staff: false },
        template: ssr.template,
        manifest: ssr.manifest,
      });
      return jar.onto(page);
    } catch (error) {
      failed(c, error);
      return null;
    }
  };
  return { routes: web, renderForGuests };
}
