// The shop's state machines. Each names its effects in setup(); the store provides them with .provide().
export * from './effects';
export * from './cart';
export * from './cart-lines';
export * from './product-options';
export * from './checkout';
export * from './checkout-order';
export * from './payment-verification';
export * from './popup';
export * from './hero-carousel';
export * from './orders-list';
