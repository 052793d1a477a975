// The order reference a shopper sees ('#2a535483') is api/'s, so the mails and the track form print the same.
export { shortOrderId } from '../../api/rules/order-reference';

// Fixed to Lagos time so the server's render and the shopper's phone print the same day.
const orderDate = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** 1741772400000 -> '12 Mar 2025'. Takes ms since epoch (the API's `date`) or a Date. */
export function formatOrderDate(date: number | Date): string {
  return orderDate.format(date);
}
