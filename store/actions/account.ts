import type { ActionFunctionArgs } from 'react-router-dom';
import { isFailure, messages, newPasswordProblem, problemField, type PasswordChangeField } from '../../api';
import { apiFrom } from '../data/api';
import { done, field, refused } from './answer';

/** What the account page shows again after a refused post: which form, the message and its box; never a password. */
export interface AccountFormProblem {
  form: 'changePassword' | 'logoutEverywhere';
  message: string;
  field: PasswordChangeField | null;
}

/**
 * /account's two forms without JavaScript. Change Password: the page again with the new password kept by
 * no one, and a notice; every other session has ended. Log Out Everywhere: this session ends too (the API
 * clears the cookie), so the shopper lands on /login with a notice.
 */
export async function accountAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const api = apiFrom(context);
  if (field(form, 'intent') === 'logout-everywhere') {
    const answer = await api.logoutEverywhere({});
    if (isFailure(answer))
      return refused<AccountFormProblem>(
        { form: 'logoutEverywhere', message: answer.message, field: null },
        answer.status,
      );
    return done('/login', answer.message);
  }

  const values = {
    currentPassword: field(form, 'currentPassword'),
    newPassword: field(form, 'newPassword'),
    confirmPassword: field(form, 'confirmPassword'),
  };
  const local = newPasswordProblem(values);
  const answer = local
    ? { success: false as const, message: local, status: 400 }
    : await api.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  if (isFailure(answer))
    return refused<AccountFormProblem>(
      { form: 'changePassword', message: answer.message, field: problemField(answer.message) },
      answer.status,
    );
  return done('/account', answer.message || messages.passwordChanged);
}
