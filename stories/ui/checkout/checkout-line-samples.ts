// Lines as the checkout lists them, for the CheckoutLines, CheckoutSummary and CheckoutUnavailable stories.
import type { CheckoutLineItem } from '../../../ui/checkout';

export const oudLine: CheckoutLineItem = {
  key: 'oud',
  name: 'Ọba Oud',
  options: 'Base: Oud, Side: Rose, Size: 50ml',
  quantity: 1,
  price: 85000,
};

export const attarLine: CheckoutLineItem = {
  key: 'attar',
  name: 'Sokoto Sandal Attar',
  quantity: 2,
  price: 52000,
};

/** Sold out since it was added. */
export const soldOutLine: CheckoutLineItem = {
  key: 'zuma',
  name: 'Zuma Smoke',
  options: 'Size: 50ml',
  quantity: 1,
  price: 95000,
  problem: 'This product is out of stock',
};

/** Three of a scent with two left. */
export const shortLine: CheckoutLineItem = {
  key: 'sarauta',
  name: 'Sarauta Oud',
  options: 'Size: 50ml',
  quantity: 3,
  price: 360000,
  problem: 'Only 2 available in stock',
};

/** A product the shop no longer sells: no name, no price. */
export const goneLine: CheckoutLineItem = {
  key: 'gone',
  quantity: 1,
  problem: 'This product is no longer sold',
};
