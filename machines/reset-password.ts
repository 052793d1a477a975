import { assign, not, setup } from 'xstate';
import { type MessageAnswer, type ResetPasswordRequest, messages, passwordProblem } from '../api';
import { type Notice, failureText, notProvided } from './effects';

export interface ResetPasswordContext {
  /** the token from /reset-password/{token} */
  token: string;
  password: string;
  confirm: string;
  message: string | null;
}

export type ResetPasswordEvent =
  | { type: 'reset.setPassword'; value: string }
  | { type: 'reset.setConfirm'; value: string }
  | { type: 'reset.submit' };

/** The server's message on a refusal; 'Something went wrong!' when the call itself failed. */
const failed = { refused: messages.resetFailed, unanswered: messages.resetFailed };

/** What stops the form before it is sent: both fields, the same twice, a usable password. */
function formProblem({ password, confirm }: ResetPasswordContext): string | null {
  if (password === '' || confirm === '') return null;
  if (password !== confirm) return messages.passwordsDoNotMatch;
  return passwordProblem(password);
}

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { token: string },
  },
  actors: {
    resetPassword: notProvided<MessageAnswer, ResetPasswordRequest>('resetPassword'),
  },
  actions: {
    notifySuccess: (_, _params: Notice) => {},
    notifyError: (_, _params: Notice) => {},
    goToLogin: () => {},
  },
  guards: {
    isFilledIn: ({ context }) => context.password !== '' && context.confirm !== '',
    hasProblem: ({ context }) => formProblem(context) !== null,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ token: input.token, password: '', confirm: '', message: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reset.setPassword': { actions: assign({ password: ({ event }) => event.value, message: null }) },
        'reset.setConfirm': { actions: assign({ confirm: ({ event }) => event.value, message: null }) },
        'reset.submit': [
          { guard: not('isFilledIn') },
          { guard: 'hasProblem', actions: assign({ message: ({ context }) => formProblem(context) }) },
          { target: 'resetting' },
        ],
      },
    },
    // the button reads 'Resetting...'
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token, password: context.password }),
        onDone: {
          target: 'done',
          actions: [
            {
              type: 'notifySuccess',
              params: ({ event }) => ({ message: event.output.message.trim() || messages.passwordReset }),
            },
            'goToLogin',
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ message: ({ event }) => failureText(event.error, failed) }),
            { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error, failed) }) },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});

export const resetButtonLabel = (snapshot: { matches: (state: 'resetting') => boolean }) =>
  snapshot.matches('resetting') ? 'Resetting...' : 'Reset Password';
