import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { isFailure, type Customer } from '../../api';
import { adminPaths } from '../admin/view';
import { apiFrom } from '../data/api';
import { field, refused } from './answer';

/**
 * /admin/customers' search: posted, as it may hold an email or a phone, which never ride in a URL; answered with
 * the page and the customers found (a page of them: `older` starts the next; `olderPage` when it is not the first).
 */
export type CustomersSearchAnswer =
  | { search: string; customers: Customer[]; older: string | null; olderPage: boolean }
  | { search: string; message: string };

export async function adminCustomersAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  if (field(form, 'intent') === 'clear') return redirect(adminPaths.customers);
  const search = field(form, 'search').trim();
  const older = field(form, 'older');
  const answer = await apiFrom(context).adminCustomers({ search, older });
  if (isFailure(answer))
    return refused({ search, message: answer.message } satisfies CustomersSearchAnswer, answer.status);
  return {
    search,
    customers: answer.customers,
    older: answer.older,
    olderPage: older !== '',
  } satisfies CustomersSearchAnswer;
}
