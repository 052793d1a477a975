import { assign, setup } from 'xstate';
import { type ForgotPasswordRequest, type MessageAnswer, messages } from '../api';
import { type Notice, failureText, notProvided } from './effects';

export interface ForgotPasswordContext {
  email: string;
  message: string | null;
}

export type ForgotPasswordEvent = { type: 'forgot.setEmail'; value: string } | { type: 'forgot.submit' };

/** The shop refused: its message, else 'Failed to send reset email!'. The call itself failed: try again. */
const failed = { refused: messages.resetEmailFailed, unanswered: messages.somethingWentWrongBang };

const sentText = (answer: MessageAnswer) => answer.message.trim() || messages.resetEmailSent;

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: notProvided<MessageAnswer, ForgotPasswordRequest>('requestReset'),
  },
  actions: {
    notifySuccess: (_, _params: Notice) => {},
    notifyError: (_, _params: Notice) => {},
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', message: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'forgot.setEmail': { actions: assign({ email: ({ event }) => event.value, message: null }) },
        'forgot.submit': { guard: 'hasEmail', target: 'sending' },
      },
    },
    // the button reads 'Sending...'
    sending: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'sent',
          actions: [
            assign({ message: ({ event }) => sentText(event.output) }),
            { type: 'notifySuccess', params: ({ event }) => ({ message: sentText(event.output) }) },
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
    // the same answer whether or not the email exists, so no one learns who has an account.
    // Another link may be asked for.
    sent: {
      on: {
        'forgot.setEmail': {
          target: 'editing',
          actions: assign({ email: ({ event }) => event.value, message: null }),
        },
        'forgot.submit': 'sending',
      },
    },
  },
});

export const forgotButtonLabel = (snapshot: { matches: (state: 'sending') => boolean }) =>
  snapshot.matches('sending') ? 'Sending...' : 'Send Reset Link';
