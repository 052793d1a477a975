import { assign, not, setup } from 'xstate';
import { type ChangePasswordRequest, type MessageAnswer, messages, passwordProblem } from '../api';
import { type Notice, failureText, notProvided } from './effects';

/** The boxes of the account page's Change Password form. */
export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type PasswordChangeValues = Record<PasswordChangeField, string>;

export interface ChangePasswordContext extends PasswordChangeValues {
  /** what went wrong (beside its field, see `problemField`), or what was done once `changed` */
  message: string | null;
}

export type ChangePasswordEvent =
  | { type: 'passwordChange.set'; field: PasswordChangeField; value: string }
  | { type: 'passwordChange.submit' };

const blank: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * What stops the form before it is sent: the new password twice the same, and usable
 * (docs/decisions/030-passwords-and-reset-links.md).
 */
export function newPasswordProblem({ newPassword, confirmPassword }: PasswordChangeValues): string | null {
  if (newPassword !== confirmPassword) return messages.passwordsDoNotMatch;
  return passwordProblem(newPassword);
}

/** The box a refusal is about, for the message to stand beside it; null for the whole form (a limit, the network). */
export function problemField(message: string): PasswordChangeField | null {
  if (message === messages.currentPasswordWrong || message === 'Current password is required')
    return 'currentPassword';
  if (message === messages.passwordsDoNotMatch) return 'confirmPassword';
  if (message === messages.passwordTooCommon || message.startsWith('Password must be')) return 'newPassword';
  return null;
}

const isFilledIn = (values: PasswordChangeValues) => Object.values(values).every((value) => value !== '');
const doneText = (answer: MessageAnswer) => answer.message || messages.passwordChanged;

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: notProvided<MessageAnswer, ChangePasswordRequest>('changePassword'),
  },
  actions: {
    setField: assign(({ event }) =>
      event.type === 'passwordChange.set' ? { [event.field]: event.value, message: null } : {},
    ),
    notifySuccess: (_, _params: Notice) => {},
    notifyError: (_, _params: Notice) => {},
  },
  guards: {
    isFilledIn: ({ context }) => isFilledIn(context),
    hasProblem: ({ context }) => newPasswordProblem(context) !== null,
  },
}).createMachine({
  id: 'changePassword',
  context: { ...blank, message: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'passwordChange.set': { actions: 'setField' },
        'passwordChange.submit': [
          { guard: not('isFilledIn') },
          { guard: 'hasProblem', actions: assign({ message: ({ context }) => newPasswordProblem(context) }) },
          { target: 'changing' },
        ],
      },
    },
    // the button reads 'Changing...'
    changing: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          currentPassword: context.currentPassword,
          newPassword: context.newPassword,
        }),
        onDone: {
          target: 'changed',
          // the boxes empty: no password stays on the page
          actions: [
            assign(({ event }) => ({ ...blank, message: doneText(event.output) })),
            { type: 'notifySuccess', params: ({ event }) => ({ message: doneText(event.output) }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ message: ({ event }) => failureText(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) },
          ],
        },
      },
    },
    // done, and said so; typing again starts another change
    changed: {
      on: {
        'passwordChange.set': { target: 'editing', actions: 'setField' },
      },
    },
  },
});
