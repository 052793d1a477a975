import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { atMobile } from '../ui/primitives/play-helpers';
import { adaeze } from './scenes';
import { findPage, screenMeta, shopScene } from './harness';

const meta = {
  title: 'Screens/Login',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  ...shopScene({ path: '/login' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.queryByLabelText(/Full Name/)).toBeNull();
  },
};

export const SignUp: Story = {
  ...shopScene({ path: '/login' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await findPage(canvasElement, 'Sign Up');
    await expect(canvas.getByLabelText(/Full Name/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
};

/** Typed with the keyboard alone: the server's sentence shows under the fields. */
export const WrongPassword: Story = {
  ...shopScene({ path: '/login' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    await userEvent.click(canvas.getByLabelText(/Email Address/));
    await userEvent.keyboard(adaeze.email);
    await userEvent.tab();
    await userEvent.keyboard('not-her-password{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** A new account: the token is kept, the shopper goes home and hears so. */
export const SignUpSucceeds: Story = {
  ...shopScene({ path: '/login' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await userEvent.type(canvas.getByLabelText(/Full Name/), 'Chiamaka Eze');
    await userEvent.type(canvas.getByLabelText(/Email Address/), 'chiamaka@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Harmattan-Evenings');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await within(document.body).findByText(messages.accountCreated)).toBeVisible();
    await waitFor(() => expect(window.localStorage.getItem('token')).toMatch(/^mock-session-/));
    // home, once its code and data have loaded
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Sign Up' })).toBeNull(), {
      timeout: 15_000,
    });
  },
};

/** A shopper who is logged in is sent home (in the browser; the server renders the form for everyone). */
export const AlreadyLoggedIn: Story = {
  ...shopScene({ path: '/login', shopper: adaeze }),
  play: async ({ canvasElement }) => {
    // the page loads, and the shopper is moved on from the login form to the home page
    await findPage(canvasElement, /./);
    await waitFor(
      () => expect(within(canvasElement).getByRole('heading', { level: 1 })).not.toHaveTextContent(/^Login$/),
      { timeout: 15_000 },
    );
    await expect(within(canvasElement).queryByRole('button', { name: 'Sign In' })).toBeNull();
  },
};

export const OnAPhone: Story = { ...Login, globals: atMobile };
