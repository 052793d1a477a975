import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import {
  cashOnlyAtPickup,
  chooseKeyedInPayment,
  chooseOrderSource,
  eachAddressField,
  emptyAddress,
  isFailure,
  keyedInPayments,
  NEW_ORDER_LINES,
  newOrderHasNoLines,
  orderSources,
  readCartItemKey,
  validateAddress,
  type DeliveryRules,
  type NewOrderRequest,
} from '../../api';
import { isOneOf } from '../../api/guards';
import type { NewOrderDraft, NewOrderField } from '../../ui';
import { adminPaths } from '../admin/view';
import { apiFrom } from '../data/api';
import { field, refused } from './answer';

/**
 * /admin/orders/new: an order the shop keys in for a customer (docs/decisions/060-orders-keyed-in.md). Checked by
 * hand here with api/'s rules (its schemas would bring zod to the page's scripts); the server checks it again,
 * prices it and takes its stock. Placed, it opens the order's page, which says so and holds the WhatsApp message.
 */

export type NewOrderErrors = Partial<Record<NewOrderField, string>>;

/** The form again, as typed, with why it was refused. */
export type NewOrderAnswer = { draft: NewOrderDraft; errors: NewOrderErrors; message: string };

/** A new form: a WhatsApp order by transfer to be delivered, one of each perfume chosen. */
export const emptyDraft: NewOrderDraft = {
  from: 'whatsapp',
  pay: 'transfer',
  delivery: 'address',
  lines: Array.from({ length: NEW_ORDER_LINES }, () => ({ choice: '', quantity: '1' })),
  address: emptyAddress,
};

/** The order's page once placed: it says the order is placed, to whom, and what to send them. */
export const placedOrderPath = (orderId: string) => `${adminPaths.order(orderId)}?placed`;

export function draftFromForm(form: FormData): NewOrderDraft {
  const texts = (name: string) => form.getAll(name).map((value) => (typeof value === 'string' ? value : ''));
  const quantities = texts('quantity');
  return {
    from: field(form, 'from'),
    pay: field(form, 'pay'),
    delivery: field(form, 'delivery') === 'pickup' ? 'pickup' : 'address',
    lines: texts('line').map((choice, index) => ({ choice, quantity: quantities[index] ?? '' })),
    address: eachAddressField(({ name }) => field(form, name)),
  };
}

/** The call's body from the form, or what to fix, by field. */
export function checkNewOrder(
  draft: NewOrderDraft,
  rules: Pick<DeliveryRules, 'localState' | 'localAreas'>,
): { request: NewOrderRequest } | { errors: NewOrderErrors } {
  const errors: NewOrderErrors = {};
  const chosen = draft.lines.filter((line) => line.choice !== '');
  const items = chosen.flatMap((line) => {
    const read = readCartItemKey(line.choice);
    const quantity = Number(line.quantity.trim());
    if (!read || !Number.isInteger(quantity) || quantity < 1 || quantity > 999) return [];
    return [{ ...read, quantity }];
  });
  if (chosen.length === 0) errors.lines = newOrderHasNoLines;
  else if (items.length < chosen.length) errors.lines = 'Give how many of each perfume, from 1 to 999';
  if (!isOneOf(orderSources, draft.from)) errors.from = chooseOrderSource;
  const pickup = draft.delivery === 'pickup';
  if (!isOneOf(keyedInPayments, draft.pay)) errors.pay = chooseKeyedInPayment;
  else if (draft.pay === 'cash' && !pickup) errors.pay = cashOnlyAtPickup;
  const address = validateAddress(draft.address, rules, { pickup });
  if (!address.ok) Object.assign(errors, address.fields);
  if (
    Object.keys(errors).length > 0 ||
    !isOneOf(orderSources, draft.from) ||
    !isOneOf(keyedInPayments, draft.pay)
  )
    return { errors };
  return { request: { from: draft.from, pay: draft.pay, pickup, address: draft.address, items } };
}

export async function adminNewOrderAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const api = apiFrom(context);
  const form = await request.formData();
  const draft = draftFromForm(form);
  const refuse = (errors: NewOrderErrors, message: string, status?: number) =>
    refused({ draft, errors, message } satisfies NewOrderAnswer, status);
  const config = await api.config();
  if (isFailure(config)) return refuse({}, config.message, config.status);
  const checked = checkNewOrder(draft, config.config.delivery);
  if ('errors' in checked) return refuse(checked.errors, 'Some details need fixing');
  const answer = await api.adminNewOrder({
    ...checked.request,
    attempt: field(form, 'attempt') || undefined,
  });
  if (isFailure(answer)) return refuse({}, answer.message, answer.status);
  return redirect(placedOrderPath(answer.orderId));
}
