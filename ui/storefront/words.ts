/** '1 review', '12 reviews', '1 item': English counts the shop prints in several places. */
export function countOf(count: number, one: string, many: string = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Review dates are ms since epoch (api/), shown as '4 Mar 2025' in the shop's locale and in Lagos time, so the
 * server's render and the shopper's phone print the same day.
 */
const reviewDate = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

export function formatReviewDate(ms: number): string {
  return reviewDate.format(ms);
}

/** What the shop says of a perfume out of stock, beside its price and its choices (its badge says OUT OF STOCK). */
export const currentlyUnavailable = 'Currently unavailable';
