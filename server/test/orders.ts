import type { PlaceOrderRequest } from '../../api';
import { anAddress } from '../../api/test/product';

/** An order of `quantity` of one product without choices, to Ibadan. */
export const orderOf = (productId: string, quantity = 1, email = anAddress.email): PlaceOrderRequest => ({
  address: { ...anAddress, email },
  items: [{ productId, quantity, variations: {} }],
  amount: 0,
});
