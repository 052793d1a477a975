import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { isFailure, type Order } from '../../api';
import { apiFrom } from '../data/api';
import { field, refused } from './answer';
import { payNowAction } from './pay-now';

/** The tracking form as the server shows it again: what was typed, and why nothing was found. */
export interface TrackProblem {
  orderId: string;
  email: string;
  message: string;
}

/**
 * MY ORDERS without JavaScript: Refresh Status (the page again, as the shop has the orders now), Pay now (an
 * unpaid card order's payment, also from the verification's failure screen), or tracking an order by its id and
 * email (the order shown above the page's list).
 */
export async function ordersAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  if (field(form, 'intent') === 'refresh') return redirect('/orders');
  if (field(form, 'intent') === 'pay-now') return payNowAction(form, context);
  const orderId = field(form, 'orderId').trim().replace(/^#/, '');
  const email = field(form, 'email').trim();
  const answer = await apiFrom(context).trackOrder({ orderId, email });
  if (isFailure(answer))
    return refused<TrackProblem>({ orderId, email, message: answer.message }, answer.status);
  return { tracked: answer.order satisfies Order };
}
