import { assign, not, setup } from 'xstate';
import { type AuthAnswer, type LoginRequest, type RegisterRequest, messages } from '../api';
import { type Notice, failureMessage, notProvided } from './effects';

export type AuthMode = 'login' | 'signup';
export type AuthField = 'name' | 'email' | 'password';

export interface AuthContext {
  mode: AuthMode;
  name: string;
  email: string;
  password: string;
  token: string | null;
  message: string | null;
}

export type AuthEvent =
  | { type: 'auth.toggleMode' }
  | { type: 'auth.setField'; field: AuthField; value: string }
  | { type: 'auth.submit' }
  | { type: 'auth.logout' };

export interface AuthInput {
  token?: string | null;
  /** the form as the server answered a post made without JavaScript: its mode, values and message */
  form?: { mode: AuthMode; name: string; email: string; message: string | null };
}

export type AuthRequest =
  { mode: 'login'; request: LoginRequest } | { mode: 'signup'; request: RegisterRequest };

const refusal = (error: unknown) => failureMessage(error, messages.networkError);

/** Login and Sign Up, and the session they open until logout. */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    /** logs in, or signs up in Sign Up mode */
    authenticate: notProvided<AuthAnswer, AuthRequest>('authenticate'),
    /** revokes the token on the server; the shopper is logged out here whatever it answers */
    revokeSession: notProvided<unknown>('revokeSession'),
  },
  actions: {
    /** keeps the token in the browser (and in the api client's memory) */
    storeToken: (_, _params: { token: string }) => {},
    /** removes the stored token and clears it in memory */
    forgetToken: () => {},
    emptyCart: () => {},
    goHome: () => {},
    goToLogin: () => {},
    notifySuccess: (_, _params: Notice) => {},
    notifyError: (_, _params: Notice) => {},
    keepToken: assign((_, { token }: { token: string }) => ({ token, password: '', message: null })),
    showRefusal: assign((_, { message }: Notice) => ({ message })),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    /** every field is required: the name only when signing up */
    isFilledIn: ({ context }) =>
      context.email.trim() !== '' &&
      context.password !== '' &&
      (context.mode === 'login' || context.name.trim() !== ''),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    mode: input.form?.mode ?? 'login',
    name: input.form?.name ?? '',
    email: input.form?.email ?? '',
    password: '',
    token: input.token ?? null,
    message: input.form?.message ?? null,
  }),
  initial: 'guest',
  states: {
    guest: {
      // a shopper who arrives with a token is already logged in (the login screen sends them to /)
      always: { guard: 'hasToken', target: 'member' },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'auth.toggleMode': {
              actions: assign({
                mode: ({ context }) => (context.mode === 'login' ? 'signup' : 'login'),
                message: null,
              }),
            },
            'auth.setField': {
              actions: assign(({ event }) => ({ [event.field]: event.value, message: null })),
            },
            'auth.submit': [{ guard: not('isFilledIn') }, { target: 'submitting' }],
          },
        },
        submitting: {
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ context }): AuthRequest =>
              context.mode === 'signup'
                ? {
                    mode: 'signup',
                    request: {
                      name: context.name.trim(),
                      email: context.email.trim(),
                      password: context.password,
                    },
                  }
                : { mode: 'login', request: { email: context.email.trim(), password: context.password } },
            onDone: {
              target: '#auth.member',
              actions: [
                { type: 'keepToken', params: ({ event }) => ({ token: event.output.token }) },
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                'goHome',
                {
                  type: 'notifySuccess',
                  params: ({ context }) => ({
                    message: context.mode === 'signup' ? messages.accountCreated : messages.loggedIn,
                  }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'showRefusal', params: ({ event }) => ({ message: refusal(event.error) }) },
                { type: 'notifyError', params: ({ event }) => ({ message: refusal(event.error) }) },
              ],
            },
          },
        },
      },
    },
    member: {
      on: {
        'auth.logout': {
          target: 'loggingOut',
          actions: [assign({ token: null, password: '' }), 'forgetToken', 'emptyCart', 'goToLogin'],
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        onDone: 'guest',
        onError: 'guest',
      },
    },
  },
});
