import type { ActionFunctionArgs } from 'react-router-dom';
import { isFailure, messages } from '../../api';
import { apiFrom } from '../data/api';
import { afterLogin, nextPage } from '../data/next-page';
import { done, field, refused } from './answer';

/** What the code page shows again after a refused code: the sentence only. */
export interface LoginCodeProblem {
  message: string;
}

/**
 * /login/code's form without JavaScript: the authenticator's code, sent with the password step's cookie (the
 * page's request carried it). A right code opens the session and goes on to `?next=`, or else to the admin for
 * staff and home for a shopper.
 */
export async function loginCodeAction({ request, context }: ActionFunctionArgs) {
  const code = field(await request.formData(), 'code');
  const answer = await apiFrom(context).loginCode({ code });
  if (isFailure(answer)) return refused<LoginCodeProblem>({ message: answer.message }, answer.status);
  return done(afterLogin(nextPage(new URL(request.url).searchParams.get('next')), answer), messages.loggedIn);
}
