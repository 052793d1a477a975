import { messages } from '../../api';

/**
 * Sentences only the server says (the shop's shared messages live in api/messages.ts). They answer
 * failures the storefront never causes itself: bad requests from elsewhere, expired sessions, limits.
 */
export const serverMessages = {
  sessionExpired: 'Your session has expired. Please log in again.',
  notFromShopPages: "This form did not come from the shop's own pages. Please reload the page and try again.",
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  productNotFound: 'We could not find that product.',
  notInCart: 'That item is not in your cart.',
  orderNotFound: 'We could not find an order with that id and email.',
  contactReceived: 'Thank you for your message. We will get back to you soon.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order.',
  idempotencyKeyTooLong: 'The Idempotency-Key header must be at most 200 characters.',
  notJson: 'Please send the request body as JSON (Content-Type: application/json).',
  malformedJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  noSuchCall: 'There is no such API call.',
  payBeforeDeliveryOff:
    'This shop does not take pay before delivery at the moment. Please choose another payment method.',
  databaseUnavailable: 'The shop is unavailable for a moment. Please try again in a minute.',
  hashingBusy: 'The shop is busy signing other shoppers in. Please try again in a moment.',
  statementsBusy: 'The shop is still reading other statements. Please try again in a moment.',
  /** the storefront's cart says it too, before it sends anything */
  tooManyOfOneItem: messages.tooManyOfOneItem,
  /** one client address (perhaps a carrier's, shared by many shoppers) holding much of a perfume unpaid */
  heldFromYourNetwork: (name: string) =>
    `Many orders of ${name} from your network are waiting for payment, so we cannot hold more of it for now. Please try again in an hour, or contact us to arrange your order.`,
  guestOrderTooLarge: (max: string) =>
    `An order placed without an account can come to at most ${max}. Please log in or create an account to place a larger order, or contact us.`,
} as const;
