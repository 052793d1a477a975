import { eq, sql } from 'drizzle-orm';
import {
  bankSettingNames,
  isNumberSetting,
  numberSettingProblem,
  shopSettingNames,
  textSettingProblem,
  type ShopSettingName,
  type ShopSettings,
} from '../../api';
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

export type SavedSettings = Partial<ShopSettings>;

const isBank = (name: ShopSettingName) => (bankSettingNames as readonly string[]).includes(name);

/** One saved value, or undefined when it is not one the rules take (an older shape, a hand edit in psql). */
function acceptable(name: ShopSettingName, value: unknown): string | number | undefined {
  if (isNumberSetting(name))
    return typeof value === 'number' && numberSettingProblem(name, value) === null ? value : undefined;
  return typeof value === 'string' && textSettingProblem(name, value) === null ? value : undefined;
}

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
  const saved: Record<string, string | number> = {};
  if (typeof json !== 'object' || json === null) return {};
  for (const name of shopSettingNames) {
    const value = acceptable(name, (json as Record<string, unknown>)[name]);
    if (value !== undefined) saved[name] = value;
  }
  return saved as SavedSettings;
}

/** The settings in force: the saved ones over the environment's. */
export function effectiveSettings(defaults: ShopSettings, saved: SavedSettings): ShopSettings {
  const merged = { ...defaults, ...saved };
  // the bank details stand or fall together: half the owner's and half the environment's would be no account
  if (!bankSettingNames.every((name) => saved[name] !== undefined))
    for (const name of bankSettingNames) merged[name] = defaults[name];
  return merged;
}

/** What to keep of the settings asked for: those unlike the environment's (blank bank details: the environment's). */
function toSave(wanted: ShopSettings, defaults: ShopSettings): SavedSettings {
  const saved: Record<string, string | number> = {};
  const bankBlank = bankSettingNames.every((name) => wanted[name] === '');
  const bankDefault = bankSettingNames.every((name) => wanted[name] === defaults[name]);
  for (const name of shopSettingNames) {
    if (isBank(name)) {
      if (!bankBlank && !bankDefault) saved[name] = wanted[name];
    } else if (wanted[name] !== defaults[name]) saved[name] = wanted[name];
  }
  return saved as SavedSettings;
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
): Promise<{ saved: SavedSettings; changed: ShopSettingName[] }> {
  return db.transaction(async (tx) => {
    // the row is locked: two owners saving at once each audit against what the other left
    await tx.execute(sql`select 1 from ${settings} where ${settings.key} = ${KEY} for update`);
    const before = effectiveSettings(defaults, await readSavedSettings(tx));
    const saved = toSave(wanted, defaults);
    const after = effectiveSettings(defaults, saved);
    const changed = shopSettingNames.filter((name) => before[name] !== after[name]);
    if (changed.length === 0) return { saved: await readSavedSettings(tx), changed };
    const value = JSON.stringify(saved);
    await tx
      .insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    await writeAudit(
      tx,
      actor,
      {
        action: 'settings.change',
        target: settingsTarget,
        before: pick(before, changed),
        after: pick(after, changed),
      },
      at,
    );
    await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, current_schema())`);
    return { saved, changed };
  });
}
