import { data, redirect } from 'react-router-dom';
import { isFailure } from '../../api';
import { apiFrom } from '../data/api';
import { field } from './answer';

/** Why Pay now could not start an order's payment, shown beside that order's button. */
export interface PayNowProblem {
  payNow: { orderId: string; message: string };
}

/**
 * Pay now without JavaScript (docs/decisions/049-pay-now.md): the order's payment starts again and the browser
 * goes to the provider's page; or the page again with the shop's sentence beside the order. Only the order's id
 * (and its signed link's key) is posted: the shop takes the lines, address and total from the order.
 */
export async function payNowAction(form: FormData, context: unknown) {
  const orderId = field(form, 'orderId');
  const key = field(form, 'key');
  const answer = await apiFrom(context).payNow(key ? { orderId, key } : { orderId });
  if (isFailure(answer))
    return data({ payNow: { orderId, message: answer.message } } satisfies PayNowProblem, {
      status: answer.status >= 400 ? answer.status : 400,
    });
  return redirect(answer.url);
}
