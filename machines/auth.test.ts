import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type ApiFailure, type AuthAnswer } from '../api';
import { type AuthRequest, authMachine } from './auth';
import { fakeCall, notices, settle } from './testing/effects';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage } from './testing/transition-coverage';

const welcome: AuthAnswer = { success: true, token: 'tok-1', message: 'Welcome' };
const wrongPassword: ApiFailure = { success: false, message: 'Invalid email or password', status: 401 };
const offline: ApiFailure = { success: false, message: 'Network error. Please try again.', status: 0 };

describe('auth machine: every state, walked', () => {
  it('reaches every state of the machine through the model', async () => {
    const walk = await walkEveryPath(authMachine, {
      input: {},
      serialize: (s) => [s.value, s.context.mode, s.context.name, s.context.email, s.context.password],
      events: [
        { type: 'auth.toggleMode' },
        { type: 'auth.setField', field: 'email', value: 'ada@example.com' },
        { type: 'auth.setField', field: 'password', value: 'harmattan evenings' },
        { type: 'auth.setField', field: 'name', value: 'Ada' },
        { type: 'auth.submit' },
        { type: 'auth.logout' },
        { type: 'xstate.done.actor.authenticate', output: welcome },
        { type: 'xstate.error.actor.authenticate', error: wrongPassword },
        { type: 'xstate.done.actor.revokeSession', output: { success: true, message: 'Bye' } },
      ],
    });
    expect(walk.reached).toEqual(statesOf(authMachine));
    await recordCoverage(authMachine, walk);
  });
});

function startAuth(
  answers: { login?: () => Promise<AuthAnswer>; register?: () => Promise<AuthAnswer> } = {},
  token?: string,
) {
  const note = notices();
  const effects = {
    storeToken: vi.fn(),
    forgetToken: vi.fn(),
    emptyCart: vi.fn(),
    goHome: vi.fn(),
    goToLogin: vi.fn(),
  };
  const authenticate = fakeCall<AuthAnswer, AuthRequest>(
    (input) =>
      (input.mode === 'login' ? answers.login?.() : answers.register?.()) ?? Promise.resolve(welcome),
  );
  const revoke = fakeCall<unknown, void>(() => Promise.resolve({}));
  const actor = createActor(
    authMachine.provide({
      actions: { ...note.actions, ...effects, storeToken: (_, params) => effects.storeToken(params.token) },
      actors: { authenticate: authenticate.logic, revokeSession: revoke.logic },
    }),
    { input: { token } },
  ).start();
  const fill = (fields: Partial<Record<'name' | 'email' | 'password', string>>) => {
    for (const [field, value] of Object.entries(fields))
      actor.send({ type: 'auth.setField', field: field as 'name', value });
  };
  return { actor, note, effects, authenticate, revoke, fill };
}

describe('auth machine', () => {
  it("logs in: stores the token, goes to / and says 'Logged in successfully!'", async () => {
    const { actor, fill, authenticate, effects, note } = startAuth();
    fill({ email: ' ada@example.com ', password: 'harmattan evenings' });
    actor.send({ type: 'auth.submit' });
    await settle();
    expect(authenticate.inputs).toEqual([
      { mode: 'login', request: { email: 'ada@example.com', password: 'harmattan evenings' } },
    ]);
    expect(effects.storeToken).toHaveBeenCalledWith('tok-1');
    expect(effects.goHome).toHaveBeenCalledOnce();
    expect(note.success).toHaveBeenCalledWith('Logged in successfully!');
    expect(actor.getSnapshot().value).toBe('member');
  });

  it("signs up in Sign Up mode, name required: 'Account created successfully!'", async () => {
    const { actor, fill, authenticate, note } = startAuth();
    actor.send({ type: 'auth.toggleMode' });
    fill({ email: 'ada@example.com', password: 'harmattan evenings' });
    actor.send({ type: 'auth.submit' });
    expect(actor.getSnapshot().value).toEqual({ guest: 'editing' });
    fill({ name: 'Ada' });
    actor.send({ type: 'auth.submit' });
    await settle();
    expect(authenticate.inputs).toEqual([
      { mode: 'signup', request: { name: 'Ada', email: 'ada@example.com', password: 'harmattan evenings' } },
    ]);
    expect(note.success).toHaveBeenCalledWith('Account created successfully!');
  });

  it.each([
    ['the server message', wrongPassword, 'Invalid email or password'],
    ['the transport message', offline, 'Network error. Please try again.'],
  ])('shows %s when login fails', async (_, failure, shown) => {
    const { actor, fill, note } = startAuth({ login: () => Promise.reject(failure) });
    fill({ email: 'ada@example.com', password: 'x' });
    actor.send({ type: 'auth.submit' });
    await settle();
    expect(note.error).toHaveBeenCalledWith(shown);
    expect(actor.getSnapshot().context.message).toBe(shown);
    expect(actor.getSnapshot().value).toEqual({ guest: 'editing' });
  });

  it('logs out: forgets the token, empties the cart, goes to /login and revokes the session', async () => {
    const { actor, effects, revoke } = startAuth({}, 'tok-9');
    expect(actor.getSnapshot().value).toBe('member');
    actor.send({ type: 'auth.logout' });
    expect(effects.forgetToken).toHaveBeenCalledOnce();
    expect(effects.emptyCart).toHaveBeenCalledOnce();
    expect(effects.goToLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.token).toBeNull();
    await settle();
    expect(revoke.inputs).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ guest: 'editing' });
  });
});
