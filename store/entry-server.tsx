import { renderToReadableStream } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
} from 'react-router-dom';
import { checkAnswer, createShopClient, messages } from '../api';
import { withFormActions } from './actions';
import { AppRoot } from './app-root';
import type { LoadContext, Visitor } from './data/api';
import { clearNoticeCookie, readNotice } from './data/notice';
import { routes, screenFileOf } from './routes';
import { pageAssets, scriptLoader, styleTags, withoutScripts, type ViteManifest } from './seo/assets';
import { headTags, type PageMeta } from './seo/page-meta';
import { pageMetaOf } from './seo/route-meta';
import { notFoundTitle } from './shell/errors';

/**
 * Server-side rendering (loaded by server/web.ts from dist/server/entry-server.js). Each page is rendered
 * with its data into the built index.html, so a shopper on a slow phone reads it before any JavaScript
 * runs; the browser then hydrates the same HTML (entry-client.tsx).
 */
export interface RenderOptions {
  /**
   * How loaders reach the shop's API. server/web.ts passes a fetch that hands the request to the Hono app
   * in-process (`app.fetch`): no network hop, no second port, the same validation and logs.
   */
  fetch: typeof fetch;
  /** PUBLIC_URL, for canonical and Open Graph URLs */
  publicUrl: string;
  /** who the page request's cookies say is asking (server/web.ts checks the session) */
  visitor: Visitor;
  /** this response's CSP nonce: React Router's hydration data is an inline script */
  nonce?: string;
  /** the built dist/client/index.html, with Vite's script and style tags */
  template: string;
  /** the built dist/client/.vite/manifest.json, to preload the page's own chunk */
  manifest?: ViteManifest | null;
}

// Built once: the lazy screen modules it resolves stay resolved for the life of the process. The forms'
// actions run here only, for posts made without JavaScript: in the browser the machines enhance the forms.
const formRoutes = withFormActions(routes);
const handler = createStaticHandler(formRoutes);

/**
 * Whether a form posts to this address: the route a post goes to (as React Router picks it: the deepest
 * route with a path, or an index route's parent unless ?index is asked for) has an action. server/web.ts
 * answers any other post as not found, before anything else.
 */
export function takesForm(url: URL): boolean {
  const matches = (matchRoutes(formRoutes, url.pathname) ?? []).filter(
    ({ route }) => route.path !== undefined || route.index,
  );
  const last = matches.at(-1);
  const target = last?.route.index && !url.searchParams.has('index') ? matches.at(-2) : last;
  return typeof target?.route.action === 'function';
}

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const BODY_MARK = '<!--app-html-->';

function metaOfError(errors: Record<string, unknown>): PageMeta {
  const notFound = Object.values(errors).some((error) => isRouteErrorResponse(error) && error.status === 404);
  return { title: notFound ? notFoundTitle : messages.unexpectedError, noindex: true };
}

/** The template around the streamed page: everything before the app's HTML, and everything after. */
function splitTemplate(template: string, head: string): [string, string] {
  const at = template.indexOf(BODY_MARK);
  if (at < 0 || !HEAD_BLOCK.test(template))
    throw new Error('index.html lacks the <!--app-head--> or <!--app-html--> marks');
  const withHead = template.replace(HEAD_BLOCK, head);
  const bodyAt = withHead.indexOf(BODY_MARK);
  return [withHead.slice(0, bodyAt), withHead.slice(bodyAt + BODY_MARK.length)];
}

function surround(
  before: string,
  page: ReadableStream<Uint8Array>,
  after: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(before));
      const reader = page.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read())
        controller.enqueue(part.value);
      controller.enqueue(encoder.encode(after));
      controller.close();
    },
  });
}

export async function render(request: Request, options: RenderOptions): Promise<Response> {
  const { publicUrl, nonce } = options;
  const api = createShopClient({
    baseUrl: new URL(request.url).origin,
    fetch: options.fetch,
    checkAnswer,
  });
  const notice = request.method === 'GET' ? readNotice(request.headers.get('cookie')) : null;
  const requestContext: LoadContext = { api, publicUrl, visitor: options.visitor, notice };
  const context = await handler.query(request, { requestContext });
  // a loader's redirect (a guard, say) and an action's (Post/Redirect/Get) go out as they are
  if (context instanceof Response) return context;

  const path = context.location.pathname;
  const matches = context.matches.map((match) => ({
    handle: match.route.handle,
    data: context.loaderData[match.route.id],
    params: match.params,
  }));
  const meta =
    (context.errors ? metaOfError(context.errors) : pageMetaOf(matches, { path, publicUrl })) ??
    metaOfError({});
  const built = withoutScripts(options.template);
  const assets = pageAssets(
    options.manifest,
    ['store/hydrate.tsx', ...context.matches.flatMap((match) => screenFileOf(match.route.id) ?? [])],
    built.template,
  );
  const scripts = [...new Set([...built.preloads, ...assets.scripts, ...(built.entry ? [built.entry] : [])])];
  const [before, after] = splitTemplate(
    built.template.replace('</body>', `${scriptLoader(scripts, nonce)}\n  </body>`),
    [headTags(meta, { publicUrl, path }), styleTags(assets.styles)].filter(Boolean).join('\n    '),
  );

  let status = context.statusCode;
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = await renderToReadableStream(
    <AppRoot router={<StaticRouterProvider router={router} context={context} nonce={nonce} />} />,
    {
      nonce,
      signal: request.signal,
      // React sends a large finished Suspense boundary after the rest, hidden, and reveals it with a script
      // (batched up to 300 ms later): the product grid, the page's largest paint, came a few frames after the
      // first. The page is complete before it is sent (allReady below), so every part goes out in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        status = 500;
        console.error('SSR render error', error);
      },
    },
  );
  // The whole page, not a shell with fallbacks: search engines and link previews read complete HTML.
  await page.allReady;

  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  // the notice is read once
  if (notice) headers.append('Set-Cookie', clearNoticeCookie);
  return new Response(surround(before, page, after), { status, headers });
}
