import {
  DEFAULT_ONLINE_DISCOUNT_RATE,
  defaultDeliveryRules,
  isOnlinePayment,
  type PaymentOption,
  type ShopConfig,
} from '../../api';
import type { CheckoutConfig } from '../../machines/checkout-order';
import { paymentMethodLabels, type PaymentMethodOption } from '../../ui';
import { useShopConfig } from '../shell/root-data';

/** When /api/config could not be read: the shop's default rules, and only the method that needs no provider. */
const fallback: CheckoutConfig = {
  delivery: defaultDeliveryRules,
  onlineDiscountRate: DEFAULT_ONLINE_DISCOUNT_RATE,
  payments: [{ method: 'cod', enabled: true, testMode: false }],
};

/** What the cart and the checkout need of the shop's settings, never null. */
export function useCheckoutConfig(): CheckoutConfig & { bankTransfer: ShopConfig['bankTransfer'] | null } {
  const config = useShopConfig();
  if (!config) return { ...fallback, bankTransfer: null };
  const { delivery, onlineDiscountRate, payments, bankTransfer } = config;
  return { delivery, onlineDiscountRate, payments, bankTransfer };
}

/** '5%' */
/**
 * The methods the server enables, in the shop's words; a sandbox or test key is marked test mode
 * (docs/decisions/026-payment-methods-and-the-sandbox.md).
 */
export const paymentChoices = (payments: readonly PaymentOption[]): PaymentMethodOption[] =>
  payments
    .filter((option) => option.enabled)
    .map((option) => ({
      value: option.method,
      label: paymentMethodLabels[option.method],
      testMode: option.testMode,
    }));

export const offersOnlinePayment = (payments: readonly PaymentOption[]) =>
  payments.some((option) => option.enabled && isOnlinePayment(option.method));
