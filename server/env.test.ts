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
