import { assign, setup } from 'xstate';
import { type NewsletterAnswer, type NewsletterRequest, looksLikeEmail, messages } from '../api';
import { failureText, notProvided } from './effects';

export interface NewsletterContext {
  email: string;
  /** the result line under the box */
  message: string | null;
}

export type NewsletterEvent = { type: 'newsletter.setEmail'; value: string } | { type: 'newsletter.submit' };

/** The server's error, else 'Subscription failed. Please try again.'; no answer at all: the network message. */
const failed = { refused: messages.subscriptionFailed, unanswered: messages.networkError };

/** The newsletter box (home and footer): idle, submitting with inputs disabled, then a result. */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
  },
  actors: {
    subscribe: notProvided<NewsletterAnswer, NewsletterRequest>('subscribe'),
  },
  guards: {
    isEmail: ({ context }) => looksLikeEmail(context.email),
  },
}).createMachine({
  id: 'newsletter',
  context: { email: '', message: null },
  initial: 'idle',
  on: {
    'newsletter.setEmail': {
      target: '.idle',
      actions: assign({ email: ({ event }) => event.value, message: null }),
    },
  },
  states: {
    idle: {
      on: { 'newsletter.submit': { guard: 'isEmail', target: 'submitting' } },
    },
    submitting: {
      // typing is disabled while the call is out
      on: { 'newsletter.setEmail': {} },
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'subscribed', actions: assign({ email: '', message: messages.subscribed }) },
        onError: {
          target: 'failed',
          actions: assign({ message: ({ event }) => failureText(event.error, failed) }),
        },
      },
    },
    subscribed: {},
    failed: {
      on: { 'newsletter.submit': { guard: 'isEmail', target: 'submitting' } },
    },
  },
});
