import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type ApiFailure,
  type ChangePasswordRequest,
  type EmptyRequest,
  type MessageAnswer,
  messages,
} from '../api';
import { changePasswordMachine, problemField, type PasswordChangeValues } from './change-password';
import { logoutEverywhereMachine } from './logout-everywhere';
import { fakeCall, notices, settle } from './testing/effects';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage } from './testing/transition-coverage';

const changed: MessageAnswer = { success: true, message: messages.passwordChanged };
const wrongCurrent: ApiFailure = { success: false, message: messages.currentPasswordWrong, status: 400 };
const offline: ApiFailure = { success: false, message: messages.networkError, status: 0 };

const filledIn: PasswordChangeValues = {
  currentPassword: 'ScentLover2026!',
  newPassword: 'harmattan evenings',
  confirmPassword: 'harmattan evenings',
};

describe('change password machine', () => {
  it('reaches every state through the model', async () => {
    const walk = await walkEveryPath(changePasswordMachine, {
      serialize: (s) => [
        s.value,
        s.context.currentPassword,
        s.context.newPassword,
        s.context.confirmPassword,
      ],
      events: [
        ...Object.entries(filledIn).map(([field, value]) => ({ type: 'passwordChange.set', field, value })),
        { type: 'passwordChange.submit' },
        { type: 'xstate.done.actor.changePassword', output: changed },
        { type: 'xstate.error.actor.changePassword', error: wrongCurrent },
      ],
    });
    expect(walk.reached).toEqual(statesOf(changePasswordMachine));
    await recordCoverage(changePasswordMachine, walk);
  });

  function start(answer: () => Promise<MessageAnswer>) {
    const note = notices();
    const call = fakeCall<MessageAnswer, ChangePasswordRequest>(answer);
    const actor = createActor(
      changePasswordMachine.provide({ actions: note.actions, actors: { changePassword: call.logic } }),
    ).start();
    const type = (values: Partial<PasswordChangeValues>) => {
      for (const [field, value] of Object.entries({ ...filledIn, ...values }))
        actor.send({ type: 'passwordChange.set', field: field as keyof PasswordChangeValues, value });
    };
    return { actor, note, call, type };
  }

  it.each([
    ['two different new passwords', { confirmPassword: 'harmattan mornings' }, messages.passwordsDoNotMatch],
    [
      'a common new password',
      { newPassword: 'password123', confirmPassword: 'password123' },
      messages.passwordTooCommon,
    ],
    [
      'a short new password',
      { newPassword: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
    ],
  ])('refuses %s before sending anything', (_, values, shown) => {
    const { actor, call, type } = start(async () => changed);
    type(values);
    actor.send({ type: 'passwordChange.submit' });
    expect(actor.getSnapshot().context.message).toBe(shown);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(call.inputs).toEqual([]);
  });

  it('sends the current and new password, says it is done and empties every box', async () => {
    const { actor, call, note, type } = start(async () => changed);
    type({});
    actor.send({ type: 'passwordChange.submit' });
    expect(actor.getSnapshot().value).toBe('changing');
    await settle();
    expect(call.inputs).toEqual([{ currentPassword: 'ScentLover2026!', newPassword: 'harmattan evenings' }]);
    expect(note.success).toHaveBeenCalledWith(messages.passwordChanged);
    expect(actor.getSnapshot().context).toEqual({
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      message: messages.passwordChanged,
    });
  });

  it.each([
    ['the server sentence for a wrong current password', wrongCurrent, messages.currentPasswordWrong],
    ['the network sentence when the call failed', offline, messages.networkError],
  ])('fails with %s, keeping what was typed', async (_, failure, shown) => {
    const { actor, note, type } = start(() => Promise.reject(failure));
    type({});
    actor.send({ type: 'passwordChange.submit' });
    await settle();
    expect(note.error).toHaveBeenCalledWith(shown);
    expect(actor.getSnapshot().context).toMatchObject({ ...filledIn, message: shown });
  });

  it('puts each refusal beside the box it is about', () => {
    expect(problemField(messages.currentPasswordWrong)).toBe('currentPassword');
    expect(problemField(messages.passwordsDoNotMatch)).toBe('confirmPassword');
    expect(problemField(messages.passwordTooCommon)).toBe('newPassword');
    expect(problemField('Password must be at least 8 characters')).toBe('newPassword');
    expect(problemField(messages.tooManyAttempts)).toBeNull();
  });
});

describe('log out everywhere machine', () => {
  it('reaches every state through the model', async () => {
    const walk = await walkEveryPath(logoutEverywhereMachine, {
      events: [
        { type: 'sessions.endAll' },
        { type: 'xstate.done.actor.endEverySession', output: { success: true, message: '' } },
        { type: 'xstate.error.actor.endEverySession', error: offline },
      ],
    });
    expect(walk.reached).toEqual(statesOf(logoutEverywhereMachine));
    await recordCoverage(logoutEverywhereMachine, walk);
  });

  function start(answer: () => Promise<MessageAnswer>) {
    const note = notices();
    const forgetSession = vi.fn();
    const goToLogin = vi.fn();
    const call = fakeCall<MessageAnswer, EmptyRequest>(answer);
    const actor = createActor(
      logoutEverywhereMachine.provide({
        actions: { ...note.actions, forgetSession, goToLogin },
        actors: { endEverySession: call.logic },
      }),
    ).start();
    return { actor, note, call, forgetSession, goToLogin };
  }

  it('forgets this session, goes to /login and says so', async () => {
    const { actor, note, call, forgetSession, goToLogin } = start(async () => ({
      success: true,
      message: messages.loggedOutEverywhere,
    }));
    actor.send({ type: 'sessions.endAll' });
    await settle();
    expect(call.inputs).toEqual([{}]);
    expect(forgetSession).toHaveBeenCalledOnce();
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(note.success).toHaveBeenCalledWith(messages.loggedOutEverywhere);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stays, logged in, with the sentence when the call failed', async () => {
    const { actor, note, forgetSession } = start(() => Promise.reject(offline));
    actor.send({ type: 'sessions.endAll' });
    await settle();
    expect(forgetSession).not.toHaveBeenCalled();
    expect(note.error).toHaveBeenCalledWith(messages.networkError);
    expect(actor.getSnapshot().context.message).toBe(messages.networkError);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
