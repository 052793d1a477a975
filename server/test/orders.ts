import type { PlaceOrderRequest } from '../../api';

export const ibadanAddress = {
  firstName: 'Adebayo',
  lastName: 'Bello',
  email: 'adebayo@example.com',
  street: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  area: '',
  zipcode: '200001',
  country: 'Nigeria',
  phone: '08012345678',
};

/** An order of `quantity` of one product without choices, to Ibadan. */
export const orderOf = (productId: string, quantity = 1, email = ibadanAddress.email): PlaceOrderRequest => ({
  address: { ...ibadanAddress, email },
  items: [{ productId, quantity, variations: {} }],
  amount: 0,
});
