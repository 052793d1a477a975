import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import {
  addressFields,
  isFailure,
  messages,
  paymentMethods,
  validateAddress,
  type Address,
  type PaymentMethod,
} from '../../api';
import { byId } from '../../machines/cart-lines';
import type { FieldErrors } from '../../machines/checkout-order';
import { orderItems } from '../../machines/checkout-order';
import { apiFrom } from '../data/api';
import { cartOfRequest } from '../data/server-cart';
import { done, field, refused } from './answer';

/** What the checkout shows again after a refused PLACE ORDER: everything typed, the method, the messages. */
export interface PlaceOrderProblem {
  address: Address;
  method: PaymentMethod;
  message: string;
  fieldErrors: FieldErrors;
}

const isPaymentMethod = (value: string): value is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(value);

/**
 * PLACE ORDER without JavaScript: the delivery form checked with the specification's messages, the order
 * made from the cart the cookies name (the server prices it again), then for a pay-before-delivery order the
 * cart emptied and MY ORDERS with the bank details; for a card the provider's page. The form's hidden
 * `idempotencyKey` makes a second press of the same form the same order.
 */
export async function placeOrderAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const api = apiFrom(context);
  const address = Object.fromEntries(addressFields.map(({ name }) => [name, field(form, name)])) as Address;
  const chosen = field(form, 'paymentMethod');
  const method: PaymentMethod = isPaymentMethod(chosen) ? chosen : 'cod';
  const problem = (message: string, fieldErrors: FieldErrors = {}, status = 400) =>
    refused<PlaceOrderProblem>({ address, method, message, fieldErrors }, status);

  if (!isPaymentMethod(chosen)) return problem(messages.invalidPaymentMethod);
  const check = validateAddress(address);
  if (!check.ok) return problem(check.message, check.fields);

  const cart = await cartOfRequest(api);
  const items = orderItems(cart.lines, byId(cart.products));
  if (items.length === 0) return problem(messages.cartEmptyOrInvalid);

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
