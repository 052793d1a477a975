/**
 * The API speaks naira; sums are done in whole kobo so that 0.1 + 0.2 never shows up on a receipt.
 */
export const toKobo = (naira: number): number => Math.round(naira * 100);
export const fromKobo = (kobo: number): number => kobo / 100;

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** '₦12,500.00': the ₦ sign and two decimals everywhere, the payment verification screen too. */
export const formatNaira = (amount: number): string => naira.format(amount);

/** A rate as shoppers read it: 0.05 is '5%', 0.075 is '7.5%' (the online payment discount). */
export const formatPercent = (rate: number): string => `${Math.round(rate * 1000) / 10}%`;

/** Naira as the owner types it ('45,000', '₦45000.50'); null when it is not an amount. */
export function readTypedNaira(typed: string): number | null {
  const cleaned = typed.replace(/[₦,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}
