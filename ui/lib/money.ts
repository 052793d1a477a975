// ui/ may not import api/, so it keeps its own formatter; it must print exactly what api/rules/money.ts prints.
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** 12500 -> '₦12,500.00': the ₦ sign and two decimals everywhere, the payment verification screen too. */
export function formatPrice(amount: number): string {
  return naira.format(amount);
}
