import { describe, expect, it } from 'vitest';
import { readServerSettings } from './env';

describe('TRUST_PROXY', () => {
  const trusted = (value?: string) => readServerSettings({ TRUST_PROXY: value }).trustedProxies;

  it('is off unless set, one proxy for yes, or the number of proxies in front', () => {
    expect([trusted(undefined), trusted(''), trusted('0'), trusted('no')]).toEqual([0, 0, 0, 0]);
    expect([trusted('1'), trusted('true'), trusted('yes')]).toEqual([1, 1, 1]);
    expect(trusted('2')).toBe(2);
  });

  it('refuses what is not a number of proxies, saying what it wants', () => {
    expect(() => trusted('cloudflare')).toThrow(/TRUST_PROXY must be the number of proxies/);
    expect(() => trusted('-1')).toThrow(/TRUST_PROXY/);
  });
});

describe('the order rules and the limits', () => {
  const settings = (env: Record<string, string>) => readServerSettings(env);

  it('default to 10 of one perfume, ₦1,000,000 for a guest, a 48-hour hold, and the shipped limits', () => {
    expect(settings({}).orderRules).toEqual({
      maxUnitsPerProduct: 10,
      maxGuestOrderKobo: 100_000_000,
      transferHoldMs: 48 * 60 * 60 * 1000,
    });
    expect(settings({}).limits).toEqual({});
  });

  it('are read from MAX_UNITS_PER_PRODUCT, GUEST_ORDER_MAX_NAIRA, TRANSFER_HOLD_HOURS and RATE_LIMIT_<NAME>', () => {
    const read = settings({
      MAX_UNITS_PER_PRODUCT: '24',
      GUEST_ORDER_MAX_NAIRA: '250000.50',
      TRANSFER_HOLD_HOURS: '12',
      RATE_LIMIT_ORDER_PER_IP: '200',
    });
    expect(read.orderRules).toEqual({
      maxUnitsPerProduct: 24,
      maxGuestOrderKobo: 25_000_050,
      transferHoldMs: 12 * 60 * 60 * 1000,
    });
    expect(read.limits).toEqual({ orderPerIp: { max: 200, windowMs: 60 * 60 * 1000 } });
    // its name while it counted each line apart still sets it; the new name wins
    expect(settings({ MAX_UNITS_PER_LINE: '12' }).orderRules.maxUnitsPerProduct).toBe(12);
    expect(
      settings({ MAX_UNITS_PER_LINE: '12', MAX_UNITS_PER_PRODUCT: '6' }).orderRules.maxUnitsPerProduct,
    ).toBe(6);
  });

  it('stop the shop at start with a sentence naming a bad value', () => {
    expect(() => settings({ MAX_UNITS_PER_PRODUCT: 'ten' })).toThrow(
      "MAX_UNITS_PER_PRODUCT must be a whole number above 0 (got 'ten')",
    );
    expect(() => settings({ MAX_UNITS_PER_LINE: '2.5' })).toThrow(
      /MAX_UNITS_PER_LINE must be a whole number/,
    );
    expect(() => settings({ GUEST_ORDER_MAX_NAIRA: '-1' })).toThrow(
      "GUEST_ORDER_MAX_NAIRA must be a number above 0 (got '-1')",
    );
    expect(() => settings({ TRANSFER_HOLD_HOURS: '0' })).toThrow(
      /TRANSFER_HOLD_HOURS must be a number above 0/,
    );
    expect(() => settings({ RATE_LIMIT_ORDER_PER_PHONE: 'lots' })).toThrow(
      /RATE_LIMIT_ORDER_PER_PHONE must be a whole number above 0/,
    );
  });
});

describe('SERVICE_WORKER', () => {
  const worker = (value?: string) => readServerSettings({ SERVICE_WORKER: value }).serviceWorker;

  it('is on unless a deploy switches it off', () => {
    expect(worker(undefined)).toBe(true);
    expect(worker('on')).toBe(true);
    expect(worker('off')).toBe(false);
    expect(worker(' OFF ')).toBe(false);
    expect(worker('0')).toBe(false);
  });

  it('refuses a value that is neither, rather than guess', () => {
    expect(() => worker('sometimes')).toThrow(/SERVICE_WORKER must be on or off/);
  });
});
