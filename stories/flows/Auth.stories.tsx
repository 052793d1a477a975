import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { shop, shopOwner } from '../../mocks/state';
import { loadingForever, networkError } from '../../mocks/scenarios';
import * as Screen from '../screens/Login.stories';
import { findPage, screenMeta, shopScene } from '../screens/harness';
import { adaeze } from '../screens/scenes';

/**
 * Login and Sign Up with the page's scripts (store/features/account.ts, `useAuthForm`): the form in either mode,
 * signing in, refused by the shop or by the network, a name required to sign up, and signed up; the owner
 * signing in lands on the admin.
 */
const meta = {
  title: 'Flows/Auth',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Types Adaeze's email and a password, and presses Enter. */
async function signIn({ canvasElement, userEvent }: Context, password = adaeze.password) {
  const canvas = within(canvasElement);
  await findPage(canvasElement, 'Login');
  await userEvent.type(canvas.getByLabelText(/^Email Address/), adaeze.email);
  await userEvent.type(canvas.getByLabelText(/^Password/), `${password}{Enter}`);
  return canvas;
}

export const EditingLogin: Story = { ...Screen.Login };
export const EditingSignUp: Story = { ...Screen.SignUp };

/** The button is busy until the shop answers. */
export const Submitting: Story = {
  ...shopScene({ path: '/login', handlers: loadingForever('login') }),
  play: async (context) => {
    const canvas = await signIn(context);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Signing in/ })).toBeDisabled());
  },
};

export const Refused: Story = { ...Screen.WrongPassword };

/** No answer came: the network's sentence above the form, the email kept for another try. */
export const NetworkDown: Story = {
  ...shopScene({ path: '/login', handlers: networkError('login') }),
  play: async (context) => {
    const canvas = await signIn(context);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.networkError);
    await expect(canvas.getByLabelText(/^Email Address/)).toHaveValue(adaeze.email);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** Sign Up with a name of spaces alone: nothing is sent, no account is made, and the form stays as it was. */
export const SignUpNeedsAName: Story = {
  ...shopScene({ path: '/login?mode=signup' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Sign Up');
    await userEvent.type(canvas.getByLabelText(/Full Name/), '   ');
    await userEvent.type(canvas.getByLabelText(/Email Address/), 'chiamaka@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Harmattan-Evenings{Enter}');
    // a sign-up sent would be answered (an account, or 'Full name is required') well within this
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(shop.shoppers.some((shopper) => shopper.email === 'chiamaka@example.com')).toBe(false);
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};

export const SignedUp: Story = { ...Screen.SignUpSucceeds };

/** The owner (or a staff member) signs in where shoppers do, and lands on the admin, where the work is. */
export const OwnerSignsIn: Story = {
  ...shopScene({ path: '/login' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    await userEvent.type(canvas.getByLabelText(/^Email Address/), shopOwner.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), `${shopOwner.password}{Enter}`);
    await findPage(canvasElement, 'Today');
    await expect(await canvas.findByRole('navigation', { name: 'Admin' })).toBeVisible();
  },
};
