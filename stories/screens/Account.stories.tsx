import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { on, refuse } from '../../mocks/handle';
import { loadingForever, networkError } from '../../mocks/scenarios';
import { shop } from '../../mocks/state';
import { atMobile, expectErrorSummaryFocused, expectSummaryLinkFocuses } from '../ui/primitives/play-helpers';
import { adaeze } from './scenes';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * My Account, at `/account`: a logged-in shopper changes their password and can log out on every device.
 * States: Idle; Changing (the call on its way); WrongCurrentPassword; PasswordsDoNotMatch (also on a phone);
 * CommonPassword; TooManyAttempts; PasswordChanged (the other devices logged out, this one kept);
 * LoggingOutEverywhere; LoggedOutEverywhere (back on Login, told so); LogOutEverywhereFails; RefusedPost and
 * MismatchPost (the form posted without scripts and refused by the server); Guest (sent to log in).
 */
const meta = {
  title: 'Screens/Account',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const path = '/account';
const newPassword = 'Harmattan-Evenings';
/** the session of another device of Adaeze's, in the mock shop */
const otherDevice = 'story-session-other-device';

/** One of the page's two forms, to look inside: 'change-password-form' or 'logout-everywhere-form'. */
function formOf(canvasElement: HTMLElement, slot: string) {
  const form = canvasElement.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  if (!form) throw new Error(`No ${slot} on the page`);
  return within(form);
}

const boxes = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    current: canvas.getByLabelText(/^Current Password/),
    next: canvas.getByLabelText(/^New Password/),
    confirm: canvas.getByLabelText(/^Confirm New Password/),
  };
};

/** Fills in Change Password as a shopper would and presses Enter. */
async function change(
  { canvasElement, userEvent }: Context,
  typed: { current?: string; next?: string; confirm?: string } = {},
) {
  const { current = adaeze.password, next = newPassword, confirm = next } = typed;
  await findPage(canvasElement, 'My Account');
  const box = boxes(canvasElement);
  await userEvent.type(box.current, current);
  await userEvent.type(box.next, next);
  await userEvent.type(box.confirm, `${confirm}{Enter}`);
  return box;
}

export const Idle: Story = {
  ...shopScene({ path, shopper: adaeze }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'My Account');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Log Out Everywhere' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out Everywhere' })).toBeEnabled();
    for (const box of Object.values(boxes(canvasElement))) await expect(box).toHaveValue('');
  },
};

export const Changing: Story = {
  ...shopScene({ path, shopper: adaeze, handlers: loadingForever('changePassword') }),
  play: async (context) => {
    const box = await change(context);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Changing/ })).toBeDisabled());
    await expect(box.current).toBeDisabled();
  },
};

/** The shop refuses the current password: the sentence stands beside that box, what was typed stays. */
export const WrongCurrentPassword: Story = {
  ...shopScene({ path, shopper: adaeze }),
  play: async (context) => {
    const box = await change(context, { current: 'not-her-password' });
    await waitFor(() => expect(box.current).toHaveAccessibleDescription(messages.currentPasswordWrong));
    await expect(box.current).toHaveAttribute('aria-invalid', 'true');
    await expect(box.next).toHaveValue(newPassword);
    await expect(shop.shoppers.find((s) => s.email === adaeze.email)?.password).toBe(adaeze.password);
    // the error summary at the top of the form has the focus, its link leads to the box
    const summary = await expectErrorSummaryFocused(context.canvasElement);
    await expectSummaryLinkFocuses(context.userEvent, summary, messages.currentPasswordWrong, box.current);
  },
};

/**
 * Checked before anything is sent: the summary takes the focus and links to Confirm; sent again unchanged, the
 * same sentence changes nothing on screen, and the focus comes back to the summary all the same.
 */
export const PasswordsDoNotMatch: Story = {
  ...shopScene({ path, shopper: adaeze }),
  play: async (context) => {
    const box = await change(context, { confirm: 'Harmattan-Mornings' });
    await expect(box.confirm).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
    await expect(context.canvas.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    const summary = await expectErrorSummaryFocused(context.canvasElement);
    await expectSummaryLinkFocuses(context.userEvent, summary, messages.passwordsDoNotMatch, box.confirm);
    await context.userEvent.keyboard('{Enter}');
    await expectErrorSummaryFocused(context.canvasElement);
    // nothing was sent: the right current password would have changed hers
    await expect(shop.shoppers.find((s) => s.email === adaeze.email)?.password).toBe(adaeze.password);
  },
};

export const PasswordsDoNotMatchOnAPhone: Story = { ...PasswordsDoNotMatch, globals: atMobile };

export const CommonPassword: Story = {
  ...shopScene({ path, shopper: adaeze }),
  play: async (context) => {
    const box = await change(context, { next: 'password123' });
    await expect(box.next).toHaveAccessibleDescription(expect.stringContaining(messages.passwordTooCommon));
    await expect(box.confirm).not.toHaveAttribute('aria-invalid');
  },
};

/** Too many wrong tries (counted with the login's): a sentence for the whole form, no one box to blame. */
export const TooManyAttempts: Story = {
  ...shopScene({
    path,
    shopper: adaeze,
    handlers: [on('changePassword', () => refuse('changePassword', 429, messages.tooManyAttempts))],
  }),
  play: async (context) => {
    const box = await change(context);
    const form = formOf(context.canvasElement, 'change-password-form');
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.tooManyAttempts);
    await expect(box.current).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Changed: the shopper is told so (a toast and the form's own status), every box is emptied, this device
 * stays logged in and the other device's session has ended.
 */
export const PasswordChanged: Story = {
  ...shopScene({
    path,
    shopper: adaeze,
    seed: (mock) => void mock.sessions.set(otherDevice, 'demo-shopper-1'),
  }),
  play: async (context) => {
    const box = await change(context);
    const form = formOf(context.canvasElement, 'change-password-form');
    await expect(await form.findByRole('status')).toHaveTextContent(messages.passwordChanged);
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    await expect(await within(toasts).findByText(messages.passwordChanged)).toBeVisible();
    for (const each of Object.values(box)) await expect(each).toHaveValue('');
    await expect(shop.sessions.has(otherDevice)).toBe(false);
    await expect(shop.shoppers.find((s) => s.email === adaeze.email)?.password).toBe(newPassword);
    await expect(window.localStorage.getItem('token')).not.toBeNull();
    await expect(within(context.canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'My Account',
    );
  },
};

/** Every session ends, this one too: the shopper lands on Login, logged out, and is told so. */
export const LoggedOutEverywhere: Story = {
  ...shopScene({
    path,
    shopper: adaeze,
    seed: (mock) => void mock.sessions.set(otherDevice, 'demo-shopper-1'),
    endsAt: '/login',
  }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'My Account');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log Out Everywhere' }));
    await expect(await screen.findByText(messages.loggedOutEverywhere)).toBeVisible();
    await findPage(canvasElement, 'Login');
    await expect(window.localStorage.getItem('token')).toBeNull();
    await expect(shop.sessions.size).toBe(0);
  },
};

export const LoggingOutEverywhere: Story = {
  ...shopScene({ path, shopper: adaeze, handlers: loadingForever('logoutEverywhere') }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'My Account');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out Everywhere' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Logging out/ })).toBeDisabled());
  },
};

export const LogOutEverywhereFails: Story = {
  ...shopScene({ path, shopper: adaeze, handlers: networkError('logoutEverywhere') }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'My Account');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out Everywhere' }));
    const form = formOf(canvasElement, 'logout-everywhere-form');
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.networkError);
    await expect(form.getByRole('button', { name: 'Log Out Everywhere' })).toBeEnabled();
    await expect(window.localStorage.getItem('token')).not.toBeNull();
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="logout-everywhere-form"]')).toContainElement(
      summary,
    );
  },
};

/** Adaeze's page after Change Password was posted without the scripts, and refused. */
const changePosted = (fields: Record<string, string>) =>
  shopScene({
    path,
    shopper: adaeze,
    post: {
      intent: 'change-password',
      currentPassword: adaeze.password,
      newPassword,
      confirmPassword: newPassword,
      ...fields,
    },
  });

/**
 * Change Password posted before (or without) the page's scripts with a wrong current password: the server
 * shows the page again with the sentence beside that box, and no password in any box.
 */
export const RefusedPost: Story = {
  ...changePosted({ currentPassword: 'not-her-password' }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'My Account');
    const box = boxes(canvasElement);
    await expect(box.current).toHaveAccessibleDescription(messages.currentPasswordWrong);
    for (const each of Object.values(box)) await expect(each).toHaveValue('');
    // the summary heads the form; once the page's scripts run it has the focus
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary.closest('form')?.firstElementChild).toBe(summary);
    await expect(within(summary).getByRole('link', { name: messages.currentPasswordWrong })).toHaveAttribute(
      'href',
      `#${box.current.id}`,
    );
  },
};

/** The same without the scripts, with two different new passwords: said beside Confirm, nothing sent. */
export const MismatchPost: Story = {
  ...changePosted({ confirmPassword: 'Harmattan-Mornings' }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'My Account');
    await expect(boxes(canvasElement).confirm).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
    await expect(shop.shoppers.find((s) => s.email === adaeze.email)?.password).toBe(adaeze.password);
  },
};

/** A visitor who is not logged in is sent to log in. */
/** A guest is sent to log in. */
export const Guest: Story = {
  ...shopScene({ path, endsAt: '/login' }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Login');
    await expect(within(canvasElement).queryByRole('button', { name: 'Change Password' })).toBeNull();
  },
};
