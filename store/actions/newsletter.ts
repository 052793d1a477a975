import type { ActionFunctionArgs } from 'react-router-dom';
import { isFailure, messages } from '../../api';
import { apiFrom } from '../data/api';
import { field, redirectWith } from './answer';

/** The page the form was on (the Referer, the shop's own pages only), else the home page. */
function pageOf(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? `${from.pathname}${from.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * The newsletter boxes (the footer's on every page, the home and contact sections) post to the root
 * route, the one route every page has: the shopper goes back to the page they were on, with the result.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const answer = await apiFrom(context).newsletterSubscribe({ email: field(form, 'email').trim() });
  const text = isFailure(answer) ? answer.message || messages.subscriptionFailed : messages.subscribed;
  return redirectWith(pageOf(request), { tone: isFailure(answer) ? 'error' : 'success', text });
}
