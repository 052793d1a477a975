/*
 * The periods the admin's Takings page sums over, without zod: the server, the mock and the page all cut the
 * same Lagos days, weeks and months. Lagos keeps UTC+1 all year, so a Lagos day is plain arithmetic.
 */

import { DAY_MS } from './dates';

export const takingsPeriods = ['day', 'week', 'month'] as const;
export type TakingsPeriod = (typeof takingsPeriods)[number];

/** How many bars each period shows, the current one last: a fortnight, a quarter of weeks, a year of months. */
export const TAKINGS_BARS = { day: 14, week: 12, month: 12 } as const satisfies Record<TakingsPeriod, number>;

const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** A Lagos calendar day as a UTC date at midnight, so the calendar's arithmetic is UTC's. */
const lagosCalendar = (at: number) => {
  const local = new Date(at + LAGOS_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
};

const isoOf = (day: Date) => day.toISOString().slice(0, 10);

/** The period's start that holds this Lagos day: the day, its week's Monday, or its month's first. */
function periodStartOf(by: TakingsPeriod, day: Date): Date {
  if (by === 'day') return day;
  if (by === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
}

/** The period before one that starts on this day. */
function periodBefore(by: TakingsPeriod, start: Date): Date {
  if (by === 'day') return new Date(start.getTime() - DAY_MS);
  if (by === 'week') return new Date(start.getTime() - 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1));
}

/**
 * The first Lagos day ('2026-11-16') of each bar the page shows at this moment, oldest first: the last one is
 * today, this week (from Monday) or this month.
 */
export function takingsBarStarts(by: TakingsPeriod, now: number): string[] {
  const starts = [periodStartOf(by, lagosCalendar(now))];
  while (starts.length < TAKINGS_BARS[by]) starts.unshift(periodBefore(by, starts[0]!));
  return starts.map(isoOf);
}

/** The period a page's `?by=` names; a fortnight of days for anything else. */
export const takingsPeriodOf = (by: string | null | undefined): TakingsPeriod =>
  takingsPeriods.find((period) => period === by) ?? 'day';

/** How many best sellers the page lists, by units and by naira. */
export const BEST_SELLERS = 5;

type Sale = { name: string; units: number; amount: number };

const topOf = <S extends Sale>(sales: readonly S[], by: (sale: S) => number) =>
  [...sales].sort((a, b) => by(b) - by(a) || a.name.localeCompare(b.name)).slice(0, BEST_SELLERS);

/** The products that sold most, by units and by naira; a tie goes by name. */
export const bestSellersOf = <S extends Sale>(sales: readonly S[]) => ({
  byUnits: topOf(sales, (sale) => sale.units),
  byAmount: topOf(sales, (sale) => sale.amount),
});
