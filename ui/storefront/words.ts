/** '1 review', '12 reviews', '1 item': English counts the shop prints in several places. */
export function countOf(count: number, one: string, many: string = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Review dates are ms since epoch (api/), shown as 'Mar 4, 2025' in the shop's locale. */
const reviewDate = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });

export function formatReviewDate(ms: number): string {
  return reviewDate.format(ms);
}

/** What the shop says of a perfume out of stock, beside its price and its choices (its badge says OUT OF STOCK). */
export const currentlyUnavailable = 'Currently unavailable';
