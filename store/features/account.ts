import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type AuthMode,
  isFailure,
  isLoginCodeNeeded,
  messages,
  newPasswordProblem,
  problemField,
} from '../../api';
import { failureMessage, failureText } from '../../machines/effects';
import type {
  AuthFormProps,
  AuthValues,
  ForgotPasswordFormProps,
  FormResult,
  ResetPasswordFormProps,
} from '../../ui';
import type { PasswordFormProblem } from '../actions/password';
import { browserApi } from '../data/api';
import { afterLogin, withNext } from '../data/next-page';
import { toast } from '../toasts';
import { useSession } from './session';

/*
 * The account's forms in the browser (login and sign-up, forgot and reset password): React state rather than
 * machines, since each only sends one form (docs/architecture.md, "How a form travels"). A failure shows in the
 * form itself (the error summary, or beside its box); a success that leaves the page is a toast.
 */

/** How the login page opens: the mode asked for, or a post the server refused, with what was typed and why. */
export interface AuthFormStart {
  mode: AuthMode;
  name: string;
  email: string;
  message: string | null;
}

/**
 * Login and Sign Up: a success keeps the token (merging the guest cart into the account's) and goes home, or to
 * `next` (a path of this site, store/data/next-page.ts). A right password of an account with a second factor goes
 * on to /login/code, where the authenticator's code opens the session. A shopper who arrives logged in is sent on.
 */
export function useAuthForm(
  start: AuthFormStart,
  next: string | null,
): Pick<
  AuthFormProps,
  'mode' | 'values' | 'busy' | 'error' | 'fieldErrors' | 'onModeChange' | 'onChange' | 'onSubmit'
> {
  const navigate = useNavigate();
  const { loggedIn, staff, logIn } = useSession();
  const [mode, setMode] = useState(start.mode);
  const [values, setValues] = useState<AuthValues>({ name: start.name, email: start.email, password: '' });
  const [message, setMessage] = useState(start.message);
  const [busy, setBusy] = useState(false);
  // set before the session is: the login this page made goes on by itself, not by the effect below
  const loggedInHere = useRef(false);

  useEffect(() => {
    if (loggedIn && !loggedInHere.current) void navigate(afterLogin(next, { staff }), { replace: true });
  }, [loggedIn, staff, navigate, next]);

  async function send(name: string, email: string) {
    setBusy(true);
    const api = browserApi();
    const answer = await (mode === 'signup'
      ? api.register({ name, email, password: values.password })
      : api.login({ email, password: values.password }));
    setBusy(false);
    if (isFailure(answer)) {
      // the password step's cookie is set: this page leaves for the code step, its message shown meanwhile
      if (isLoginCodeNeeded(answer)) void navigate(withNext('/login/code', next));
      setMessage(failureMessage(answer, messages.networkError));
      return;
    }
    loggedInHere.current = true;
    setValues((typed) => ({ ...typed, password: '' }));
    setMessage(null);
    logIn(answer.token, answer.staff);
    void navigate(afterLogin(next, answer));
    toast.success(mode === 'signup' ? messages.accountCreated : messages.loggedIn);
  }

  // a refused new password ('Password must be at least 8 characters') stands beside the box; the rest is the form's
  const aboutPassword = message !== null && problemField(message) === 'newPassword';
  return {
    mode,
    values,
    busy,
    error: aboutPassword ? null : message,
    fieldErrors: aboutPassword ? { password: message } : {},
    // nothing changes while the form is being sent
    onModeChange: (chosen) => {
      if (busy || chosen === mode) return;
      setMode(chosen);
      setMessage(null);
    },
    onChange: (field, value) => {
      if (busy) return;
      setValues((typed) => ({ ...typed, [field]: value }));
      setMessage(null);
    },
    onSubmit: () => {
      const name = values.name.trim();
      const email = values.email.trim();
      // every box is required, the name only when signing up; a name of spaces is no name
      const filledIn = email !== '' && values.password !== '' && (mode === 'login' || name !== '');
      if (!busy && filledIn) void send(name, email);
    },
  };
}

/** The shop refused: its message, else 'Failed to send reset email!'. The call itself failed: try again. */
const forgotFailed = { refused: messages.resetEmailFailed, unanswered: messages.somethingWentWrongBang };

/**
 * Forgot Password: the same answer whether or not the email has an account, so no one learns who has one;
 * another link may be asked for. `refused`: the server's answer to a post made without the page's scripts.
 */
export function useForgotPassword(
  refused: PasswordFormProblem | undefined,
): Omit<ForgotPasswordFormProps, 'action' | 'loginHref'> {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult>();

  async function send(email: string) {
    setBusy(true);
    const answer = await browserApi().forgotPassword({ email });
    setBusy(false);
    setResult(
      isFailure(answer)
        ? { tone: 'danger', text: failureText(answer, forgotFailed) }
        : { tone: 'success', text: answer.message.trim() || messages.resetEmailSent },
    );
  }

  return {
    busy,
    result: result ?? (refused && { tone: 'danger', text: refused.message }),
    defaultEmail: refused?.email,
    onSubmit: (email) => {
      if (busy) return;
      setResult(undefined);
      if (email.trim() !== '') void send(email.trim());
    },
  };
}

/** The server's message on a refusal; 'Something went wrong!' when the call itself failed. */
const resetFailed = { refused: messages.resetFailed, unanswered: messages.resetFailed };

/**
 * A new password from a reset link (/reset-password/:token); on success the shopper is sent to log in with it.
 * A problem stands beside the box it is about ('Passwords do not match'), or above the form ('This reset link is
 * invalid...'); before the scripts ran, the server's answer to the post (`refused`) says it.
 */
export function useResetPassword(
  token: string,
  refused: PasswordFormProblem | undefined,
): Omit<ResetPasswordFormProps, 'action' | 'loginHref'> {
  const navigate = useNavigate();
  // true from the call until the page has left: the button keeps reading 'Resetting...'
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function send(password: string) {
    setBusy(true);
    const answer = await browserApi().resetPassword({ token, password });
    if (isFailure(answer)) {
      setBusy(false);
      setMessage(failureText(answer, resetFailed));
      return;
    }
    toast.success(answer.message.trim() || messages.passwordReset);
    void navigate('/login');
  }

  const problem = message ?? refused?.message ?? null;
  const field = problem === null ? null : problemField(problem);
  return {
    busy,
    passwordError: field === 'newPassword' ? problem : undefined,
    confirmError: field === 'confirmPassword' ? problem : undefined,
    result:
      problem && field !== 'newPassword' && field !== 'confirmPassword'
        ? { tone: 'danger', text: problem }
        : undefined,
    onSubmit: (newPassword, confirmPassword) => {
      if (busy) return;
      setMessage(null);
      if (newPassword === '' || confirmPassword === '') return;
      const local = newPasswordProblem({ newPassword, confirmPassword });
      if (local) setMessage(local);
      else void send(newPassword);
    },
  };
}
