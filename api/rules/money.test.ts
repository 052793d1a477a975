import { describe, expect, it } from 'vitest';
import { formatNaira, formatPercent, fromKobo, toKobo } from './money';

describe('money as shoppers read it', () => {
  it('is naira with the ₦ sign and two decimals, summed in whole kobo', () => {
    expect(formatNaira(12500)).toBe('₦12,500.00');
    expect(fromKobo(toKobo(0.1) + toKobo(0.2))).toBe(0.3);
  });

  it('reads a rate as a percent, with a decimal only when it has one', () => {
    expect(formatPercent(0.05)).toBe('5%');
    expect(formatPercent(0.075)).toBe('7.5%');
    expect(formatPercent(0)).toBe('0%');
  });
});
