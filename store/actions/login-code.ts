import type { ActionFunctionArgs } from 'react-router-dom';
import { isFailure, messages } from '../../api';
import { apiFrom } from '../data/api';
import { afterLogin, nextPage } from '../data/next-page';
import { done, field, refused } from './answer';

/** What the code page shows again after a refused code: the sentence, beside the form that was sent. */
export interface LoginCodeProblem {
  message: string;
  /** the recovery code's form was sent, not the app's code */
  recovery?: boolean;
}

/**
 * Where a login by recovery code lands: the security page for the admin's people, whose codes and phone want
 * seeing to now (it says how many are left); else where a login lands.
 */
export const afterRecoveryLogin = (next: string | null, answer: { staff: boolean }): string =>
  answer.staff ? '/admin/security' : afterLogin(next, answer);

/**
 * /login/code's forms without JavaScript: the authenticator's code (or a recovery code, `intent=recovery`),
 * sent with the password step's cookie (the page's request carried it). A right code opens the session and goes on to `?next=`, or else to the admin for
 * staff and home for a shopper.
 */
export async function loginCodeAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const next = nextPage(new URL(request.url).searchParams.get('next'));
  if (field(form, 'intent') === 'recovery') {
    const answer = await apiFrom(context).loginRecovery({ recoveryCode: field(form, 'recoveryCode') });
    if (isFailure(answer))
      return refused<LoginCodeProblem>({ message: answer.message, recovery: true }, answer.status);
    // the sentence says how many codes are left and what to do now
    return done(afterRecoveryLogin(next, answer), answer.message);
  }
  const code = field(form, 'code');
  const answer = await apiFrom(context).loginCode({ code });
  if (isFailure(answer)) return refused<LoginCodeProblem>({ message: answer.message }, answer.status);
  return done(afterLogin(next, answer), messages.loggedIn);
}
