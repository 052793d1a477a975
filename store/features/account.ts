import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  isFailure,
  isLoginCodeNeeded,
  type ForgotPasswordRequest,
  type MessageAnswer,
  type ResetPasswordRequest,
} from '../../api';
import { authMachine, type AuthInput, type AuthRequest } from '../../machines/auth';
import { unwrap } from '../../machines/effects';
import { forgotPasswordMachine } from '../../machines/forgot-password';
import { resetPasswordMachine } from '../../machines/reset-password';
import { browserApi } from '../data/api';
import { withNext } from '../data/next-page';
import { useSession } from './session';
import { toast } from '../toasts';

/*
 * The account machines (login and sign-up, forgot and reset password) with their real effects. A failure
 * shows in the form itself (an alert beside the fields); a success that leaves the page is a toast.
 */

const quiet = () => {};
const notifySuccess = (_: unknown, { message }: { message: string }) => void toast.success(message);

/**
 * Login and Sign Up: a success keeps the token (merging the guest cart into the account's) and goes home, or to
 * `next` (a path of this site, store/data/next-page.ts). A right password of an account with a second factor goes
 * on to /login/code, where the authenticator's code opens the session.
 */
export function useAuthActor(form: AuthInput['form'], next: string | null = null) {
  const navigate = useNavigate();
  const { logIn } = useSession();
  const [machine] = useState(() =>
    authMachine.provide({
      actors: {
        authenticate: fromPromise(async ({ input }: { input: AuthRequest }) => {
          const api = browserApi();
          const answer = await (input.mode === 'signup'
            ? api.register(input.request)
            : api.login(input.request));
          // the password step's cookie is set: this page leaves for the code step, its message shown meanwhile
          if (isFailure(answer) && isLoginCodeNeeded(answer)) void navigate(withNext('/login/code', next));
          return unwrap(answer);
        }),
      },
      actions: {
        storeToken: (_, { token }) => logIn(token),
        goHome: () => void navigate(next ?? '/'),
        notifySuccess,
        notifyError: quiet,
      },
    }),
  );
  // every visit starts logged out: a shopper who is logged in is sent home by the screen, not the machine
  return useActorRef(machine, { input: { token: null, form } });
}

export function useForgotPasswordActor() {
  const [machine] = useState(() =>
    forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise<MessageAnswer, ForgotPasswordRequest>(async ({ input }) =>
          unwrap(await browserApi().forgotPassword(input)),
        ),
      },
      actions: { notifySuccess: quiet, notifyError: quiet },
    }),
  );
  return useActorRef(machine);
}

/** A new password from a reset link; on success the shopper is sent to log in with it. */
export function useResetPasswordActor(token: string) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    resetPasswordMachine.provide({
      actors: {
        resetPassword: fromPromise<MessageAnswer, ResetPasswordRequest>(async ({ input }) =>
          unwrap(await browserApi().resetPassword(input)),
        ),
      },
      actions: {
        notifySuccess,
        notifyError: quiet,
        goToLogin: () => void navigate('/login'),
      },
    }),
  );
  return useActorRef(machine, { input: { token } });
}
