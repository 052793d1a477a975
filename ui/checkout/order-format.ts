// The order reference a shopper sees ('#2a535483') is api/'s, so the mails and the track form print the same.
export { shortOrderId } from '../../api/rules/order-reference';

/** 1741772400000 -> '12 Mar 2025', in Lagos time: api/'s day, so every screen prints a date the same way. */
export { formatDay as formatOrderDate } from '../../api/rules/dates';
