import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../api';
import { networkError } from '../../mocks/scenarios';
import * as Forgot from '../screens/ForgotPassword.stories';
import * as Reset from '../screens/ResetPassword.stories';
import { findPage, screenMeta, shopScene } from '../screens/harness';

/**
 * A forgotten password with the page's scripts (store/features/account.ts, `useForgotPassword` and
 * `useResetPassword`): the link asked for, sending, sent, refused; then the new password from the link, checked
 * before it is sent, resetting, done (on to log in), or refused.
 */
const meta = {
  title: 'Flows/PasswordReset',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotEditing: Story = { ...Forgot.Idle };
export const ForgotSending: Story = { ...Forgot.Sending };
export const ForgotSent: Story = { ...Forgot.Sent };
export const ForgotRefused: Story = { ...Forgot.Refused };

export const ResetEditing: Story = { ...Reset.Idle };
export const ResetMismatch: Story = { ...Reset.PasswordsDoNotMatch };
export const Resetting: Story = { ...Reset.Resetting };
export const ResetDone: Story = { ...Reset.Success };
export const ResetRefused: Story = { ...Reset.ExpiredLink };

/** No answer came: 'Something went wrong!', and the shopper may try again. */
export const ResetNetworkDown: Story = {
  ...shopScene({ path: '/reset-password/mock-reset-link', handlers: networkError('resetPassword') }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'Reset Password');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Harmattan-Evenings');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Harmattan-Evenings{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.resetFailed);
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};
