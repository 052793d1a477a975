import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ChangePasswordRequest, EmptyRequest, MessageAnswer } from '../../api';
import { changePasswordMachine } from '../../machines/change-password';
import { unwrap } from '../../machines/effects';
import { logoutEverywhereMachine } from '../../machines/logout-everywhere';
import { browserApi } from '../data/api';
import { toast } from '../toasts';
import { storeToken } from './session-token';

/*
 * The account page's machines with their real effects. A refusal shows in the form itself (beside its box);
 * what was done is a toast as well, as the other account forms do.
 */

const quiet = () => {};
const notifySuccess = (_: unknown, { message }: { message: string }) => void toast.success(message);

/** Change Password: the calls carry this session (token header, or the cookie alone), which stays. */
export function useChangePasswordActor() {
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<MessageAnswer, ChangePasswordRequest>(async ({ input }) =>
          unwrap(await browserApi().changePassword(input)),
        ),
      },
      actions: { notifySuccess, notifyError: quiet },
    }),
  );
  return useActorRef(machine);
}

/**
 * Log Out Everywhere: the server ends every session and clears the cookie; this device forgets its token
 * (the cart follows, as on logout) and the shopper goes to /login, told so.
 */
export function useLogoutEverywhereActor() {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    logoutEverywhereMachine.provide({
      actors: {
        endEverySession: fromPromise<MessageAnswer, EmptyRequest>(async ({ input }) =>
          unwrap(await browserApi().logoutEverywhere(input)),
        ),
      },
      actions: {
        forgetSession: () => storeToken(null),
        goToLogin: () => void navigate('/login'),
        notifySuccess,
        notifyError: quiet,
      },
    }),
  );
  return useActorRef(machine);
}
