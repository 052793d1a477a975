import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ShopConfig } from '../api';
import { shopConfigFromEnv } from './config';
import type { Database } from './db/database';
import { failureBody } from './http/errors';
import { serverMessages } from './http/messages';
import { requestLog } from './http/request-log';
import {
  MAX_BODY_BYTES,
  PICTURE_UPLOAD_MAX_BYTES,
  STATEMENT_MAX_BYTES,
  callBodyLimits,
} from './http/body-limits';
import { errorAnswer } from './http/error-answer';
import { jsonSecurityHeaders, leanOnBuiltAssets, securityHeaders } from './http/security-headers';
import type { Mailer } from './mail/mailer';
import { paymentSettingsFromEnv, type PaymentSettings } from './payments/settings';
import { adminRoutes } from './routes/admin';
import { adminPeopleRoutes } from './routes/admin-people';
import { adminSecurityRoutes } from './routes/admin-security';
import { adminSettingsRoutes } from './routes/admin-settings';
import { adminInboxRoutes } from './routes/admin-inbox';
import { adminExportsRoutes } from './routes/admin-exports';
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
import { worksInAdmin } from './services/accounts';
import { listProducts } from './services/catalogue';
import { adminSettingsFromEnv, type AdminSettings } from './services/admin-settings';
import { CatalogueCache } from './services/catalogue-cache';
import { LiveShopSettings } from './services/live-settings';
import { PageCache } from './services/page-cache';
import { defaultOrderRules, type OrderRules } from './services/order-rules';
import { productionScryptCost, type ScryptCost } from './services/passwords';
import { defaultRateLimits, type RateLimitSettings } from './services/rate-limits';
import { jsonLogger, systemClock, type Clock, type Logger, type Shop } from './shop';
import { storefront, type WebOptions } from './web';
import { cachedPages } from './http/cached-pages';

export interface AppOptions {
  database: Pick<Database, 'db' | 'kind' | 'watchCatalogue' | 'watchSettings' | 'watchPages'>;
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
  /** default: MAX_UNITS_PER_PRODUCT, GUEST_ORDER_MAX_NAIRA and TRANSFER_HOLD_HOURS unset */
  orderRules?: OrderRules;
  /** default: LOW_STOCK_AT and ADMIN_SESSION_IDLE_HOURS unset */
  admin?: AdminSettings;
  /** where uploaded product pictures are kept: server.ts gives DATA_DIR/pictures; tests, a temporary one */
  picturesDir?: string;
}

const root = path.resolve(import.meta.dirname, '..');
/** The built storefront beside the server (`npm run build`), and public/ for what has no build. */
export const defaultWeb: WebOptions = {
  clientDir: path.join(root, 'dist/client'),
  publicDir: path.join(root, 'public'),
};

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
  // the admin's CSV files, before the storefront would render /admin/* as a page
  adminSubscribersRoutes,
  adminExportsRoutes,
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
    pages: new PageCache({
      watch: (watcher) => options.database.watchPages(watcher),
      catalogueVersion: () => shop.catalogue.version(),
      settingsVersion: () => settings.version,
    }),
    settings,
    admin: options.admin ?? adminSettingsFromEnv({}),
  };

  const app = new Hono();
  app.use(requestLog(shop.log));
  app.use(async (_c, next) => {
    await settings.ready();
    await next();
  });
  // before the other middleware: the catalogue's answers and the guests' pages are kept compressed and
  // carry their own headers
  app.route('/', productRoutes(shop));
  const renderHost = {
    publicUrl: shop.publicUrl,
    api: app.fetch,
    log: shop.log,
    maxBodyBytes: MAX_BODY_BYTES,
    // store/admin/transfers.tsx takes the statement as a file or pasted text
    largeForms: { '/admin/transfers': STATEMENT_MAX_BYTES, '/admin/products/*': PICTURE_UPLOAD_MAX_BYTES },
    visitor: async (cookies: CookieJar) => {
      const { shopper, staleSession } = await visitorOf(shop, cookies.header());
      return {
        loggedIn: shopper !== null,
        staff: shopper !== null && worksInAdmin(shopper.role),
        clear: staleSession ? [clearingCookie(shop, sessionCookie)] : [],
      };
    },
  };
  const web = storefront(options.web ?? defaultWeb, renderHost);
  app.use(cachedPages(shop, web.renderForGuests));
  app.use(leanOnBuiltAssets(securityHeaders(shop.config)));
  app.use(compress());
  // the payment sandbox's calls and forms too: nothing larger is read, let alone parsed
  for (const calls of ['/api/*', '/sandbox/*']) app.use(calls, callBodyLimits());
  // a call's answer may carry a shopper's orders, address or session, or the admin's customers: the browser keeps
  // none of it on disk unless the call says otherwise (the catalogue's, answered before this, revalidates)
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });

  for (const area of areas) app.route('/', area(shop));
  const picturesDir = options.picturesDir ?? path.join(tmpdir(), 'shop-test-pictures');
  app.route('/', adminProductRoutes(shop, picturesDir));
  app.all('/api/*', (c) => c.json(failureBody(c.req.path, serverMessages.noSuchCall), 404));
  app.route('/', seoRoutes(shop));
  app.route('/', pictureFiles(picturesDir));
  app.route('/', web.routes);
  app.notFound((c) => c.text('Not found', 404));

  app.onError(errorAnswer(shop.log));

  return { app, shop };
}
