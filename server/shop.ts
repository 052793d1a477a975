import { setTimeout } from 'node:timers/promises';
import type { ShopConfig } from '../api';
import type { DatabaseKind, ShopDb } from './db/database';
import { lineWriter, logTime } from './http/request-log';
import type { Mailer } from './mail/mailer';
import type { PaymentSettings } from './payments/settings';
import type { AdminSettings } from './services/admin-settings';
import type { OrderRules } from './services/order-rules';
import type { CatalogueCache } from './services/catalogue-cache';
import type { LiveShopSettings } from './services/live-settings';
import type { PageCache } from './services/page-cache';
import type { ScryptCost } from './services/passwords';
import type { RateLimitSettings } from './services/rate-limits';

export interface Clock {
  now(): Date;
  /** resolves once `ms` have passed: a slowed login waits on it (a test clock moves on at once) */
  wait(ms: number): Promise<void>;
}
export const systemClock: Clock = { now: () => new Date(), wait: (ms) => setTimeout(ms) };

/** One JSON line per event, so the log can be searched and shipped as it is. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
  /** resolves once everything logged so far is written */
  flush?(): Promise<void>;
}

const out = lineWriter(process.stdout);
const err = lineWriter(process.stderr);

/** stdout and stderr, written in batches (http/request-log.ts): a request never waits for its log line. */
export const jsonLogger: Logger = {
  info: (event, fields) => out.write(JSON.stringify({ time: logTime(), event, ...fields })),
  error: (event, fields) => err.write(JSON.stringify({ time: logTime(), level: 'error', event, ...fields })),
  flush: async () => {
    await Promise.all([out.flush(), err.flush()]);
  },
};

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };

/** Everything a route or a service needs, built once by createApp. */
export interface Shop {
  db: ShopDb;
  databaseKind: DatabaseKind;
  mail: Mailer;
  clock: Clock;
  /** the shop's settings in force (services/live-settings.ts): read at each use, never kept */
  readonly config: ShopConfig;
  /** where shoppers reach the storefront; reset links point here */
  publicUrl: string;
  passwordCost: ScryptCost;
  limits: RateLimitSettings;
  log: Logger;
  /** proxies in front that append to X-Forwarded-For (TRUST_PROXY): 0 reads the socket's address */
  trustedProxies: number;
  /** check every success answer against its api/ schema (tests turn this on) */
  checkAnswers: boolean;
  /** card providers' keys and base URLs, the reservation time (server/payments/settings.ts) */
  readonly payments: PaymentSettings;
  /** the catalogue's answers in memory; an order that took stock tells it */
  catalogue: CatalogueCache;
  /** the public pages rendered once for every guest; a change to what they show outside the products tells it */
  pages: PageCache;
  /** what one order may hold, and how long an unpaid pay-before-delivery order holds its stock */
  readonly orderRules: OrderRules;
  /** the owner's settings (/admin/settings) over the environment's: config, orderRules and payments read them */
  settings: LiveShopSettings;
  /** the admin's low-stock mark and its sessions' idle end */
  admin: AdminSettings;
}
