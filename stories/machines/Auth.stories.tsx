import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loadingForever } from '../../mocks/scenarios';
import * as Screen from '../screens/Login.stories';
import { findPage, screenMeta, shopScene } from '../screens/harness';
import { adaeze } from '../screens/scenes';

/** The auth machine (machines/auth.ts) on /login: editing in either mode, submitting, refused, member. */
const meta = {
  title: 'Machines/Auth',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditingLogin: Story = { ...Screen.Login };
export const EditingSignUp: Story = { ...Screen.SignUp };

/** submitting: the button is busy until the shop answers. */
export const Submitting: Story = {
  ...shopScene({ path: '/login', handlers: loadingForever('login') }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    await userEvent.type(canvas.getByLabelText(/^Email Address/), adaeze.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), `${adaeze.password}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Signing in/ })).toBeDisabled());
  },
};

export const Refused: Story = { ...Screen.WrongPassword };
export const Member: Story = { ...Screen.SignUpSucceeds };
