import { DEFAULT_ONLINE_DISCOUNT_RATE, defaultDeliveryRules, type ShopConfig } from '../../../api';
import { whatsAppLinks } from '../../content/whatsapp';
import { useShopConfig } from '../../shell/root-data';

/**
 * What the marketing screens need of the shop's settings, never null: the delivery rule, the online
 * discount, the WhatsApp links for the business phone. When /api/config could not be read, the default
 * rules stand and the contact details (which have no default) are null.
 */
export function useShopInfo() {
  const config: ShopConfig | null = useShopConfig();
  return {
    delivery: config?.delivery ?? defaultDeliveryRules,
    onlineDiscountRate: config?.onlineDiscountRate ?? DEFAULT_ONLINE_DISCOUNT_RATE,
    contact: config?.contact ?? null,
    chatWidget: config?.chatWidget ?? null,
    whatsApp: whatsAppLinks(config?.businessPhone ?? ''),
  };
}
