import { describe, expect, it } from 'vitest';

import {
  formatDateTime,
  formatDay,
  formatIsoDay,
  formatLongDateTime,
  formatLongDay,
  formatYear,
} from './dates';

// 23:30 UTC on Wednesday 25 November 2026 is already 00:30 on Thursday the 26th in Lagos (UTC+1): a format that
// dropped the time zone would print the 25th on a server running in UTC.
const lateInUtc = Date.UTC(2026, 10, 25, 23, 30);
// 23:30 UTC on New Year's Eve is already the new year in Lagos.
const newYearInLagos = Date.UTC(2026, 11, 31, 23, 30);

describe("the shop's dates, in Lagos time", () => {
  it('prints the Lagos day, not the UTC one', () => {
    expect(formatDay(lateInUtc)).toBe('26 Nov 2026');
    expect(formatDay(new Date(lateInUtc))).toBe('26 Nov 2026');
  });

  it('prints the Lagos day and clock time for the admin', () => {
    expect(formatDateTime(lateInUtc)).toBe('26 Nov 2026, 00:30');
    expect(formatDateTime(Date.UTC(2026, 10, 26, 13, 5))).toBe('26 Nov 2026, 14:05');
  });

  it('writes a moment out in full for a mail', () => {
    expect(formatLongDateTime(lateInUtc)).toBe('26 November 2026 at 00:30');
  });

  it('names a file by the Lagos day, as ISO writes it', () => {
    expect(formatIsoDay(lateInUtc)).toBe('2026-11-26');
    expect(formatIsoDay(Date.UTC(2026, 0, 5, 9))).toBe('2026-01-05');
  });

  it('prints the Lagos year', () => {
    expect(formatYear(newYearInLagos)).toBe('2027');
    expect(formatYear(Date.UTC(2026, 11, 31, 22, 30))).toBe('2026');
  });

  it('writes a day set as an ISO date out in full, the same day in Lagos', () => {
    expect(formatLongDay('2027-01-16')).toBe('Saturday, 16 January 2027');
    expect(formatLongDay('2026-12-31')).toBe('Thursday, 31 December 2026');
  });
});
