import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createShop, defaultWeb, type AppOptions } from './app';
import { runServingCommand } from './cli/commands';
import { openControlSocket } from './control/server';
import { databaseOf } from './control/protocol';
import type { Database } from './db/database';
import { openShopDatabase } from './db/open';
import { passwordResets, sessions } from './db/schema';
import { readServerSettings } from './env';
import { shopWarnings, type Environment } from './config';
import { withCatalogueReads } from './http/catalogue-reads';
import { withLingeringClose } from './http/lingering-close';
import { createMailer } from './mail/mailer';
import { startReservationRelease } from './payments/fulfilment';
import { paymentSettingsFromEnv, sandboxWarning } from './payments/settings';
import { ensureShopOwner } from './services/owners';
import { closeHashingPool } from './services/passwords';
import { pruneRateLimits } from './services/rate-limits';
import { jsonLogger, systemClock, type Logger, type Shop } from './shop';
import { lt } from 'drizzle-orm';

export interface RunningShop {
  url: string;
  database: Database;
  /** stops taking requests, lets those in flight finish, sends or keeps pending mail, closes the database */
  stop(): Promise<void>;
}

export interface StartOptions extends Pick<AppOptions, 'passwordCost' | 'limits' | 'web'> {
  log?: Logger;
}

/** After this, connections still open at shutdown are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
const HOUSEKEEPING_MS = 60 * 60 * 1000;

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (server.listening) return resolve();
    server.once('listening', resolve);
    server.once('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    // keep-alive connections that carry no request would otherwise hold close() open
    server.closeIdleConnections();
  });
}

/**
 * What @hono/node-server's serve() does, with the catalogue reads answered from memory first, and the
 * body an answer left unread drained by our lingering close (http/lingering-close.ts) instead of the
 * adapter's, which cuts the connection after half a second.
 */
export function shopServer(app: Hono, shop: Shop, hostname: string): Server {
  const listener = getRequestListener(app.fetch, { hostname, autoCleanupIncoming: false });
  return createServer(withLingeringClose(withCatalogueReads(shop.catalogue, shop.log, listener)));
}

/** Opens (and migrates, and seeds) the database, then serves the shop. */
export async function startShop(env: Environment, options: StartOptions = {}): Promise<RunningShop> {
  const log = options.log ?? jsonLogger;
  const settings = readServerSettings(env);
  const opened = await openShopDatabase(settings);
  const { database } = opened;
  if (opened.seeded > 0) log.info('catalogue-seeded', { products: opened.seeded });

  const mail = createMailer({
    smtpUrl: settings.smtpUrl ?? undefined,
    outboxDir: path.join(settings.dataDir, 'outbox'),
    from: settings.mailFrom,
    log,
  });
  const { app, shop } = createShop({
    database,
    mail,
    config: settings.config,
    publicUrl: settings.publicUrl,
    trustedProxies: settings.trustedProxies,
    log,
    passwordCost: options.passwordCost,
    limits: { ...settings.limits, ...options.limits },
    web: { ...(options.web ?? defaultWeb), serviceWorker: settings.serviceWorker },
    payments: paymentSettingsFromEnv(env),
    orderRules: settings.orderRules,
    admin: settings.admin,
    // uploaded product pictures live beside the database, with PostgreSQL too: they are files, not rows
    picturesDir: path.join(settings.dataDir, 'pictures'),
  });

  // the first owner, from the environment: once, while the shop has none (services/owners.ts)
  if (settings.ownerEmail) {
    const made = await ensureShopOwner(shop, settings.ownerEmail).catch(async (error: unknown) => {
      await opened.close();
      throw error;
    });
    if (made) log.info('owner-made', { email: settings.ownerEmail, made });
  }

  // the owner's saved settings (/admin/settings) over the environment's, before the first shopper
  await shop.settings.ready().catch(async (error: unknown) => {
    await opened.close();
    throw error;
  });

  const server = shopServer(app, shop, settings.host);
  try {
    await listen(server.listen(settings.port, settings.host));
  } catch (error) {
    await opened.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const url = `http://${settings.host === '0.0.0.0' ? 'localhost' : settings.host}:${port}`;
  // npm run shop runs its commands here, with this shop, while it serves (control/server.ts)
  const control = await openControlSocket({
    dataDir: settings.dataDir,
    database: databaseOf(settings),
    run: (argv, terminal) => runServingCommand(shop, argv, terminal),
    log,
  });
  log.info('listening', {
    url,
    database: database.kind,
    dataDir: settings.databaseUrl ? null : settings.dataDir,
    controlSocket: control?.path ?? null,
  });
  for (const warning of shopWarnings(shop.config)) log.error('shop-not-ready', { message: warning });
  const sandbox = sandboxWarning(shop.payments);
  if (sandbox) log.error('shop-not-ready', { message: sandbox });

  // expired sessions, spent reset links and old rate-limit windows are of no use to anyone
  const housekeeping = setInterval(() => {
    const now = systemClock.now();
    Promise.all([
      pruneRateLimits(database.db, now),
      database.db.delete(sessions).where(lt(sessions.expiresAt, now)),
      database.db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)),
    ]).catch((error: unknown) => log.error('housekeeping-failed', { message: String(error) }));
  }, HOUSEKEEPING_MS);
  housekeeping.unref();
  // orders left unpaid give their reserved stock back (server/payments/fulfilment.ts)
  const stopReleasing = startReservationRelease(shop);

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      clearInterval(housekeeping);
      stopReleasing();
      // a command running in the server finishes before the database closes
      await Promise.all([closeServer(server), control?.close(SHUTDOWN_GRACE_MS)]);
      await closeHashingPool();
      await mail.finish();
      await opened.close();
      log.info('stopped', {});
      // the log is written in batches: what is still waiting goes out before the process ends
      await log.flush?.();
    })();
    return stopping;
  };
  return { url, database, stop };
}
