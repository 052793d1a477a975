import { describe, expect, it } from 'vitest';
import { shopConfigFromEnv } from './config';
import { paymentSettingsFromEnv } from './payments/settings';
import { testBankEnv } from './test/bank';
import { orderOf } from './test/orders';
import { send, useTestShop } from './test/shop';

const EKO = '69395184c0de5a1b0ea1f31a';

const payBeforeDelivery = (config: Record<string, unknown> | null | undefined) =>
  (config?.payments as { method: string; enabled: boolean }[] | undefined)?.find(
    (option) => option.method === 'cod',
  );

describe('a demo shop, without its bank details', () => {
  const shop = useTestShop();

  it('offers pay before delivery with details marked as a demo', async () => {
    const { config } = (await send(shop.app, 'GET', '/api/config')).json ?? {};
    const shown = config as Record<string, unknown>;
    expect(shown.bankTransfer).toMatchObject({ demo: true, accountNumber: '0000000000' });
    expect(payBeforeDelivery(shown)).toMatchObject({ enabled: true });
    // a demo shop's only warning is its payment sandbox (server/admin.test.ts)
    const { warnings } = (await send(shop.app, 'GET', '/api/health')).json ?? {};
    expect(warnings).toEqual([expect.stringContaining('payment sandbox')]);
  });
});

/** A production server without payment keys: no sandbox (server/payments/settings.ts). */
const production = { NODE_ENV: 'production' };

describe('a shop in production without its bank details', () => {
  const shop = useTestShop({
    config: shopConfigFromEnv(production),
    payments: paymentSettingsFromEnv(production),
  });

  it('does not offer pay before delivery, and its health check says why', async () => {
    const { config } = (await send(shop.app, 'GET', '/api/config')).json ?? {};
    expect(payBeforeDelivery(config as Record<string, unknown>)).toMatchObject({ enabled: false });
    const health = await send(shop.app, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.json?.warnings).toEqual([
      'Pay before delivery is off: the shop has no bank details. Set them in /admin/settings (or BANK_NAME, BANK_ACCOUNT_NAME and BANK_ACCOUNT_NUMBER).',
    ]);
  });

  it('refuses a pay-before-delivery order with a sentence', async () => {
    const placed = await send(shop.app, 'POST', '/api/order/place', { body: orderOf(EKO, 1) });
    expect(placed.status).toBe(400);
    expect(placed.json).toEqual({
      success: false,
      message:
        'This shop does not take pay before delivery at the moment. Please choose another payment method.',
    });
  });
});

describe('a shop in production with its bank details', () => {
  const shop = useTestShop({
    config: shopConfigFromEnv({ ...production, ...testBankEnv }),
    payments: paymentSettingsFromEnv(production),
  });

  it('offers pay before delivery with its own details, and nothing to warn of', async () => {
    const { config } = (await send(shop.app, 'GET', '/api/config')).json ?? {};
    const shown = config as Record<string, unknown>;
    expect(shown.bankTransfer).toEqual({
      bankName: 'GTBank',
      accountName: 'Òórùn Fragrance House Ltd',
      accountNumber: '0123456789',
      demo: false,
    });
    expect(payBeforeDelivery(shown)).toMatchObject({ enabled: true });
    expect((await send(shop.app, 'GET', '/api/health')).json).toMatchObject({ warnings: [] });
  });
});
