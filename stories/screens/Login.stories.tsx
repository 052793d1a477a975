import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { atMobile, expectErrorSummaryFocused, expectSummaryLinkFocuses } from '../ui/primitives/play-helpers';
import { adaeze } from './scenes';
import { findPage, screenMeta, shopScene } from './harness';
import { restOnTheHero } from './plays';

/**
 * Login and sign-up, at `/login` (and `?mode=signup`). States: Login (also OnAPhone); SignUp and
 * SignUpFromTheLink; WrongPassword; SignUpShortPasswordOnAPhone; RefusedPost and SignUpRefusedPost (posted
 * without scripts and refused); SignUpSucceeds; AlreadyLoggedIn.
 */
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

/** 'Create account' is a link to the Sign Up page, which the page follows in place once its scripts run. */
export const SignUp: Story = {
  ...shopScene({ path: '/login' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    const createAccount = canvas.getByRole('link', { name: 'Create account' });
    await expect(createAccount).toHaveAttribute('href', '/login?mode=signup');
    await userEvent.click(createAccount);
    await findPage(canvasElement, 'Sign Up');
    await expect(canvas.getByLabelText(/Full Name/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login Here' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    );
  },
};

/** Where 'Create account' leads without JavaScript: the same page, opened in Sign Up mode. */
export const SignUpFromTheLink: Story = {
  ...shopScene({ path: '/login?mode=signup' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Sign Up');
    await expect(canvas.getByLabelText(/Full Name/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
};

/**
 * Typed with the keyboard alone: the server's sentence shows in the error summary at the top of the form, which
 * takes the focus, and again after the same refusal.
 */
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
    await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectErrorSummaryFocused(canvasElement);
  },
};

/** On a phone, Sign Up with a short password: the summary takes the focus and leads to the password box. */
export const SignUpShortPasswordOnAPhone: Story = {
  ...shopScene({ path: '/login?mode=signup' }),
  globals: atMobile,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Sign Up');
    await userEvent.type(canvas.getByLabelText(/Full Name/), 'Chiamaka Eze');
    await userEvent.type(canvas.getByLabelText(/Email Address/), 'chiamaka@example.com');
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expectSummaryLinkFocuses(userEvent, summary, 'Password must be at least 8 characters', password);
  },
};

/**
 * Sign In posted before (or without) the page's scripts, with the wrong password: the server shows the page again
 * with its sentence, the email kept and the password not.
 */
export const RefusedPost: Story = {
  ...shopScene({
    path: '/login',
    post: { intent: 'login', email: adaeze.email, password: 'not-her-password' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText(/Email Address/)).toHaveValue(adaeze.email);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // the summary heads the form; once the page's scripts run it has the focus
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary.closest('form')?.firstElementChild).toBe(summary);
  },
};

/** Sign Up posted without the scripts for an email the shop knows: back in Sign Up, the name and email kept. */
export const SignUpRefusedPost: Story = {
  ...shopScene({
    path: '/login',
    post: { intent: 'signup', name: 'Adaeze Okafor', email: adaeze.email, password: 'Harmattan-Evenings' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Sign Up');
    await expect(canvas.getByRole('alert')).toHaveTextContent('An account with this email already exists');
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue('Adaeze Okafor');
    await expect(canvas.getByLabelText(/Email Address/)).toHaveValue(adaeze.email);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
  },
};

/** A new account: the token is kept, the shopper goes home and hears so. */
export const SignUpSucceeds: Story = {
  ...shopScene({ path: '/login', endsAt: '/' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    await userEvent.click(canvas.getByRole('link', { name: 'Create account' }));
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
    await restOnTheHero(canvasElement, userEvent);
  },
};

/** A shopper who is logged in is sent home by the page's loader (on the server, by the session cookie). */
export const AlreadyLoggedIn: Story = {
  ...shopScene({ path: '/login', shopper: adaeze, endsAt: '/' }),
  play: async ({ canvasElement, userEvent }) => {
    // the page loads, and the shopper is moved on from the login form to the home page
    await findPage(canvasElement, /./);
    await waitFor(
      () => expect(within(canvasElement).getByRole('heading', { level: 1 })).not.toHaveTextContent(/^Login$/),
      { timeout: 15_000 },
    );
    await expect(within(canvasElement).queryByRole('button', { name: 'Sign In' })).toBeNull();
    await restOnTheHero(canvasElement, userEvent);
  },
};

export const OnAPhone: Story = { ...Login, globals: atMobile };
