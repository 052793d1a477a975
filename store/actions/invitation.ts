import type { ActionFunctionArgs } from 'react-router-dom';
import { isFailure, messages, passwordProblem } from '../../api';
import { apiFrom } from '../data/api';
import { withNext } from '../data/next-page';
import { done, field, refused } from './answer';

/** What the invitation's page shows again: the message, and the box it is about (never a password). */
export interface InvitationFormProblem {
  message: string;
  at: 'password' | 'confirmPassword' | 'form';
}

/**
 * An invitation to the admin accepted from its mailed link (/invitation/:token), a form the server answers:
 * the account's password is set, its role given, and the person sent to log in and on to the admin.
 */
export async function acceptInvitationAction({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = field(form, 'password');
  if (password !== field(form, 'confirmPassword'))
    return refused<InvitationFormProblem>({ message: messages.passwordsDoNotMatch, at: 'confirmPassword' });
  const weak = passwordProblem(password);
  if (weak) return refused<InvitationFormProblem>({ message: weak, at: 'password' });
  const answer = await apiFrom(context).acceptInvitation({ token: params.token ?? '', password });
  if (isFailure(answer)) {
    // a password the shop refuses (a breached one) is the box's; a spent or expired link is the page's
    const at = answer.status === 400 && /password/i.test(answer.message) ? 'password' : 'form';
    return refused<InvitationFormProblem>({ message: answer.message, at }, answer.status);
  }
  return done(withNext('/login', '/admin'), answer.message);
}
