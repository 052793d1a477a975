import path from 'node:path';
import type { ShopConfig } from '../api';
import { keysOf } from '../api/guards';
import { shopConfigFromEnv } from './config';
import { positiveSetting, type Environment } from './env-settings';
import { adminSettingsFromEnv, type AdminSettings } from './services/admin-settings';
import { orderRulesFromEnv, type OrderRules } from './services/order-rules';
import { defaultRateLimits, type RateLimitSettings } from './services/rate-limits';

/**
 * The server's environment variables (the shop's own settings, from config.ts, come on top):
 *
 * | variable        | default                        | meaning                                                   |
 * |-----------------|--------------------------------|-----------------------------------------------------------|
 * | PORT            | 3000                           | HTTP port                                                 |
 * | HOST            | 127.0.0.1                      | address to listen on; 0.0.0.0 to accept other machines     |
 * | DATA_DIR        | ./data                         | embedded database (PGlite) and the mail outbox            |
 * | DATABASE_URL    | (none: PGlite in DATA_DIR)     | PostgreSQL instead of PGlite; several processes may share |
 * | DATABASE_SCHEMA | (none: the search_path's)      | a schema of its own in that PostgreSQL                    |
 * | PUBLIC_URL      | http://localhost:PORT          | where shoppers reach the shop (links in mails)            |
 * | SMTP_URL        | (none: .eml files in outbox/)  | smtp://user:pass@host:587                                 |
 * | MAIL_FROM       | Òórùn <SHOP_EMAIL>             | sender of the shop's mails                                |
 * | TRUST_PROXY     | 0 (off)                        | proxies in front that append to X-Forwarded-For (1, 2...) |
 * | SERVICE_WORKER  | on                             | off: phones drop the shop's service worker and its caches |
 *
 * RATE_LIMIT_<NAME> sets the attempts a limit of services/rate-limits.ts allows (RATE_LIMIT_ORDER_PER_IP=100
 * for `orderPerIp`); the order rules are read by services/order-rules.ts.
 *
 * HOST defaults to 127.0.0.1 so that `npm start` on a laptop is not open to the whole network; a server
 * or container sets HOST=0.0.0.0 behind its proxy.
 */
export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** how many proxies in front append to X-Forwarded-For: the client address is read that far from its right */
  trustedProxies: number;
  config: ShopConfig;
  /** what one order may hold, and how long an unpaid pay-before-delivery order holds its stock */
  orderRules: OrderRules;
  /** the limits the environment sets (RATE_LIMIT_<NAME>); the others keep their defaults */
  limits: Partial<RateLimitSettings>;
  /** the admin's low-stock mark and its sessions' idle end */
  admin: AdminSettings;
  /** SHOP_OWNER_EMAIL: the account made the owner at start while the shop has none */
  ownerEmail: string | null;
  /** SERVICE_WORKER=off switches the phones' service worker off (docs/decisions/047-service-worker.md) */
  serviceWorker: boolean;
}

/** `orderPerIp` is set by RATE_LIMIT_ORDER_PER_IP. */
export const rateLimitVariable = (name: string) =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/**
 * The attempts a limit allows, set by the environment (its window stays): for a shop whose shoppers come
 * through one large NAT, and for the drills and the bench, which send hundreds of orders from one address.
 */
export function rateLimitsFromEnv(env: Environment): Partial<RateLimitSettings> {
  const limits: Partial<RateLimitSettings> = {};
  for (const name of keysOf(defaultRateLimits)) {
    const limit = defaultRateLimits[name];
    const variable = rateLimitVariable(name);
    if (env[variable]?.trim())
      limits[name] = { ...limit, max: positiveSetting(env, variable, limit.max, true) };
  }
  return limits;
}

/** SERVICE_WORKER: on (unset, on, 1, yes, true) or off (off, 0, no, false); anything else is refused. */
function serviceWorkerFrom(value: string | undefined): boolean {
  const setting = value?.trim().toLowerCase() ?? '';
  if (['', 'on', '1', 'yes', 'true'].includes(setting)) return true;
  if (['off', '0', 'no', 'false'].includes(setting)) return false;
  throw new Error(`SERVICE_WORKER must be on or off (got '${value}')`);
}

/** TRUST_PROXY: off (unset, 0, no), yes (1, true: one proxy), or a number of proxies. */
function trustedProxiesFrom(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(text)) return 0;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the shop, such as 1 (got '${value}')`,
    );
  return count;
}

export function readServerSettings(env: Environment, cwd = process.cwd()): ServerSettings {
  const port = Number(env.PORT?.trim() || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number (got '${env.PORT}')`);
  const config = shopConfigFromEnv(env);
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databaseSchema: env.DATABASE_SCHEMA?.trim() || null,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || `Òórùn <${config.contact.email}>`,
    trustedProxies: trustedProxiesFrom(env.TRUST_PROXY),
    config,
    orderRules: orderRulesFromEnv(env),
    limits: rateLimitsFromEnv(env),
    admin: adminSettingsFromEnv(env),
    ownerEmail: env.SHOP_OWNER_EMAIL?.trim().toLowerCase() || null,
    serviceWorker: serviceWorkerFrom(env.SERVICE_WORKER),
  };
}
