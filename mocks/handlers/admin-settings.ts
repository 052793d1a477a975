import {
  configWithSettings,
  effectiveSettings,
  settingsOfConfig,
  settingsSavedSentence,
  settingsToSave,
  shopSettingNames,
  type SavedSettings,
  type ShopConfig,
  type ShopSettings,
} from '../../api';
import { answer, handleForStaff } from '../handle';
import { shop } from '../state';

/**
 * The shop's settings in the admin as the mock answers them: the mock shop's config is what GET /api/config
 * serves, the config before any save (`mockShopConfig`, or a story's seed) stands for the environment's, and a
 * save changes the config the storefront reads next, with an audit line as the server writes. The merge is the
 * server's own (api/admin-settings-rules.ts): what the owner saves is kept as typed ('0803 123 4567' stays so),
 * only where it differs from the environment's, and the bank details stand or fall together. The owner's alone:
 * mocks/handle.ts refuses staff (403), as the server does.
 */

/** What the owner saved and over which environment, beside the config it made (a fresh mock shop: none). */
const savedWith = new WeakMap<ShopConfig, { environment: ShopConfig; saved: SavedSettings }>();
// the reservation times the mock shop runs with, the environment's defaults
const defaultTimes = { transferHoldHours: 48, cardReservationMinutes: 30 };

/** The settings in force (the saved ones over the environment's), the environment's, and which were saved. */
function inForce() {
  const { environment, saved } = savedWith.get(shop.config) ?? { environment: shop.config, saved: {} };
  const defaults = settingsOfConfig(environment, defaultTimes);
  return {
    success: true as const,
    settings: effectiveSettings(defaults, saved),
    defaults,
    saved: shopSettingNames.filter((name) => saved[name] !== undefined),
    warnings: [],
    environment,
  };
}

export const adminSettingsHandlers = [
  handleForStaff('adminSettings', () => {
    const { environment: _, ...shown } = inForce();
    return answer('adminSettings', shown);
  }),

  handleForStaff('adminSaveSettings', ({ staff, body }) => {
    const { settings: before, defaults, environment } = inForce();
    const saved = settingsToSave(body, defaults);
    const after = effectiveSettings(defaults, saved);
    const changed = shopSettingNames.filter((name) => before[name] !== after[name]);
    // nothing changed: nothing written, as on the server
    if (changed.length > 0) {
      shop.config = configWithSettings(environment, after);
      savedWith.set(shop.config, { environment, saved });
      const pick = (values: ShopSettings) => Object.fromEntries(changed.map((name) => [name, values[name]]));
      shop.audit.push({
        at: Date.now(),
        actor: staff.email,
        action: 'settings.change',
        target: 'settings',
        before: pick(before),
        after: pick(after),
      });
    }
    const { environment: _, ...shown } = inForce();
    return answer('adminSaveSettings', { ...shown, message: settingsSavedSentence(changed.length) });
  }),
];
