import { data, redirect } from 'react-router-dom';
import { noticeCookie, type Notice } from '../data/notice';

/**
 * How a form's action answers a post made without JavaScript: a redirect to the page to see next with a
 * sentence for it (Post/Redirect/Get), or the same page again with what went wrong beside the fields.
 */
export const redirectWith = (to: string, notice: Notice) =>
  redirect(to, { headers: { 'Set-Cookie': noticeCookie(notice) } });

export const done = (to: string, text: string) => redirectWith(to, { tone: 'success', text });

/** The page again, with the problem; `status` is the API's (400, 401, 409...), or 400. */
export const refused = <T extends { message: string }>(problem: T, status = 400) =>
  data(problem, { status: status >= 400 ? status : 400 });

/** A text field of a posted form ('' when absent or not text). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
