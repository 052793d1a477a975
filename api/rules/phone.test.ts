import { describe, expect, it } from 'vitest';
import { isNigerianPhone } from './phone';

describe('a Nigerian phone number', () => {
  it.each([
    '08031234567',
    '0703 123 4567',
    '0812-345-6789',
    '0901 234 5678',
    '09131234567',
    '+2348031234567',
    '+234 803 123 4567',
    '234 803 123 4567',
    '+234 (0) 803 123 4567',
    '002348031234567',
  ])('takes %s', (phone) => {
    expect(isNigerianPhone(phone)).toBe(true);
  });

  it.each([
    ['letters', 'abcdefgh'],
    ['a short number', '0803123456'],
    ['a long number', '080312345678'],
    ['a number that is not a mobile line', '02012345678'],
    ['another country', '+447911123456'],
    ['digits with letters', '0803 ABC 4567'],
    ['nothing', ''],
  ])('refuses %s (%s)', (_, phone) => {
    expect(isNigerianPhone(phone)).toBe(false);
  });
});
