import {
  configWithSettings,
  effectiveSettings,
  type SavedSettings,
  type ShopConfig,
  type ShopSettingName,
  type ShopSettings,
} from '../../api';
import { reservationTimesOf, settingsOfConfig } from '../config';
import type { Queryable } from '../db/database';
import type { CatalogueWatcher, Unwatch } from '../db/watch';
import type { PaymentSettings } from '../payments/settings';
import type { Logger } from '../shop';
import type { OrderRules } from './order-rules';
import { readSavedSettings, savedNames } from './shop-settings';

/** What the environment gives, before the owner's saved settings. */
export interface EnvironmentSettings {
  config: ShopConfig;
  orderRules: OrderRules;
  payments: PaymentSettings;
}

export interface SettingsSource {
  db: Queryable;
  /** tells the watcher whenever the owner saves, in any process (db/watch.ts) */
  watch(watcher: CatalogueWatcher): Promise<Unwatch>;
  log: Logger;
}

interface InForce {
  settings: ShopSettings;
  saved: SavedSettings;
  config: ShopConfig;
  orderRules: OrderRules;
  payments: PaymentSettings;
}

/**
 * The shop's settings in force, held in memory and read by every request (`shop.config`, `shop.orderRules`,
 * `shop.payments` read through this): the environment's until the saved ones are loaded at start, then replaced
 * whole by each save, here or in another process sharing the database (its notification reloads them).
 */
export class LiveShopSettings implements CatalogueWatcher {
  /** the environment's values, in the owner's terms */
  readonly defaults: ShopSettings;
  readonly #environment: EnvironmentSettings;
  readonly #source: SettingsSource;
  #inForce: InForce;
  #ready: Promise<void> | null = null;
  #watching: Promise<void> | null = null;
  /** each load's number: a slow load never replaces what a later one brought */
  #loads = 0;
  #applied = 0;

  constructor(environment: EnvironmentSettings, source: SettingsSource) {
    this.#environment = environment;
    this.#source = source;
    this.defaults = settingsOfConfig(environment.config, {
      transferHoldMs: environment.orderRules.transferHoldMs,
      reservationMinutes: environment.payments.reservationMinutes,
    });
    this.#inForce = this.#make({});
  }

  get config(): ShopConfig {
    return this.#inForce.config;
  }
  get orderRules(): OrderRules {
    return this.#inForce.orderRules;
  }
  get payments(): PaymentSettings {
    return this.#inForce.payments;
  }
  /** the owner's settings in force */
  get settings(): ShopSettings {
    return this.#inForce.settings;
  }
  /** counts the settings put in force: a page rendered under an earlier count shows earlier settings */
  get version(): number {
    return this.#applied;
  }
  /** the settings saved over the environment's, in the form's order */
  get saved(): ShopSettingName[] {
    return savedNames(this.#inForce.saved);
  }

  /** Puts the saved settings in force at once (this process's own save). */
  replace(saved: SavedSettings): void {
    this.#applied = ++this.#loads;
    this.#inForce = this.#make(saved);
  }

  /**
   * Listening for saves, and the saved settings loaded: every request waits for it, so no process serves the
   * environment's values once the owner has saved others. A failure (the database down) is tried again by the
   * next request.
   */
  ready(): Promise<void> {
    this.#ready ??= this.#start().catch((error: unknown) => {
      this.#ready = null;
      throw error;
    });
    return this.#ready;
  }

  changed(): void {
    void this.reload();
  }

  lost(): void {
    this.#source.log.error('settings-not-heard', {
      message: "The database's notifications are lost: settings saved elsewhere wait until it is back.",
    });
  }

  /** listening (again): a save made while not listening is loaded now */
  listening(): void {
    void this.reload();
  }

  async #start(): Promise<void> {
    // one listener for the process's life, however often the first load must be tried again
    this.#watching ??= this.#source.watch(this).then(
      () => undefined,
      (error: unknown) => {
        this.#watching = null;
        throw error;
      },
    );
    await this.#watching;
    await this.#load();
  }

  async #load(): Promise<void> {
    const load = ++this.#loads;
    const saved = await readSavedSettings(this.#source.db);
    if (load < this.#applied) return;
    this.#applied = load;
    this.#inForce = this.#make(saved);
  }

  /** Loads the saved settings again (a save this process did not make); a failure is logged, the last kept. */
  reload(): Promise<void> {
    return this.#load().catch((error: unknown) =>
      this.#source.log.error('settings-load-failed', { message: String(error) }),
    );
  }

  #make(saved: SavedSettings): InForce {
    const settings = effectiveSettings(this.defaults, saved);
    const times = reservationTimesOf(settings);
    return {
      settings,
      saved,
      config: configWithSettings(this.#environment.config, settings),
      orderRules: { ...this.#environment.orderRules, transferHoldMs: times.transferHoldMs },
      payments: { ...this.#environment.payments, reservationMinutes: times.reservationMinutes },
    };
  }
}
