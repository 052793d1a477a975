import { adminHandlers } from './admin';
import { adminBusinessHandlers } from './admin-business';
import { adminCustomersHandlers } from './admin-customers';
import { adminInboxHandlers } from './admin-inbox';
import { adminNewOrderHandlers } from './admin-new-order';
import { adminPeopleHandlers } from './admin-people';
import { adminPopupHandlers } from './admin-popup';
import { adminSettingsHandlers } from './admin-settings';
import { adminProductsHandlers } from './admin-products';
import { adminStatementsHandlers } from './admin-statements';
import { cartHandlers } from './cart';
import { configHandlers } from './config';
import { contactHandlers } from './contact';
import { newsletterHandlers } from './newsletter';
import { orderLinksHandlers } from './order-links';
import { ordersHandlers } from './orders';
import { paymentsHandlers } from './payments';
import { popupHandlers } from './popup';
import { productsHandlers } from './products';
import { reviewsHandlers } from './reviews';
import { secondFactorHandlers } from './second-factor';
import { shopReviewsHandlers } from './shop-reviews';
import { usersHandlers } from './users';

export {
  adminHandlers,
  adminBusinessHandlers,
  adminCustomersHandlers,
  adminInboxHandlers,
  adminNewOrderHandlers,
  adminPeopleHandlers,
  adminPopupHandlers,
  adminSettingsHandlers,
  adminProductsHandlers,
  adminStatementsHandlers,
  cartHandlers,
  configHandlers,
  contactHandlers,
  newsletterHandlers,
  orderLinksHandlers,
  ordersHandlers,
  paymentsHandlers,
  popupHandlers,
  productsHandlers,
  reviewsHandlers,
  secondFactorHandlers,
  shopReviewsHandlers,
  usersHandlers,
};

/** Every endpoint of api/'s table, answered by the in-memory mock shop (mocks/state.ts). */
export const handlers = [
  ...configHandlers,
  ...popupHandlers,
  ...productsHandlers,
  ...cartHandlers,
  ...reviewsHandlers,
  ...shopReviewsHandlers,
  ...newsletterHandlers,
  ...contactHandlers,
  ...usersHandlers,
  ...ordersHandlers,
  ...orderLinksHandlers,
  ...paymentsHandlers,
  ...adminHandlers,
  ...adminNewOrderHandlers,
  ...adminBusinessHandlers,
  ...adminCustomersHandlers,
  ...adminStatementsHandlers,
  ...adminPopupHandlers,
  ...adminSettingsHandlers,
  ...adminPeopleHandlers,
  ...secondFactorHandlers,
  ...adminProductsHandlers,
  ...adminInboxHandlers,
];
