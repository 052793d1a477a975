import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type ApiFailure, type MessageAnswer, messages } from '../../api';
import { logoutEverywhereMachine } from '../../machines/logout-everywhere';
import { LogoutEverywhereForm } from '../../ui';
import { MachineInspector, readInspector, useMachineLog } from './inspector';

interface PanelProps {
  /** the shop's answer: every session of the account ended, or why not */
  endEverySession: () => Promise<MessageAnswer>;
  forgetSession: () => void;
  goToLogin: () => void;
  notifySuccess: (message: string) => void;
  notifyError: (message: string) => void;
}

/**
 * The logoutEverywhere machine (machines/logout-everywhere.ts) behind the account page's form: idle, ending
 * ('Logging out...'), then done (this device forgets its session and leaves for /login), or idle again with why.
 */
function LogoutEverywherePanel({ endEverySession, forgetSession, goToLogin, ...notices }: PanelProps) {
  const [machine] = useState(() =>
    logoutEverywhereMachine.provide({
      actors: { endEverySession: fromPromise(() => endEverySession()) },
      actions: {
        forgetSession,
        goToLogin,
        notifySuccess: (_, { message }) => notices.notifySuccess(message),
        notifyError: (_, { message }) => notices.notifyError(message),
      },
    }),
  );
  const log = useMachineLog();
  const [snapshot, send] = useMachine(machine, { inspect: log.inspect });
  return (
    <div className="grid max-w-5xl items-start gap-6 md:grid-cols-2">
      <LogoutEverywhereForm
        onSubmit={() => send({ type: 'sessions.endAll' })}
        busy={!snapshot.matches('idle')}
        error={snapshot.context.message}
      />
      <MachineInspector log={log} machine="logoutEverywhere" />
    </div>
  );
}

const meta = {
  title: 'Machines/LogoutEverywhere',
  component: LogoutEverywherePanel,
  args: {
    endEverySession: fn(async (): Promise<MessageAnswer> => ({
      success: true,
      message: messages.loggedOutEverywhere,
    })),
    forgetSession: fn(),
    goToLogin: fn(),
    notifySuccess: fn(),
    notifyError: fn(),
  },
} satisfies Meta<typeof LogoutEverywherePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const endAll = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Log Out Everywhere' });

/** Every session ends: this device forgets its own, and the shopper is sent to log in again, told why. */
export const EveryDeviceLoggedOut: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    // the panel shows the machine just after the first render: wait for it
    await waitFor(() => expect(readInspector(canvasElement).state).toBe('idle'));
    await userEvent.click(endAll(canvasElement));
    await waitFor(() => expect(readInspector(canvasElement).state).toBe('done'));
    await expect(readInspector(canvasElement).lines).toEqual([
      'xstate.init → idle',
      'sessions.endAll → ending',
      expect.stringMatching(/^xstate\.done\.actor\.endEverySession .*→ done$/),
    ]);
    await expect(args.forgetSession).toHaveBeenCalledOnce();
    await expect(args.goToLogin).toHaveBeenCalledOnce();
    await expect(args.notifySuccess).toHaveBeenCalledWith(messages.loggedOutEverywhere);
  },
};

const offline: ApiFailure = { success: false, message: messages.networkError, status: 0 };

/** The call fails: the shopper stays logged in here, and the form says why. */
export const NetworkFailure: Story = {
  args: { endEverySession: fn(() => Promise.reject(offline)) },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(endAll(canvasElement));
    await waitFor(() =>
      expect(readInspector(canvasElement).events.at(-1)).toBe('xstate.error.actor.endEverySession'),
    );
    await expect(readInspector(canvasElement).state).toBe('idle');
    await expect(await within(canvasElement).findByText(messages.networkError)).toBeVisible();
    await expect(endAll(canvasElement)).toBeEnabled();
    await expect(args.forgetSession).not.toHaveBeenCalled();
    await expect(args.notifyError).toHaveBeenCalledWith(messages.networkError);
  },
};
