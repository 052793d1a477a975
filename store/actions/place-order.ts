import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import {
  eachAddressField,
  defaultDeliveryRules,
  isFailure,
  messages,
  paymentMethods,
  validateAddress,
  type Address,
  type PaymentMethod,
  type ShopClient,
} from '../../api';
import { isOneOf } from '../../api/guards';
import { byId } from '../../machines/cart-lines';
import type { FieldErrors } from '../../machines/checkout-order';
import { orderItems } from '../../machines/checkout-order';
import { apiFrom, visitorFrom } from '../data/api';
import { orElse } from '../data/load';
import { cartOfRequest } from '../data/server-cart';
import { done, field, refused } from './answer';

/** What the checkout shows again after a refused PLACE ORDER: everything typed, the method, the messages. */
export interface PlaceOrderProblem {
  address: Address;
  method: PaymentMethod;
  message: string;
  fieldErrors: FieldErrors;
  /** the review gate: a logged-in shopper who has not reviewed the shop is asked for a review first */
  review?: { rating: number | null; comment: string; error: string | null };
}

/**
 * The checkout review gate without scripts: a logged-in shopper who has not reviewed the shop is asked first (the
 * page again, with the review step); Submit Review sends it, then the order goes ahead, and a failed review drops
 * the held order; Skip places it at once. Null: the order may go ahead.
 */
async function reviewGate(form: FormData, api: ShopClient, loggedIn: boolean) {
  const intent = field(form, 'intent');
  if (!loggedIn || intent === 'skip') return null;
  const rating = /^[1-5]$/.test(field(form, 'rating')) ? Number(field(form, 'rating')) : null;
  const comment = field(form, 'comment').trim();
  const ask = (error: string | null) => ({ rating, comment, error });
  if (intent !== 'review') {
    const own = await api.ownShopReview();
    return isFailure(own) || own.review !== null ? null : ask(null);
  }
  if (rating === null) return ask(messages.selectRating);
  if (!comment) return ask(messages.writeComment);
  const sent = await api.shopReviewSubmit({ rating, comment });
  return isFailure(sent) ? ask(sent.message || messages.reviewFailed) : null;
}

const isPaymentMethod = (value: string): value is PaymentMethod => isOneOf(paymentMethods, value);

/**
 * PLACE ORDER without JavaScript: the delivery form checked with the shop's messages (api/messages.ts), the order
 * made from the cart the cookies name (the server prices it again), then for a pay-before-delivery order the
 * cart emptied and MY ORDERS with the bank details; for a card the provider's page. The form's hidden
 * `idempotencyKey` makes a second press of the same form the same order.
 */
export async function placeOrderAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const address = eachAddressField(({ name }) => field(form, name));
  const chosen = field(form, 'paymentMethod');
  const method: PaymentMethod = isPaymentMethod(chosen) ? chosen : 'cod';
  const problem = (message: string, fieldErrors: FieldErrors = {}, status = 400) =>
    refused<PlaceOrderProblem>({ address, method, message, fieldErrors }, status);
  const api = apiFrom(context);

  if (!isPaymentMethod(chosen)) return problem(messages.invalidPaymentMethod);
  // the shop's own areas, as the server checks them: an error the server would give is said beside its field
  const delivery = orElse(await api.config(), null)?.config.delivery ?? defaultDeliveryRules;
  const check = validateAddress(address, delivery);
  if (!check.ok) return problem(check.message, check.fields);

  const cart = await cartOfRequest(api);
  const items = orderItems(cart.lines, byId(cart.products));
  if (items.length === 0) return problem(messages.cartEmptyOrInvalid);
  const review = await reviewGate(form, api, visitorFrom(context).loggedIn);
  if (review)
    return data<PlaceOrderProblem>(
      { address, method, message: '', fieldErrors: {}, review },
      { status: review.error ? 400 : 200 },
    );

  const order = { address: check.address, items, amount: 0 };
  const options = { idempotencyKey: field(form, 'idempotencyKey') || undefined };
  if (method === 'paystack' || method === 'flutterwave') {
    const placed =
      method === 'paystack'
        ? await api.paystackOrder(order, options)
        : await api.flutterwaveOrder(order, options);
    if (isFailure(placed)) return problem(placed.message, {}, placed.status);
    return redirect('authorization_url' in placed ? placed.authorization_url : placed.link);
  }
  const placed = await api.placeOrder(order, options);
  if (isFailure(placed)) return problem(placed.message, {}, placed.status);
  await api.cartClear({});
  return done(`/orders?placed=${encodeURIComponent(placed.orderId)}`, messages.orderPlaced);
}
