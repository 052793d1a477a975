import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type ApiFailure, type ChangePasswordRequest, type MessageAnswer, messages } from '../../api';
import { changePasswordMachine, problemField } from '../../machines/change-password';
import { ChangePasswordForm, type FormResult } from '../../ui';
import { MachineInspector, readInspector, useMachineLog } from './inspector';

interface PanelProps {
  /** the shop's answer to the change */
  changePassword: (request: ChangePasswordRequest) => Promise<MessageAnswer>;
  notifySuccess: (message: string) => void;
  notifyError: (message: string) => void;
}

/**
 * The changePassword machine (machines/change-password.ts) behind the account page's form, as
 * store/screens/account.tsx shows it: a refusal beside its box, or for the whole form; done, and every box empty.
 * The shop's answer is the story's.
 */
function ChangePasswordPanel({ changePassword, notifySuccess, notifyError }: PanelProps) {
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
      actions: {
        notifySuccess: (_, { message }) => notifySuccess(message),
        notifyError: (_, { message }) => notifyError(message),
      },
    }),
  );
  const log = useMachineLog();
  const [snapshot, send] = useMachine(machine, { inspect: log.inspect });
  const { message, ...values } = snapshot.context;
  const changed = snapshot.matches('changed');
  const field = message && !changed ? problemField(message) : null;
  const result: FormResult | undefined = changed
    ? { tone: 'success', text: message ?? '' }
    : message && !field
      ? { tone: 'danger', text: message }
      : undefined;
  return (
    <div className="grid max-w-5xl items-start gap-6 md:grid-cols-2">
      <ChangePasswordForm
        values={values}
        onChange={(box, value) => send({ type: 'passwordChange.set', field: box, value })}
        onSubmit={() => send({ type: 'passwordChange.submit' })}
        busy={snapshot.matches('changing')}
        errors={field ? { [field]: message } : {}}
        result={result}
      />
      <MachineInspector log={log} machine="changePassword" />
    </div>
  );
}

const meta = {
  title: 'Machines/ChangePassword',
  component: ChangePasswordPanel,
  args: {
    changePassword: fn(async (): Promise<MessageAnswer> => ({
      success: true,
      message: messages.passwordChanged,
    })),
    notifySuccess: fn(),
    notifyError: fn(),
  },
} satisfies Meta<typeof ChangePasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = 'ScentLover2026!';
const chosen = 'harmattan evenings';

type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

/** Each box filled at once (a paste), so the log has one event per box. */
async function fill({ canvasElement, userEvent }: PlayContext, newPassword: string, confirmPassword: string) {
  const canvas = within(canvasElement);
  for (const [label, value] of [
    [/^Current Password/, current],
    [/^New Password/, newPassword],
    [/^Confirm New Password/, confirmPassword],
  ] as const) {
    await userEvent.click(canvas.getByLabelText(label));
    await userEvent.paste(value);
  }
  await waitFor(() =>
    expect(readInspector(canvasElement).events).toEqual([
      'xstate.init',
      'passwordChange.set',
      'passwordChange.set',
      'passwordChange.set',
    ]),
  );
}

const submit = (context: PlayContext) =>
  context.userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Change Password' }));

/** Sent, changed: the success message, and no password left on the page. */
export const Changed: Story = {
  play: async (context) => {
    const { canvasElement, args, step } = context;
    const canvas = within(canvasElement);
    await step('editing: the three boxes, each a passwordChange.set (its value hidden)', async () => {
      // the panel shows the machine just after the first render: wait for it
      await waitFor(() => expect(readInspector(canvasElement).state).toBe('editing'));
      await fill(context, chosen, chosen);
      await expect(readInspector(canvasElement).lines[1]).toContain('value: •••');
    });
    await step('changing, then changed', async () => {
      await submit(context);
      await waitFor(() => expect(readInspector(canvasElement).state).toBe('changed'));
      await expect(readInspector(canvasElement).lines.slice(-2)).toEqual([
        'passwordChange.submit → changing',
        expect.stringMatching(/^xstate\.done\.actor\.changePassword .*→ changed$/),
      ]);
      await expect(args.changePassword).toHaveBeenCalledWith({
        currentPassword: current,
        newPassword: chosen,
      });
      await expect(args.notifySuccess).toHaveBeenCalledWith(messages.passwordChanged);
      await expect(canvas.getByRole('status')).toHaveTextContent(messages.passwordChanged);
      await expect(canvas.getByLabelText(/^Current Password/)).toHaveValue('');
    });
  },
};

/** Two different new passwords: refused here, beside the confirmation, and nothing is sent. */
export const RefusedBeforeSending: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    await fill(context, chosen, 'harmattan mornings');
    await submit(context);
    await waitFor(() =>
      expect(readInspector(canvasElement).lines.at(-1)).toBe('passwordChange.submit → editing'),
    );
    const confirm = within(canvasElement).getByLabelText(/^Confirm New Password/);
    await expect(confirm).toHaveAccessibleDescription(expect.stringContaining(messages.passwordsDoNotMatch));
    await expect(args.changePassword).not.toHaveBeenCalled();
  },
};

const wrongCurrent: ApiFailure = { success: false, message: messages.currentPasswordWrong, status: 400 };

/** The shop refuses the current password: editing again, the words beside that box, what was typed kept. */
export const WrongCurrentPassword: Story = {
  args: { changePassword: fn(() => Promise.reject(wrongCurrent)) },
  play: async (context) => {
    const { canvasElement, args } = context;
    await fill(context, chosen, chosen);
    await submit(context);
    await waitFor(() =>
      expect(readInspector(canvasElement).events.at(-1)).toBe('xstate.error.actor.changePassword'),
    );
    await expect(readInspector(canvasElement).state).toBe('editing');
    const box = within(canvasElement).getByLabelText(/^Current Password/);
    await expect(box).toHaveAccessibleDescription(expect.stringContaining(messages.currentPasswordWrong));
    await expect(box).toHaveValue(current);
    await expect(args.notifyError).toHaveBeenCalledWith(messages.currentPasswordWrong);
  },
};
