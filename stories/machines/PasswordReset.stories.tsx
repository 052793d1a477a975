import type { Meta, StoryObj } from '@storybook/react-vite';
import * as Forgot from '../screens/ForgotPassword.stories';
import * as Reset from '../screens/ResetPassword.stories';
import { screenMeta } from '../screens/harness';

/**
 * The forgot-password and reset-password machines (machines/forgot-password.ts, reset-password.ts) on their
 * screens: editing, sending or resetting, sent or done, and refused.
 */
const meta = {
  title: 'Machines/PasswordReset',
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
