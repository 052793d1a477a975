import {
  bankSettingNames,
  describeProblem,
  effectiveSettings,
  formatNaira,
  isNumberSetting,
  numberSettingProblem,
  settingVariables,
  shopSettingNames,
  shopSettingsSchema,
  textSettingProblem,
  typedNumber,
  type ShopSettingName,
  type ShopSettings,
} from '../../api';
import { isOneOf } from '../../api/guards';
import { settingsOfConfig } from '../config';
import type { ShopDb } from '../db/database';
import type { Environment } from '../env-settings';
import type { ServerSettings } from '../env';
import { paymentSettingsFromEnv } from '../payments/settings';
import { cliActor } from '../services/audit-log';
import { tellOwnersOfBankChange } from '../services/bank-change-mail';
import { readSavedSettings, saveShopSettings, savedNames } from '../services/shop-settings';
import type { Shop } from '../shop';
import type { CliIo } from './commands';

/**
 * `npm run shop -- settings`: the shop's settings in force, each saved (by /admin/settings or here) or the
 * environment's; `settings set <name> <value>` saves one, audited as 'cli', and every running server takes it
 * at once (the save's notification, db/watch.ts).
 */
export const settingsHelp = `  settings                         print the shop's settings in force: saved (in /admin/settings or
                                   here) or from the environment variable named
  settings set <name> <value>      save one setting, by the name printed (money in naira, the discount in
                                   percent, the alerts on or off, alertEmails as a, b); the running
                                   server uses it at once
  settings set bank "<bank>" "<account name>" <account number>
                                   save the three bank details together`;

/** The environment's settings, as a server started with it would have them. */
export const environmentSettingsOf = (settings: ServerSettings, env: Environment): ShopSettings =>
  settingsOfConfig(settings.config, {
    transferHoldMs: settings.orderRules.transferHoldMs,
    reservationMinutes: paymentSettingsFromEnv(env).reservationMinutes,
  });

const units: Partial<Record<ShopSettingName, (value: number) => string>> = {
  localDeliveryFee: formatNaira,
  elsewhereDeliveryFee: formatNaira,
  freeDeliveryFrom: formatNaira,
  onlineDiscountPercent: (value) => `${value}%`,
  transferHoldHours: (value) => `${value} hours`,
  cardReservationMinutes: (value) => `${value} minutes`,
};

/** A blank setting: none, but for the alerts' addresses, which are then the shop's own. */
const blank = (name: ShopSettingName) => (name === 'alertEmails' ? "(the shop's email)" : '(none)');

const shown = (name: ShopSettingName, value: string | number) =>
  typeof value === 'number' ? (units[name]?.(value) ?? String(value)) : value === '' ? blank(name) : value;

async function printSettings(db: ShopDb, defaults: ShopSettings, io: CliIo) {
  const saved = await readSavedSettings(db);
  const inForce = effectiveSettings(defaults, saved);
  const kept = new Set(savedNames(saved));
  for (const name of shopSettingNames) {
    const variable = settingVariables[name];
    const origin = kept.has(name) ? 'saved' : variable ? `environment: ${variable}` : 'default';
    io.out(`${name.padEnd(24)}${shown(name, inForce[name]).padEnd(44)}(${origin})`);
  }
}

/** One setting as typed, or why it cannot be. */
function readOne(name: ShopSettingName, text: string): { value: string | number } | { problem: string } {
  if (isNumberSetting(name)) {
    const value = typedNumber(text);
    const problem = numberSettingProblem(name, value);
    return problem ? { problem } : { value };
  }
  const value = name === 'bankAccountNumber' ? text.replace(/\s/g, '') : text.trim();
  const problem = textSettingProblem(name, value);
  return problem ? { problem } : { value };
}

const isSettingName = (name: string): name is ShopSettingName => isOneOf(shopSettingNames, name);

/** The settings asked for: those in force with the typed ones changed, or why not. */
function wantedSettings(inForce: ShopSettings, args: readonly string[]): ShopSettings | string {
  const [name, ...values] = args;
  const wanted: Record<string, string | number> = { ...inForce };
  const pairs: [string, string | undefined][] =
    name === 'bank'
      ? bankSettingNames.map((bank, index) => [bank, values[index]])
      : [[name ?? '', values[0]]];
  for (const [setting, text] of pairs) {
    if (!isSettingName(setting))
      return `There is no setting '${setting}'. The settings: ${shopSettingNames.join(', ')}, or bank.`;
    if (text === undefined) return `settings set ${name} needs a value.`;
    const read = readOne(setting, text);
    if ('problem' in read) return `${setting}: ${read.problem}.`;
    wanted[setting] = read.value;
  }
  const checked = shopSettingsSchema.safeParse(wanted);
  return checked.success ? checked.data : `${describeProblem(checked.error)}.`;
}

/** Who changed the settings, as the owners' mail about a bank change names them. */
const TERMINAL = "The shop's terminal (npm run shop)";

/**
 * Runs `settings` (`args` are the words after it): prints the settings, or saves one with `set`. Returns the
 * exit code; a refusal is said on `io.err` and changes nothing. With `owners` (the shop's mail), a change of the
 * bank details is mailed to every owner, as a change in the admin is.
 */
export async function settingsCommand(
  db: ShopDb,
  args: readonly string[],
  io: CliIo,
  defaults: ShopSettings,
  { at = new Date(), owners }: { at?: Date; owners?: Pick<Shop, 'db' | 'mail' | 'publicUrl'> } = {},
): Promise<number> {
  if (args.length === 0) {
    await printSettings(db, defaults, io);
    return 0;
  }
  if (args[0] !== 'set' || args.length < 3) {
    io.err('Use: settings, or settings set <name> <value> (npm run shop -- --help)');
    return 1;
  }
  const inForce = effectiveSettings(defaults, await readSavedSettings(db));
  const wanted = wantedSettings(inForce, args.slice(1));
  if (typeof wanted === 'string') {
    io.err(wanted.replace(/\.\.$/, '.'));
    return 1;
  }
  const { changed, before, after } = await saveShopSettings(db, cliActor, wanted, defaults, at);
  if (owners) await tellOwnersOfBankChange(owners, TERMINAL, { before, after }, at);
  io.out(
    changed.length === 0
      ? 'Nothing changed: the setting was already that.'
      : `Saved: ${changed.map((name) => `${name} ${shown(name, wanted[name])}`).join(', ')}.`,
  );
  return 0;
}
