import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import {
  amountNotNaira,
  chooseMoneyMethod,
  DELIVERY_NOTE_MAX,
  deliveryNoteMissing,
  deliveryNoteTooLong,
  isFailure,
  moneyMethods,
  paymentAmountMissing,
  paymentReferenceMissing,
  readTypedNaira,
  REFUND_REASON_MAX,
  refundAmountMissing,
  refundReasonMissing,
  refundReasonTooLong,
  ORDER_NOTE_MAX,
  orderNoteMissing,
  orderNoteTooLong,
  orderStatuses,
  shortOrderId,
  type AdminOrder,
} from '../../api';
import { isOneOf } from '../../api/guards';
import { adminPaths } from '../admin/view';
import { apiFrom, onServer } from '../data/api';
import { done, field, refused } from './answer';

/**
 * The admin's forms, as the server answers them without JavaScript and the browser's router with it: the same
 * code. A change is answered with a redirect to the order and its sentence (Post/Redirect/Get) on the server, and
 * with the sentence itself in the browser, where the router reloads the page's data after it. The api's zod
 * schemas are not used here: they would bring zod to the browser, and the storefront's entry with it (a chunk
 * shared with these modules). The server checks every call with them and says what is wrong.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const filterFields = ['status', 'payment', 'from', 'to', 'search'] as const;
type FilterField = (typeof filterFields)[number];
export type OrdersFilter = Partial<Record<FilterField, string>>;

/**
 * The orders found by a posted filter (a page of them: `older` starts the next; `olderPage` when this page is not
 * the newest), or why the filter was refused (by field, or for the whole form).
 */
export type OrdersFilterAnswer =
  | { filter: OrdersFilter; orders: AdminOrder[]; older: string | null; olderPage: boolean }
  | { filter: OrdersFilter; errors: Partial<Record<FilterField | 'form', string>> };

/**
 * /admin/orders' filter: posted, as its search may hold a shopper's email or phone, which never ride in a URL;
 * answered with the page and the orders found.
 */
export async function adminOrdersAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  if (field(form, 'intent') === 'clear') return redirect('/admin/orders');
  if (field(form, 'intent') === 'ship') return markShipped(context, chosenOrders(form), field(form, 'note'));
  const filter: OrdersFilter = Object.fromEntries(
    filterFields.map((name) => [name, field(form, name).trim()]),
  );
  const errors: Partial<Record<FilterField, string>> = {};
  for (const day of ['from', 'to'] as const)
    if (filter[day] && !DAY.test(filter[day] ?? '')) errors[day] = 'Give the date as YYYY-MM-DD';
  if (Object.keys(errors).length > 0)
    return refused({ message: 'The filter was refused', filter, errors } satisfies OrdersFilterAnswer & {
      message: string;
    });
  const older = field(form, 'older');
  const answer = await apiFrom(context).adminOrders({ ...filter, older });
  if (isFailure(answer)) {
    // a day the calendar does not have is the server's to say; it names the day
    const at = (['from', 'to'] as const).find((day) => filter[day] && answer.message.includes(filter[day]));
    return refused(
      { message: answer.message, filter, errors: { [at ?? 'form']: answer.message } },
      answer.status,
    );
  }
  return {
    filter,
    orders: answer.orders,
    older: answer.older,
    olderPage: older !== '',
  } satisfies OrdersFilterAnswer;
}

/** What marking the chosen orders shipped came to: the sentence, or why nothing was shipped and what was chosen. */
export type ShipAnswer =
  { done: string } | { shipProblem: string; chosen: string[]; note: string; at?: 'note' };

export const noOrderChosen = 'Choose the orders to mark shipped';

/** The ids ticked on the to-ship list, each once. */
const chosenOrders = (form: FormData) => [
  ...new Set(form.getAll('order').filter((value) => typeof value === 'string')),
];

/** A few references in a sentence; past five, how many (a notice is a line or two, not a list). */
const references = (orderIds: readonly string[]) =>
  orderIds.length > 5 ? `${orderIds.length} orders` : orderIds.map(shortOrderId).join(', ');

/**
 * Packing day's last step: every chosen order marked shipped, each as its own page's "Change status" does it
 * (audited, its shopper mailed), and given the delivery note when one was written (one rider, one round). One the
 * server refuses (cancelled since) is named with why; the rest ship. None chosen, or a note too long, is refused
 * before anything changes.
 */
async function markShipped(context: unknown, chosen: string[], note: string): Promise<unknown> {
  const refuse = (message: string, at?: 'note') =>
    refused<ShipAnswer & { message: string }>({ message, shipProblem: message, chosen, note, at });
  const deliveryNote = note.trim();
  if (chosen.length === 0) return refuse(noOrderChosen);
  if (deliveryNote.length > DELIVERY_NOTE_MAX) return refuse(deliveryNoteTooLong, 'note');
  const api = apiFrom(context);
  const shipped: string[] = [];
  const notShipped: string[] = [];
  // shipped, but moved on by someone else before its note (delivered already): the owner is told which
  const unnoted: string[] = [];
  for (const orderId of chosen) {
    const answer = await api.adminSetStatus({ orderId, status: 'shipped' });
    if (isFailure(answer)) notShipped.push(`${shortOrderId(orderId)} (${answer.message})`);
    else {
      shipped.push(orderId);
      if (deliveryNote && isFailure(await api.adminDeliveryNote({ orderId, note: deliveryNote })))
        unnoted.push(shortOrderId(orderId));
    }
  }
  if (shipped.length === 0) return refuse(`Nothing was marked shipped: ${notShipped.join('; ')}`);
  const told =
    deliveryNote && unnoted.length === 0
      ? 'Each shopper is told by mail, with the delivery note.'
      : 'Each shopper is told by mail.';
  const sentence = [
    `Marked shipped: ${references(shipped)}. ${told}`,
    ...(unnoted.length > 0 ? [`No delivery note was given to ${unnoted.join(', ')}.`] : []),
    ...(notShipped.length > 0 ? [`Not shipped: ${notShipped.join('; ')}`] : []),
  ].join(' ');
  return onServer(context) ? done(adminPaths.toShip, sentence) : ({ done: sentence } satisfies ShipAnswer);
}

/** A money form's fields as typed: the amount, how, and the reference (a payment) or the reason (a refund). */
export interface MoneyTyped {
  amount: string;
  method: string;
  detail: string;
}

/** A refused "Mark paid" or "Record a refund": the field at fault (or the whole form), and what was typed. */
export interface MoneyFormProblem {
  form: 'paid' | 'refund';
  message: string;
  at: 'amount' | 'method' | 'detail' | 'form';
  typed: MoneyTyped;
}

/** Which of an order's forms a refusal is about, and what to show again. */
export type OrderFormProblem =
  | MoneyFormProblem
  | { form: 'status'; message: string; at: 'status' | 'confirm'; status: string }
  | { form: 'note' | 'delivery'; message: string; at: 'note' | 'form'; note: string };

export type OrderFormAnswer = { done: string } | OrderFormProblem;

export const cancelConfirmMissing = 'Tick "Yes, cancel and return the stock" to cancel this order';

function changed(context: unknown, orderId: string, message: string) {
  return onServer(context)
    ? done(`/admin/orders/${orderId}`, message)
    : ({ done: message } satisfies OrderFormAnswer);
}

/** How long a note may be and what is said when it is missing or too long (api/'s rules, checked here first). */
interface NoteRules {
  max: number;
  missing: string;
  tooLong: string;
}

/**
 * One of the order's note forms (the shop's own note, the shipped order's delivery note): checked as the server
 * will, then sent; the note typed comes back with a refusal.
 */
async function sendNote(
  context: unknown,
  orderId: string,
  form: 'note' | 'delivery',
  note: string,
  rules: NoteRules,
): Promise<unknown> {
  const trimmed = note.trim();
  const problem = trimmed === '' ? rules.missing : trimmed.length > rules.max ? rules.tooLong : null;
  if (problem) return refused<OrderFormProblem>({ form, message: problem, at: 'note', note });
  const api = apiFrom(context);
  const answer =
    form === 'note'
      ? await api.adminOrderNote({ orderId, note: trimmed })
      : await api.adminDeliveryNote({ orderId, note: trimmed });
  if (isFailure(answer))
    return refused<OrderFormProblem>(
      { form, message: answer.message, at: answer.status === 400 ? 'note' : 'form', note },
      answer.status,
    );
  return changed(context, orderId, answer.message);
}

const orderNoteRules = { max: ORDER_NOTE_MAX, missing: orderNoteMissing, tooLong: orderNoteTooLong };
const deliveryNoteRules = {
  max: DELIVERY_NOTE_MAX,
  missing: deliveryNoteMissing,
  tooLong: deliveryNoteTooLong,
};

/** Refusals of the reference or the reason the server may give: said beside that field, any other beside the amount. */
const detailMessages: readonly string[] = [
  paymentReferenceMissing,
  'That reference is too long',
  refundReasonMissing,
  refundReasonTooLong,
];

/**
 * "Mark paid" (money received: all that is owed pays the order, less is a part payment) and "Record a refund":
 * checked as the server will, then sent; what was typed comes back with a refusal.
 */
async function sendMoney(context: unknown, orderId: string, form: 'paid' | 'refund', posted: FormData) {
  const typed: MoneyTyped = {
    amount: field(posted, 'amount'),
    method: field(posted, 'method'),
    detail: field(posted, form === 'paid' ? 'reference' : 'reason'),
  };
  const refuse = (message: string, at: MoneyFormProblem['at'], status?: number) =>
    refused<OrderFormProblem>({ form, message, at, typed }, status);
  const amount = readTypedNaira(typed.amount);
  const detail = typed.detail.trim();
  if (typed.amount.trim() === '')
    return refuse(form === 'paid' ? paymentAmountMissing : refundAmountMissing, 'amount');
  if (amount === null || amount <= 0) return refuse(amountNotNaira, 'amount');
  if (!isOneOf(moneyMethods, typed.method)) return refuse(chooseMoneyMethod, 'method');
  if (form === 'paid' && typed.method !== 'cash' && detail === '')
    return refuse(paymentReferenceMissing, 'detail');
  if (form === 'refund' && detail === '') return refuse(refundReasonMissing, 'detail');
  if (form === 'refund' && detail.length > REFUND_REASON_MAX) return refuse(refundReasonTooLong, 'detail');
  const api = apiFrom(context);
  const answer =
    form === 'paid'
      ? await api.adminMarkPaid({ orderId, amount, method: typed.method, reference: detail })
      : await api.adminRefund({ orderId, amount, method: typed.method, reason: detail });
  if (isFailure(answer)) {
    const onDetail = detailMessages.includes(answer.message);
    return refuse(
      answer.message,
      answer.status !== 400 ? 'form' : onDetail ? 'detail' : 'amount',
      answer.status,
    );
  }
  return changed(context, orderId, answer.message);
}

/**
 * An order's forms: "Mark paid" with the amount, how and the transfer's reference, "Record a refund", "Change status" (cancelling takes a tick), and
 * "Add a note", and once shipped the delivery note for the shopper.
 */
export async function adminOrderAction({ request, context, params }: ActionFunctionArgs): Promise<unknown> {
  const orderId = params.orderId ?? '';
  const form = await request.formData();
  const api = apiFrom(context);

  const intent = field(form, 'intent');
  if (intent === 'note') return sendNote(context, orderId, 'note', field(form, 'note'), orderNoteRules);
  if (intent === 'delivery')
    return sendNote(context, orderId, 'delivery', field(form, 'note'), deliveryNoteRules);

  if (intent === 'paid' || intent === 'refund') return sendMoney(context, orderId, intent, form);

  const status = field(form, 'status');
  if (!isOneOf(orderStatuses, status))
    return refused<OrderFormProblem>({ form: 'status', message: 'Choose a status', at: 'status', status });
  if (status === 'cancelled' && field(form, 'confirm') !== 'yes')
    return refused<OrderFormProblem>({
      form: 'status',
      message: cancelConfirmMissing,
      at: 'confirm',
      status,
    });
  const answer = await api.adminSetStatus({ orderId, status });
  if (isFailure(answer))
    return refused<OrderFormProblem>(
      { form: 'status', message: answer.message, at: 'status', status },
      answer.status,
    );
  return changed(context, orderId, answer.message);
}
