import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PICTURE_MAX_BYTES,
  STATEMENT_MAX_CHARS,
  endpoints,
  messages,
  productWords,
  type ShopConfig,
} from '../api';
import { shopConfigFromEnv } from './config';
import type { Database } from './db/database';
import { isDatabaseUnavailable } from './db/errors';
import { ShopError, failureBody } from './http/errors';
import { serverMessages } from './http/messages';
import { headersAddedBy } from './http/precompressed';
import { loggedPath, requestLog } from './http/request-log';
import type { Mailer } from './mail/mailer';
import { paymentSettingsFromEnv, type PaymentSettings } from './payments/settings';
import { adminRoutes } from './routes/admin';
import { adminPeopleRoutes } from './routes/admin-people';
import { adminSecurityRoutes } from './routes/admin-security';
import { adminSettingsRoutes } from './routes/admin-settings';
import { adminInboxRoutes } from './routes/admin-inbox';
import { adminSubscribersRoutes } from './routes/admin-subscribers';
import { adminProductRoutes, pictureFiles } from './routes/admin-products';
import { cartRoutes } from './routes/cart';
import { configRoutes } from './routes/config';
import { contactRoutes } from './routes/contact';
import { newsletterRoutes } from './routes/newsletter';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { popupRoutes } from './routes/popup';
import { productRoutes } from './routes/products';
import { reviewRoutes } from './routes/reviews';
import { seoRoutes } from './routes/seo';
import { shopReviewRoutes } from './routes/shop-reviews';
import { userRoutes } from './routes/users';
import { visitorOf } from './http/auth';
import type { CookieJar } from './http/cookie-jar';
import { clearingCookie, sessionCookie } from './http/cookies';
import { listProducts } from './services/catalogue';
import { adminSettingsFromEnv, type AdminSettings } from './services/admin-settings';
import { CatalogueCache } from './services/catalogue-cache';
import { LiveShopSettings } from './services/live-settings';
import { defaultOrderRules, type OrderRules } from './services/order-rules';
import { productionScryptCost, type ScryptCost } from './services/passwords';
import { defaultRateLimits, type RateLimitSettings } from './services/rate-limits';
import { jsonLogger, systemClock, type Clock, type Logger, type Shop } from './shop';
import { storefront, type WebOptions } from './web';

export interface AppOptions {
  database: Pick<Database, 'db' | 'kind' | 'watchCatalogue' | 'watchSettings'>;
  mail: Mailer;
  clock?: Clock;
  config?: ShopConfig;
  publicUrl?: string;
  passwordCost?: ScryptCost;
  limits?: Partial<RateLimitSettings>;
  log?: Logger;
  trustedProxies?: number;
  checkAnswers?: boolean;
  web?: WebOptions;
  /** default: no keys, so both card providers run on the built-in sandbox */
  payments?: PaymentSettings;
  /** default: MAX_UNITS_PER_LINE, GUEST_ORDER_MAX_NAIRA and TRANSFER_HOLD_HOURS unset */
  orderRules?: OrderRules;
  /** default: LOW_STOCK_AT and ADMIN_SESSION_IDLE_HOURS unset */
  admin?: AdminSettings;
  /** where uploaded product pictures are kept: server.ts gives DATA_DIR/pictures; tests, a temporary one */
  picturesDir?: string;
}

/** 64 KB: the largest real request (an order of 100 lines) is a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** A bank statement (issue 18) is the one large call: its text's limit (api/) as JSON, ₦ and quotes escaped. */
export const STATEMENT_MAX_BYTES = 3 * STATEMENT_MAX_CHARS;
/** A product's picture (issue 18): the photo's 10 MB and its multipart wrapping. */
export const PICTURE_UPLOAD_MAX_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

const root = path.resolve(import.meta.dirname, '..');
const defaultWeb: WebOptions = {
  clientDir: path.join(root, 'dist/client'),
  publicDir: path.join(root, 'public'),
};

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
 * widget and the map embed are let in only when the shop configured them (DESIGN.md decision 16).
 */
function securityHeaders(config: ShopConfig): MiddlewareHandler {
  const chat = originOf(config.chatWidget?.scriptUrl);
  const map = originOf(config.contact.mapEmbedUrl);
  const withOrigin = (origin: string | null) => (origin ? ["'self'", origin] : ["'self'"]);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // the nonce lets in React Router's hydration data, an inline script in each server-rendered page
      scriptSrc: [NONCE, ...withOrigin(chat)],
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
function leanOnBuiltAssets(pageHeaders: MiddlewareHandler): MiddlewareHandler {
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
async function jsonSecurityHeaders(config: ShopConfig): Promise<Record<string, string>> {
  const headers = await headersAddedBy(securityHeaders(config));
  return { ...headers, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
}

const areas = [
  configRoutes,
  popupRoutes,
  cartRoutes,
  userRoutes,
  reviewRoutes,
  shopReviewRoutes,
  newsletterRoutes,
  contactRoutes,
  orderRoutes,
  paymentRoutes,
  adminRoutes,
  adminPeopleRoutes,
  adminSecurityRoutes,
  adminSettingsRoutes,
  adminInboxRoutes,
  // the newsletter's CSV file, before the storefront would render /admin/* as a page
  adminSubscribersRoutes,
];

/** The whole shop as a Hono app: the API of api/endpoints.ts and the storefront. Tests call `app.request()`. */
export function createApp(options: AppOptions): Hono {
  return createShop(options).app;
}

/** The app and the shop it serves: server.ts answers catalogue reads from `shop.catalogue` before the app. */
export function createShop(options: AppOptions): { app: Hono; shop: Shop } {
  const log = options.log ?? jsonLogger;
  // the owner's saved settings over the environment's, loaded before the first request is answered
  const settings = new LiveShopSettings(
    {
      config: options.config ?? shopConfigFromEnv({}),
      orderRules: options.orderRules ?? defaultOrderRules,
      payments: options.payments ?? paymentSettingsFromEnv({}),
    },
    { db: options.database.db, watch: (watcher) => options.database.watchSettings(watcher), log },
  );
  const shop: Shop = {
    db: options.database.db,
    databaseKind: options.database.kind,
    mail: options.mail,
    clock: options.clock ?? systemClock,
    get config() {
      return settings.config;
    },
    publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    passwordCost: options.passwordCost ?? productionScryptCost,
    limits: { ...defaultRateLimits, ...options.limits },
    log,
    trustedProxies: options.trustedProxies ?? 0,
    checkAnswers: options.checkAnswers ?? false,
    get payments() {
      return settings.payments;
    },
    catalogue: new CatalogueCache({
      load: () => listProducts(options.database.db),
      watch: (watcher) => options.database.watchCatalogue(watcher),
      headers: () => jsonSecurityHeaders(shop.config),
      checkAnswers: options.checkAnswers ?? false,
    }),
    get orderRules() {
      return settings.orderRules;
    },
    settings,
    admin: options.admin ?? adminSettingsFromEnv({}),
  };

  const app = new Hono();
  app.use(requestLog(shop.log));
  app.use(async (_c, next) => {
    await settings.ready();
    await next();
  });
  // before the other middleware: the catalogue's answers are kept compressed and carry their own headers
  app.route('/', productRoutes(shop));
  app.use(leanOnBuiltAssets(securityHeaders(shop.config)));
  app.use(compress());
  const limitBody = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json(failureBody(c.req.path, serverMessages.tooLarge), 413) });
  const small = limitBody(MAX_BODY_BYTES);
  const statement = limitBody(STATEMENT_MAX_BYTES);
  const picture = bodyLimit({
    maxSize: PICTURE_UPLOAD_MAX_BYTES,
    onError: (c) => c.json(failureBody(c.req.path, productWords.pictureTooLarge), 413),
  });
  // the payment sandbox's calls and forms too: nothing larger is read, let alone parsed
  for (const calls of ['/api/*', '/sandbox/*'])
    app.use(calls, (c, next) =>
      (c.req.path === endpoints.adminStatementMatch.path
        ? statement
        : c.req.path === endpoints.adminProductPicture.path
          ? picture
          : small)(c, next),
    );

  for (const area of areas) app.route('/', area(shop));
  const picturesDir = options.picturesDir ?? path.join(tmpdir(), 'shop-test-pictures');
  app.route('/', adminProductRoutes(shop, picturesDir));
  app.all('/api/*', (c) => c.json(failureBody(c.req.path, serverMessages.noSuchCall), 404));
  app.route('/', seoRoutes(shop));
  app.route('/', pictureFiles(picturesDir));
  const renderHost = {
    publicUrl: shop.publicUrl,
    api: app.fetch,
    log: shop.log,
    maxBodyBytes: MAX_BODY_BYTES,
    // store/admin/transfers.tsx takes the statement as a file or pasted text
    largeForms: { '/admin/transfers': STATEMENT_MAX_BYTES, '/admin/products/*': PICTURE_UPLOAD_MAX_BYTES },
    visitor: async (cookies: CookieJar) => {
      const { shopper, staleSession } = await visitorOf(shop, cookies.header());
      return { loggedIn: shopper !== null, clear: staleSession ? [clearingCookie(shop, sessionCookie)] : [] };
    },
  };
  app.route('/', storefront(options.web ?? defaultWeb, renderHost));
  app.notFound((c) => c.text('Not found', 404));

  app.onError((error, c) => {
    if (error instanceof ShopError) return c.json(failureBody(c.req.path, error.message), error.status);
    if (error instanceof HTTPException && error.status < 500)
      return c.json(
        failureBody(c.req.path, error.message || messages.somethingWentWrongTryAgain),
        error.status,
      );
    // the database is down or restarting: the shopper may try again, a load balancer may look elsewhere
    if (isDatabaseUnavailable(error)) {
      shop.log.error('database-unavailable', {
        method: c.req.method,
        path: loggedPath(c.req.path),
        message: error.message,
      });
      return c.json(failureBody(c.req.path, serverMessages.databaseUnavailable), 503, { 'retry-after': '5' });
    }
    // the log gets the details; the shopper gets a sentence, never a stack
    shop.log.error('unhandled-error', {
      method: c.req.method,
      path: loggedPath(c.req.path),
      message: error.message,
      stack: error.stack,
    });
    return c.json(failureBody(c.req.path, messages.somethingWentWrongTryAgain), 500);
  });

  return { app, shop };
}
