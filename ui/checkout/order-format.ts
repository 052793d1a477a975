/**
 * The order id a shopper sees: its last 8 characters ('#2a535483'). ui/ may not import api/, so it keeps its own:
 * it must print what api/rules/order-reference.ts prints (the mails, the track form).
 */
export function shortOrderId(id: string): string {
  return `#${id.slice(-8)}`;
}

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
