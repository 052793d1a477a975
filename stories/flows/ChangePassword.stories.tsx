import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../api';
import { networkError } from '../../mocks/scenarios';
import * as Account from '../screens/Account.stories';
import { findPage, screenMeta, shopScene } from '../screens/harness';
import { adaeze } from '../screens/scenes';

/**
 * The account page's Change Password with the page's scripts (store/features/account-security.ts,
 * `useChangePassword`): the new password checked before anything is sent, a refusal beside the box it is about or
 * above the form, and once changed every box empty.
 */
const meta = {
  title: 'Flows/ChangePassword',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changed: Story = { ...Account.PasswordChanged };
export const RefusedBeforeSending: Story = { ...Account.PasswordsDoNotMatch };
export const WrongCurrentPassword: Story = { ...Account.WrongCurrentPassword };

/** No answer came: the network's sentence above the form, and what was typed stays for another try. */
export const NetworkDown: Story = {
  ...shopScene({ path: '/account', shopper: adaeze, handlers: networkError('changePassword') }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'My Account');
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText(/^Current Password/);
    await userEvent.type(current, adaeze.password);
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Harmattan-Evenings');
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), 'Harmattan-Evenings{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.networkError);
    await expect(current).toHaveValue(adaeze.password);
    await expect(current).not.toHaveAttribute('aria-invalid');
  },
};
