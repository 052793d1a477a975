import { assign, setup } from 'xstate';
import { type EmptyRequest, type MessageAnswer, messages } from '../api';
import { type Notice, failureText, notProvided } from './effects';

export interface LogoutEverywhereContext {
  /** why the sessions could not be ended (the network, a session already over) */
  message: string | null;
}

export type LogoutEverywhereEvent = { type: 'sessions.endAll' };

const doneText = (answer: MessageAnswer) => answer.message || messages.loggedOutEverywhere;

/** Log Out Everywhere: every session of the account ends, this one too, so the shopper leaves for /login. */
export const logoutEverywhereMachine = setup({
  types: {
    context: {} as LogoutEverywhereContext,
    events: {} as LogoutEverywhereEvent,
  },
  actors: {
    endEverySession: notProvided<MessageAnswer, EmptyRequest>('endEverySession'),
  },
  actions: {
    notifySuccess: (_, _params: Notice) => {},
    notifyError: (_, _params: Notice) => {},
    /** this device forgets its token, as a logout does */
    forgetSession: () => {},
    goToLogin: () => {},
  },
}).createMachine({
  id: 'logoutEverywhere',
  context: { message: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'sessions.endAll': { target: 'ending', actions: assign({ message: null }) } },
    },
    // the button reads 'Logging out...'
    ending: {
      invoke: {
        id: 'endEverySession',
        src: 'endEverySession',
        input: {},
        onDone: {
          target: 'done',
          actions: [
            'forgetSession',
            'goToLogin',
            { type: 'notifySuccess', params: ({ event }) => ({ message: doneText(event.output) }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ message: ({ event }) => failureText(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});
