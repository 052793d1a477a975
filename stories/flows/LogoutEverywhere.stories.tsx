import type { Meta, StoryObj } from '@storybook/react-vite';
import * as Account from '../screens/Account.stories';
import { screenMeta } from '../screens/harness';

/**
 * The account page's Log Out Everywhere with the page's scripts (store/features/account-security.ts,
 * `useLogoutEverywhere`): every session ends, this one too, so the shopper is sent to log in again, told why; or
 * the call fails, and they stay logged in here with the reason.
 */
const meta = {
  title: 'Flows/LogoutEverywhere',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryDeviceLoggedOut: Story = { ...Account.LoggedOutEverywhere };
export const NetworkFailure: Story = { ...Account.LogOutEverywhereFails };
