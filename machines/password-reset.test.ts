import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type ApiFailure,
  type ForgotPasswordRequest,
  type MessageAnswer,
  type ResetPasswordRequest,
} from '../api';
import { forgotButtonLabel, forgotPasswordMachine } from './forgot-password';
import { resetButtonLabel, resetPasswordMachine } from './reset-password';
import { fakeCall, notices, settle } from './testing/effects';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage } from './testing/transition-coverage';

const sent: MessageAnswer = { success: true, message: '' };
const refused: ApiFailure = {
  success: false,
  message: 'This reset link is invalid or has expired',
  status: 400,
};
const offline: ApiFailure = { success: false, message: 'Network error. Please try again.', status: 0 };

describe('forgot password machine', () => {
  it('reaches every state through the model', async () => {
    const walk = await walkEveryPath(forgotPasswordMachine, {
      serialize: (s) => [s.value, s.context.email !== ''],
      events: [
        { type: 'forgot.setEmail', value: 'ada@example.com' },
        { type: 'forgot.submit' },
        { type: 'xstate.done.actor.requestReset', output: sent },
        { type: 'xstate.error.actor.requestReset', error: offline },
      ],
    });
    expect(walk.reached).toEqual(statesOf(forgotPasswordMachine));
    await recordCoverage(forgotPasswordMachine, walk);
  });

  function startForgot(answer: () => Promise<MessageAnswer>) {
    const note = notices();
    const call = fakeCall<MessageAnswer, ForgotPasswordRequest>(answer);
    const actor = createActor(
      forgotPasswordMachine.provide({ actions: note.actions, actors: { requestReset: call.logic } }),
    ).start();
    return { actor, note, call };
  }

  it("needs an email, reads 'Sending...' while busy, then 'Password reset email sent successfully!'", async () => {
    const { actor, note, call } = startForgot(async () => sent);
    actor.send({ type: 'forgot.submit' });
    expect(call.inputs).toEqual([]);
    actor.send({ type: 'forgot.setEmail', value: 'ada@example.com' });
    expect(forgotButtonLabel(actor.getSnapshot())).toBe('Send Reset Link');
    actor.send({ type: 'forgot.submit' });
    expect(forgotButtonLabel(actor.getSnapshot())).toBe('Sending...');
    await settle();
    expect(note.success).toHaveBeenCalledWith('Password reset email sent successfully!');
    expect(call.inputs).toEqual([{ email: 'ada@example.com' }]);
  });

  it('shows the server message when it has one', async () => {
    const { actor, note } = startForgot(async () => ({ success: true, message: 'Check your inbox' }));
    actor.send({ type: 'forgot.setEmail', value: 'ada@example.com' });
    actor.send({ type: 'forgot.submit' });
    await settle();
    expect(note.success).toHaveBeenCalledWith('Check your inbox');
  });

  it.each([
    [
      "'Failed to send reset email!' for a refusal without words",
      { ...refused, message: '' },
      'Failed to send reset email!',
    ],
    ['the server message for a refusal', refused, 'This reset link is invalid or has expired'],
    [
      "'Something went wrong! Please try again.' when the call failed",
      offline,
      'Something went wrong! Please try again.',
    ],
  ])('fails with %s', async (_, failure, shown) => {
    const { actor, note } = startForgot(() => Promise.reject(failure));
    actor.send({ type: 'forgot.setEmail', value: 'ada@example.com' });
    actor.send({ type: 'forgot.submit' });
    await settle();
    expect(note.error).toHaveBeenCalledWith(shown);
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('reset password machine', () => {
  it('reaches every state through the model', async () => {
    const walk = await walkEveryPath(resetPasswordMachine, {
      input: { token: 't' },
      serialize: (s) => [s.value, s.context.password, s.context.confirm],
      events: [
        { type: 'reset.setPassword', value: 'harmattan evenings' },
        { type: 'reset.setConfirm', value: 'harmattan evenings' },
        { type: 'reset.submit' },
        { type: 'xstate.done.actor.resetPassword', output: sent },
        { type: 'xstate.error.actor.resetPassword', error: refused },
      ],
    });
    expect(walk.reached).toEqual(statesOf(resetPasswordMachine));
    await recordCoverage(resetPasswordMachine, walk);
  });

  function startReset(answer: () => Promise<MessageAnswer>) {
    const note = notices();
    const goToLogin = vi.fn();
    const call = fakeCall<MessageAnswer, ResetPasswordRequest>(answer);
    const actor = createActor(
      resetPasswordMachine.provide({
        actions: { ...note.actions, goToLogin },
        actors: { resetPassword: call.logic },
      }),
      { input: { token: 'reset-token' } },
    ).start();
    const type = (password: string, confirm: string) => {
      actor.send({ type: 'reset.setPassword', value: password });
      actor.send({ type: 'reset.setConfirm', value: confirm });
    };
    return { actor, note, call, goToLogin, type };
  }

  it("refuses two different passwords: 'Passwords do not match'", () => {
    const { actor, call, type } = startReset(async () => sent);
    type('harmattan evenings', 'harmattan morning');
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().context.message).toBe('Passwords do not match');
    expect(call.inputs).toEqual([]);
  });

  it("reads 'Resetting...' while busy, shows the server message and goes to login", async () => {
    const { actor, call, note, goToLogin, type } = startReset(async () => ({
      success: true,
      message: 'Password updated',
    }));
    type('harmattan evenings', 'harmattan evenings');
    expect(resetButtonLabel(actor.getSnapshot())).toBe('Reset Password');
    actor.send({ type: 'reset.submit' });
    expect(resetButtonLabel(actor.getSnapshot())).toBe('Resetting...');
    await settle();
    expect(call.inputs).toEqual([{ token: 'reset-token', password: 'harmattan evenings' }]);
    expect(note.success).toHaveBeenCalledWith('Password updated');
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it.each([
    ['the server message', refused, 'This reset link is invalid or has expired'],
    ["'Something went wrong!' when the call failed", offline, 'Something went wrong!'],
  ])('fails with %s', async (_, failure, shown) => {
    const { actor, note, type } = startReset(() => Promise.reject(failure));
    type('harmattan evenings', 'harmattan evenings');
    actor.send({ type: 'reset.submit' });
    await settle();
    expect(note.error).toHaveBeenCalledWith(shown);
    expect(actor.getSnapshot().context.message).toBe(shown);
  });
});
