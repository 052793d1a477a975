import type { ActionFunctionArgs } from 'react-router-dom';
import { isFailure, messages, newPasswordProblem } from '../../api';
import { apiFrom } from '../data/api';
import { done, field, refused } from './answer';

/** What a password form shows again: its message, and the email typed (never a password). */
export interface PasswordFormProblem {
  message: string;
  email?: string;
}

/** Forgot password without JavaScript: the same answer whether or not the email has an account. */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const email = field(await request.formData(), 'email').trim();
  const answer = await apiFrom(context).forgotPassword({ email });
  if (isFailure(answer))
    return refused<PasswordFormProblem>({ message: answer.message, email }, answer.status);
  return done('/forgot-password', messages.resetEmailSent);
}

/** A new password from the emailed link, without JavaScript; success sends the shopper to log in. */
export async function resetPasswordAction({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = field(form, 'password');
  const local = newPasswordProblem({
    newPassword: password,
    confirmPassword: field(form, 'confirmPassword'),
  });
  if (local) return refused<PasswordFormProblem>({ message: local });
  const answer = await apiFrom(context).resetPassword({ token: params.token ?? '', password });
  if (isFailure(answer)) return refused<PasswordFormProblem>({ message: answer.message }, answer.status);
  return done('/login', answer.message);
}
