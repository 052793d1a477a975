import { ELSEWHERE } from './rules/delivery';

/**
 * The shop's messages, word for word as shoppers and the original client know them, and the ones added since.
 * Every screen, machine and server route takes its text from here, so none of them can drift.
 */
export const messages = {
  outOfStock: 'This product is out of stock',
  onlyInStock: (stock: number) => `Only ${stock} available in stock`,
  /** added by us: the most of one perfume, all its lines counted, a cart or an order may hold */
  tooManyOfOneItem: (name: string, max: number) =>
    `You can order at most ${max} of ${name} at a time, counting all its sizes and options. Please lower the quantity, or contact us for a larger order.`,
  selectBeforeAdd: (names: readonly string[]) => `Please select: ${names.join(', ')} before adding to cart.`,
  selectBase: 'Please select a base Scent option',
  selectSide: 'Please select a side Scent option',
  selectSizeOrWrap: 'Please select a size or wrap option',
  addedToCart: (quantity: number, name: string) => `${quantity} ${name} added to cart!`,
  /** added by us: a guest's addition the shop could not be reached for (machines/cart.ts) */
  keptOffline: (quantity: number, name: string) =>
    `You're offline: ${quantity} ${name} is kept in your cart on this device, and sent to the shop the next time you open it online.`,
  /** added by us: a shopper's addition, which lives in their account's cart, made offline */
  notAddedOffline: (quantity: number, name: string) =>
    `You're offline, so ${quantity} ${name} could not be added to your cart. Please try again once you're back online.`,

  loginToReview: 'Please login to submit a review',
  selectRating: 'Please select a rating',
  writeComment: 'Please write a comment',
  reviewFailed: 'Failed to submit review',
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  reviewSubmitted: 'Review submitted successfully!',
  thanksForReview: 'Thanks for your review!',

  subscribed: 'Subscription successful! 🎉',
  subscriptionFailed: 'Subscription failed. Please try again.',
  networkError: 'Network error. Please try again.',
  /** added by us: the heading of a page that could not be fetched for want of a network */
  offlineTitle: "You're offline",
  /** added by us: under it, what is kept and what to do */
  offlinePage:
    'This page could not be fetched. Your cart is kept on this device: try again once you have a connection.',
  /** added by us: PLACE ORDER pressed without a connection; the form keeps every field, nothing is sent again by itself */
  orderNotPlacedOffline:
    "You're offline, so your order is not placed yet. Everything you filled in is kept: tap PLACE ORDER again once you're back online.",
  /** added by us: a part of the page (a dialog) whose code could not be fetched, after three tries */
  partUnavailable: 'This could not be loaded. Please check your connection and reload the page.',

  accountCreated: 'Account created successfully!',
  loggedIn: 'Logged in successfully!',
  loggedOut: 'Logged out successfully',

  resetEmailSent: 'Password reset email sent successfully!',
  resetEmailFailed: 'Failed to send reset email!',
  somethingWentWrongBang: 'Something went wrong! Please try again.',
  resetFailed: 'Something went wrong!',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  /** added by us: the account page's change password and log out everywhere */
  currentPasswordWrong: 'That is not your current password.',
  passwordChanged:
    'Your password has been changed. Every other device has been logged out; this one stays logged in.',
  loggedOutEverywhere: 'You have been logged out on every device.',

  orderPlaced: 'Order placed successfully!',
  /** added by us: Pay now, on an order that does not wait for a card payment (paid, a transfer's, closed) */
  payNowClosed: 'This order is not waiting for a card payment.',
  /** added by us: Pay now, on an order the shop itself cancelled */
  payNowCancelledByShop: 'The shop cancelled this order, so it cannot be paid. Please place a new order.',
  /** added by us: Pay now, when the stock the order held has been sold meanwhile: nothing changes */
  payNowSoldOut:
    'Sorry, some perfumes in this order are no longer in stock, so it cannot be paid now. Nothing was charged and the order is unchanged.',
  invalidPaymentMethod: 'Invalid payment method',
  orderFailed: 'Order placement failed',
  ordersLoadFailed: 'Failed to load orders',
  /** added by us: the track form takes the reference shown on an order, or its whole id */
  orderReferenceInvalid:
    'Please enter the reference shown on your order (like #2a535483) or its whole order id.',
  fillRequired: (fields: readonly string[]) => `Please fill in all required fields: ${fields.join(', ')}`,
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  /** added by us: what the phone field says under it, as the shop takes Nigerian mobiles only */
  nigerianPhone: 'Please enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567',
  invalidZipcode: 'Please enter a zipcode of digits only',
  /** added by us: the checkout's State, Delivery area and Country, as the delivery fee goes by them */
  unlistedState: 'Please choose your State from the list of Nigerian states.',
  areaNotInState: (area: string, state: string) =>
    `${area} is not in ${state}. Please choose a Delivery area in ${state}, or ${ELSEWHERE}.`,
  outsideNigeria: 'We deliver within Nigeria only. Please enter Nigeria as the Country.',
  cartEmptyOrInvalid: 'Your cart is empty or contains invalid items.',
  /** added by us: the checkout's words for a cart line whose product the shop no longer sells */
  noLongerSold: 'This product is no longer sold',
  /** added by us: the checkout, when some lines of the cart cannot be bought */
  someLinesUnavailable: 'Some items in your cart cannot be bought right now. They are not in this order:',

  invalidVerificationParams: 'Invalid verification parameters',
  missingPaystackReference: 'Missing reference for Paystack verification',
  missingFlutterwaveTransaction: 'Missing transaction ID for Flutterwave',
  invalidGateway: 'Invalid payment gateway',
  verificationFailed: 'Payment verification failed',
  verificationError: 'An error occurred during verification',
  referenceMissingContactSupport:
    'Payment reference missing. Please contact support with your order details.',

  unexpectedError: 'Unexpected Application Error!',
  loginRequired: 'Please log in to continue',
  /** an account of a shopper (or staff asking for the owner's calls) in /admin */
  staffOnly: "This account cannot do that in the shop's admin. Log in with a staff or owner account.",
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  passwordTooCommon: 'That password is too common. Please choose one that is harder to guess',
  unexpectedAnswer: 'The shop sent an answer we could not read. Please try again.',
  /** added by us: a date range in the admin (the orders' filter, the audit log, the accountant's exports) */
  firstDayAfterLastDay: 'The first day comes after the last day.',
  /** added by us: the accountant's exports, asked without both days */
  exportDaysMissing: 'Choose the first and the last day of the export.',
  /** added by us: the accountant's exports cover a year at most, so one file stays quick to make and to open */
  exportRangeTooLong: 'An export covers a year at most (366 days). Choose a shorter range.',
} as const;
