/** '1 review', '12 reviews', '1 item': English counts the shop prints in several places. */
export function countOf(count: number, one: string, many: string = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Review dates are ms since epoch (api/), shown as '4 Mar 2025' in Lagos time, as every day the shop prints. */
export { formatDay as formatReviewDate } from '../../api/rules/dates';

/** What the shop says of a perfume out of stock, beside its price and its choices (its badge says OUT OF STOCK). */
export const currentlyUnavailable = 'Currently unavailable';
