import { positiveSetting, type Environment } from '../env-settings';
import { ADMIN_SESSION_IDLE_MS } from './accounts';

/** What the shop's admin is set by (README's Settings). */
export interface AdminSettings {
  /** a product whose counted stock is at or below this shows on the admin's today screen (LOW_STOCK_AT) */
  lowStockAt: number;
  /** a staff or owner session ends after this long unused (ADMIN_SESSION_IDLE_HOURS) */
  sessionIdleMs: number;
}

export const defaultAdminSettings: AdminSettings = { lowStockAt: 3, sessionIdleMs: ADMIN_SESSION_IDLE_MS };

const HOUR = 60 * 60 * 1000;

export function adminSettingsFromEnv(env: Environment): AdminSettings {
  return {
    lowStockAt: positiveSetting(env, 'LOW_STOCK_AT', defaultAdminSettings.lowStockAt, true),
    sessionIdleMs:
      positiveSetting(env, 'ADMIN_SESSION_IDLE_HOURS', defaultAdminSettings.sessionIdleMs / HOUR) * HOUR,
  };
}
