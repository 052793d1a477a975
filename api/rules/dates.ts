/**
 * The shop's dates as a person reads them: always in Lagos time, so the server's page and the shopper's phone
 * print the same day whatever zone either runs in. ui/ imports this module as a value, so it imports nothing.
 */
const LAGOS = 'Africa/Lagos';

const day = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: LAGOS,
});
const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: LAGOS,
});
const longDay = new Intl.DateTimeFormat('en-NG', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LAGOS,
});
const longDateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: LAGOS,
});
const year = new Intl.DateTimeFormat('en-NG', { year: 'numeric', timeZone: LAGOS });
// Canada's English writes the day as ISO does
const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: LAGOS,
});

/** '26 Nov 2026': the day of an order, a review, a message. Takes ms since epoch (the API's `date`) or a Date. */
export function formatDay(at: number | Date): string {
  return day.format(at);
}

/** '26 Nov 2026, 14:05': when something was done in the admin (history, audit log, invitations). */
export function formatDateTime(at: number | Date): string {
  return dateTime.format(at);
}

/**
 * 'Saturday, 16 January 2027': a day the shop set as an ISO date ('2027-01-16'), such as a workshop's. Read at noon
 * UTC, which is the same day in Lagos (UTC+1).
 */
export function formatLongDay(isoDate: string): string {
  return longDay.format(new Date(`${isoDate}T12:00:00Z`));
}

/** '26 November 2026 at 14:05': a moment written out in a mail's sentence. */
export function formatLongDateTime(at: number | Date): string {
  return longDateTime.format(at);
}

/** '2027': the year in Lagos, already the next one from 23:00 UTC on New Year's Eve. */
export function formatYear(at: number | Date): string {
  return year.format(at);
}

/** '2026-11-26': the Lagos day as a file's name wants it (an export downloaded at 23:30 UTC is the next day's). */
export function formatIsoDay(at: number | Date): string {
  return isoDay.format(at);
}

const isoDateTime = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LAGOS,
});

/** '2026-11-26 14:05': a Lagos moment as a spreadsheet reads it (the accountant's exports). */
export function formatIsoDateTime(at: number | Date): string {
  const part = Object.fromEntries(isoDateTime.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** A day's length in milliseconds: Lagos keeps no summer time, so every day there has this many. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** What a day typed in another form than '2026-11-25' is told. */
export const dayFormatSentence = 'Give the date as YYYY-MM-DD';

/** What a day the calendar does not have ('2026-02-30') is told. */
export const noSuchDaySentence = (isoDay: string) =>
  `There is no day ${isoDay} in the calendar. ${dayFormatSentence}.`;

/** The moment a day ('2026-11-25') starts in UTC, or null when the calendar has no such day (2026-02-30). */
export function calendarDayOf(isoDay: string): number | null {
  const [year = 0, month = 0, date = 0] = isoDay.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
  return real ? utc.getTime() : null;
}
