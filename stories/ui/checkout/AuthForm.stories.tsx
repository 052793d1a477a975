import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { AuthForm, type AuthFormProps } from '../../../ui/checkout';
import { useRefusedAfterSending } from '../../harness/refused-later';
import { serverHtmlPage } from '../../harness/server-html';
import {
  atDesktop,
  atMobile,
  expectErrorSummaryFocused,
  expectSummaryLinkFocuses,
} from '../primitives/play-helpers';

/** The login page keeps the mode and the values. */
function AuthScreen({
  mode: initialMode,
  values: initialValues,
  onChange,
  onModeChange,
  ...props
}: AuthFormProps) {
  const [mode, setMode] = useState(initialMode);
  const [values, setValues] = useState(initialValues);
  return (
    <AuthForm
      {...props}
      mode={mode}
      values={values}
      onModeChange={(next) => {
        setMode(next);
        onModeChange(next);
      }}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        onChange(field, value);
      }}
    />
  );
}

/** The login page after the shop's answer: busy while it is out, then its refusal (a whole-form or a field's). */
function RefusedAuth({
  refusal,
  ...args
}: AuthFormProps & { refusal: Pick<AuthFormProps, 'error' | 'fieldErrors'> }) {
  const { sending, refused, send } = useRefusedAfterSending(refusal);
  return (
    <AuthScreen
      {...args}
      busy={sending}
      {...refused}
      onSubmit={(...sent) => {
        args.onSubmit(...sent);
        send();
      }}
    />
  );
}

/**
 * Login and Sign Up in one card, switched by the link under it: email and password (with the PasswordInput's
 * eye), plus a name to sign up. Controlled: the login page keeps the values, the busy state and the
 * messages. It is a real form: before the page's scripts run it posts to `action` and the server answers with
 * the page.
 *
 * **Use when** a shopper, the owner or staff logs in or creates an account (/login).
 *
 * **Not when** asking for the second step's code (LoginCodeForm), or a forgotten password
 * (ForgotPasswordForm).
 */
const meta = {
  title: 'Components/Checkout/AuthForm',
  tags: ['autodocs'],
  component: AuthForm,
  render: (args) => <AuthScreen {...args} />,
  args: {
    mode: 'login',
    values: { name: '', email: '', password: '' },
    onModeChange: fn(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    const password = canvas.getByLabelText(/^Password/);

    await step('email and password, no name; a way to a forgotten password', async () => {
      await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
      await expect(canvas.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
      await expect(email).toHaveAttribute('type', 'email');
      await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      await expect(canvas.queryByText(/Or continue with/)).toBeNull();
    });
    await step('an empty form is not sent (the browser asks for the fields)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('the eye shows the password and hides it again', async () => {
      await userEvent.type(password, 'Adunni-2025!');
      const eye = canvas.getByRole('button', { name: 'Show password' });
      await expect(password).toHaveAttribute('type', 'password');
      await userEvent.click(eye);
      await expect(eye).toHaveAttribute('aria-pressed', 'true');
      await expect(password).toHaveAttribute('type', 'text');
      await userEvent.click(eye);
      await expect(password).toHaveAttribute('type', 'password');
    });
    await step('filled in and sent with Enter', async () => {
      await userEvent.type(email, 'adaeze.okafor@example.ng');
      await expect(args.onChange).toHaveBeenLastCalledWith('email', 'adaeze.okafor@example.ng');
      await userEvent.type(password, '{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('login', {
        name: '',
        email: 'adaeze.okafor@example.ng',
        password: 'Adunni-2025!',
      });
    });
  },
};

export const SignUp: Story = {
  args: { mode: 'signup' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('autocomplete', 'name');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
  },
};

/** The switch is a link to the other mode's page; once the page's scripts run it switches in place. */
export const ToggleMode: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step("'Create account' links to Sign Up and switches to it", async () => {
      const createAccount = canvas.getByRole('link', { name: 'Create account' });
      await expect(createAccount).toHaveAttribute('href', '/login?mode=signup');
      await userEvent.click(createAccount);
      await expect(args.onModeChange).toHaveBeenLastCalledWith('signup');
      await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
    });
    await step("'Login Here' links to Login and switches back, from the keyboard", async () => {
      const loginHere = canvas.getByRole('link', { name: 'Login Here' });
      await expect(loginHere).toHaveAttribute('href', '/login?mode=login');
      loginHere.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onModeChange).toHaveBeenLastCalledWith('login');
      await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    });
  },
};

/**
 * A real form: before (or without) the page's scripts the browser posts it to /login, where the hidden intent
 * tells the server which mode was sent.
 */
export const PostsToLogin: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const form = canvasElement.querySelector('form')!;
    const intent = () => new FormData(form).get('intent');
    await step('it posts to /login as a login', async () => {
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', '/login');
      await expect(intent()).toBe('login');
    });
    await step('in Sign Up mode it posts a signup', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Create account' }));
      await expect(intent()).toBe('signup');
      await expect(form).toHaveAttribute('action', '/login');
    });
    await step('the fields post under their own names', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Chiamaka Eze');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'chiamaka@example.com');
      await userEvent.type(canvas.getByLabelText(/^Password/), 'Harmattan-Evenings');
      await expect(Object.fromEntries(new FormData(form))).toEqual({
        intent: 'signup',
        name: 'Chiamaka Eze',
        email: 'chiamaka@example.com',
        password: 'Harmattan-Evenings',
      });
    });
  },
};

export const SigningIn: Story = {
  args: { busy: true, values: { name: '', email: 'adaeze.okafor@example.ng', password: 'Adunni-2025!' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: {
    error: 'Invalid email or password',
    values: { name: '', email: 'adaeze.okafor@example.ng', password: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

/**
 * The shop refused the login: the summary at the top of the form says so and takes the focus, each time. The
 * sentence does not say which box is wrong, so it links to none; the next Tab reaches the email box.
 */
export const RefusedLogin: Story = {
  render: (args) => <RefusedAuth {...args} refusal={{ error: 'Invalid email or password' }} />,
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    await step('a wrong password: the summary has the focus', async () => {
      await userEvent.type(email, 'adaeze.okafor@example.ng');
      await userEvent.type(canvas.getByLabelText(/^Password/), 'not-her-password{Enter}');
      const summary = await expectErrorSummaryFocused(canvasElement);
      await expect(summary).toHaveTextContent('Invalid email or password');
      await expect(canvas.queryByRole('link', { name: 'Invalid email or password' })).toBeNull();
      await userEvent.tab();
      await expect(email).toHaveFocus();
    });
    await step('sent again and refused again: the focus comes back to it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await expectErrorSummaryFocused(canvasElement);
    });
  },
};

/** On a phone, Sign Up refused for its password: the summary links to the password box, which keeps the message. */
export const RefusedSignUpOnAPhone: Story = {
  globals: atMobile,
  args: { mode: 'signup' },
  render: (args) => (
    <RefusedAuth
      {...args}
      refusal={{ fieldErrors: { password: 'Password must be at least 8 characters' } }}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Chiamaka Eze');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'chiamaka@example.com');
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(password).toHaveAccessibleDescription(
      'At least 8 characters Password must be at least 8 characters',
    );
    await expectSummaryLinkFocuses(userEvent, summary, 'Password must be at least 8 characters', password);
  },
};

export const Mobile: Story = { args: { mode: 'signup' }, globals: atMobile };
export const Desktop: Story = { globals: atDesktop };

/** In the server's HTML the password's eye keeps its place unseen: before the page's scripts a tap on it would do nothing. */
export const BeforeHydration: Story = {
  // drawn by its play function only: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ args, canvasElement, step }) => {
    const { page, hydrateUntil } = serverHtmlPage(canvasElement, <AuthScreen {...args} />);
    await step('no eye to tap; the box is there to type in', async () => {
      await expect(page.queryByRole('button', { name: 'Show password' })).toBeNull();
      await expect(page.getByLabelText(/^Password/)).toBeVisible();
    });
    await step('hydrated, the eye shows', () =>
      hydrateUntil(() => expect(page.getByRole('button', { name: 'Show password' })).toBeVisible()),
    );
  },
};
