import { eq, sql } from 'drizzle-orm';
import {
  effectiveSettings,
  isNumberSetting,
  numberSettingProblem,
  shopSettingNames,
  settingsToSave,
  textSettingProblem,
  type SavedSettings,
  type ShopSettingName,
  type ShopSettings,
} from '../../api';
import { isRecord } from '../../api/guards';
import type { Queryable, ShopDb } from '../db/database';
import { settings } from '../db/schema';
import { SETTINGS_CHANNEL } from '../db/watch';
import { type Actor, writeAudit } from './audit-log';

/**
 * The shop's settings the owner saved in /admin/settings: JSON under one key of the `settings` table, only
 * those that differ from the environment's, so a setting saved back to its default follows the environment again
 * (docs/decisions/033-the-owner-works-in-admin-and-the-cli.md).
 */
const KEY = 'shop-settings';

export const settingsTarget = 'settings';

/** The saved settings: what is not a valid setting is left to the environment. */
export async function readSavedSettings(db: Queryable): Promise<SavedSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  if (!row) return {};
  let json: unknown;
  try {
    json = JSON.parse(row.value);
  } catch {
    return {};
  }
  if (!isRecord(json)) return {};
  // what is not one the rules take (an older shape, a hand edit in psql) is left out
  const saved: SavedSettings = {};
  for (const name of shopSettingNames) {
    const value = json[name];
    if (isNumberSetting(name)) {
      if (typeof value === 'number' && numberSettingProblem(name, value) === null) saved[name] = value;
    } else if (typeof value === 'string' && textSettingProblem(name, value) === null) saved[name] = value;
  }
  return saved;
}

/** The names saved, in the form's order. */
export const savedNames = (saved: SavedSettings): ShopSettingName[] =>
  shopSettingNames.filter((name) => saved[name] !== undefined);

const pick = (values: ShopSettings, names: readonly ShopSettingName[]) =>
  Object.fromEntries(names.map((name) => [name, values[name]]));

/**
 * Saves the settings asked for and writes the audit line (the settings changed, before and after) in one
 * transaction, which also notifies every server (db/watch.ts) once it commits. Nothing changed: nothing written.
 */
export async function saveShopSettings(
  db: ShopDb,
  actor: Actor,
  wanted: ShopSettings,
  defaults: ShopSettings,
  at: Date,
): Promise<{
  saved: SavedSettings;
  changed: ShopSettingName[];
  /** the changed settings' values before and after, as the audit line has them */
  before: Partial<ShopSettings>;
  after: Partial<ShopSettings>;
}> {
  return db.transaction(async (tx) => {
    // the row is locked: two owners saving at once each audit against what the other left
    await tx.execute(sql`select 1 from ${settings} where ${settings.key} = ${KEY} for update`);
    const before = effectiveSettings(defaults, await readSavedSettings(tx));
    const saved = settingsToSave(wanted, defaults);
    const after = effectiveSettings(defaults, saved);
    const changed = shopSettingNames.filter((name) => before[name] !== after[name]);
    if (changed.length === 0) return { saved: await readSavedSettings(tx), changed, before: {}, after: {} };
    const value = JSON.stringify(saved);
    await tx
      .insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    const change = { before: pick(before, changed), after: pick(after, changed) };
    await writeAudit(tx, actor, { action: 'settings.change', target: settingsTarget, ...change }, at);
    await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, current_schema())`);
    return { saved, changed, ...change };
  });
}
