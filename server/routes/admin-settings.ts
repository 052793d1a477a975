import { Hono } from 'hono';
import { settingsSavedSentence } from '../../api';
import { shopWarnings } from '../config';
import { handle } from '../http/endpoint';
import { tellOwnersOfBankChange } from '../services/bank-change-mail';
import { saveShopSettings } from '../services/shop-settings';
import type { Shop } from '../shop';

/**
 * The shop's settings in the admin: the owner's alone (api/routes.ts), as the bank details are where
 * the shoppers' money goes. A save is in force for the next request, in every process.
 */
export function adminSettingsRoutes(shop: Shop): Hono {
  const router = new Hono();
  const inForce = () => ({
    success: true as const,
    settings: shop.settings.settings,
    defaults: shop.settings.defaults,
    saved: shop.settings.saved,
    warnings: shopWarnings(shop.config),
  });

  handle(router, shop, 'adminSettings', async () => inForce());

  handle(router, shop, 'adminSaveSettings', async ({ body, shopper }) => {
    const at = shop.clock.now();
    const { saved, changed, before, after } = await saveShopSettings(
      shop.db,
      { id: shopper.id, email: shopper.email },
      body,
      shop.settings.defaults,
      at,
    );
    // this process at once; the others when the save's notification reaches them
    shop.settings.replace(saved);
    await tellOwnersOfBankChange(shop, shopper.email, { before, after }, at);
    return { ...inForce(), message: settingsSavedSentence(changed.length) };
  });

  return router;
}
