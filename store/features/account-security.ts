import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isFailure, messages, newPasswordProblem, problemField, type PasswordChangeValues } from '../../api';
import { failureText } from '../../machines/effects';
import type { ChangePasswordFormProps, FormResult, LogoutEverywhereFormProps } from '../../ui';
import type { AccountFormProblem } from '../actions/account';
import { browserApi } from '../data/api';
import { toast } from '../toasts';
import { storeToken } from './session-token';

/*
 * The account page's two forms in the browser, in React state (docs/architecture.md, "How a form travels"). A
 * refusal shows in the form itself (beside its box); what was done is a toast as well, as the other account forms
 * do. `refused` is the server's answer to a post made without the page's scripts, shown until the form is sent.
 */

const blank: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The form's refusal: from the browser's call once the scripts run, or the server's answer to a post without them. */
function problemOf(message: string | null, refused: AccountFormProblem | undefined) {
  if (message !== null) return { message, field: problemField(message) };
  return refused?.form === 'changePassword' ? refused : null;
}

/**
 * Change Password: the new password typed twice the same and usable before anything is sent; the call carries
 * this session (token header, or the cookie alone), which stays. Once changed every box empties: no password
 * stays on the page.
 */
export function useChangePassword(
  refused: AccountFormProblem | undefined,
): Omit<ChangePasswordFormProps, 'action'> {
  const [values, setValues] = useState(blank);
  const [busy, setBusy] = useState(false);
  // what went wrong (beside its box, see `problemField`), or what was done once `changed`
  const [message, setMessage] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  async function send({ currentPassword, newPassword }: PasswordChangeValues) {
    setBusy(true);
    const answer = await browserApi().changePassword({ currentPassword, newPassword });
    setBusy(false);
    if (isFailure(answer)) {
      setMessage(failureText(answer));
      return;
    }
    const done = answer.message.trim() || messages.passwordChanged;
    setValues(blank);
    setMessage(done);
    setChanged(true);
    toast.success(done);
  }

  const problem = changed ? null : problemOf(message, refused);
  const result: FormResult | undefined = changed
    ? { tone: 'success', text: message ?? '' }
    : problem && !problem.field
      ? { tone: 'danger', text: problem.message }
      : undefined;
  return {
    values,
    busy,
    errors: problem?.field ? { [problem.field]: problem.message } : {},
    result,
    // typing again after a change starts another; nothing changes while one is being sent
    onChange: (field, value) => {
      if (busy) return;
      setValues((typed) => ({ ...typed, [field]: value }));
      setMessage(null);
      setChanged(false);
    },
    onSubmit: () => {
      if (busy || changed || Object.values(values).some((value) => value === '')) return;
      const local = newPasswordProblem(values);
      if (local) setMessage(local);
      else void send(values);
    },
  };
}

/**
 * Log Out Everywhere: the server ends every session and clears the cookie; this device forgets its token (the
 * cart follows, as on logout) and the shopper goes to /login, told so. A failure keeps them logged in, with why.
 */
export function useLogoutEverywhere(
  refused: AccountFormProblem | undefined,
): Omit<LogoutEverywhereFormProps, 'action'> {
  const navigate = useNavigate();
  // true from the call until the page has left: the button keeps reading 'Logging out...'
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function endEverySession() {
    setBusy(true);
    setMessage(null);
    const answer = await browserApi().logoutEverywhere({});
    if (isFailure(answer)) {
      setBusy(false);
      setMessage(failureText(answer));
      return;
    }
    storeToken(null);
    void navigate('/login');
    toast.success(answer.message.trim() || messages.loggedOutEverywhere);
  }

  return {
    busy,
    error: message ?? (refused?.form === 'logoutEverywhere' ? refused.message : null),
    onSubmit: () => {
      if (!busy) void endEverySession();
    },
  };
}
