import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { secondFactorWords } from '../../api';
import { MOCK_RECOVERY_CODES } from '../../mocks/handlers/recovery-codes';
import { MOCK_TOTP_CODE, setMockSecondFactor } from '../../mocks/handlers/second-factor';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * The admin's way in: `/admin`'s Log in leads to `/login` and back to the admin page; an account with
 * two-step login is asked for its code on `/login/code` (the mock's authenticator shows 123456). States:
 * BackToTheAdmin; AskedForTheCode; WrongCode; RecoveryCodeLogin (lands on Security with the count);
 * WrongRecoveryCode.
 */
const meta = {
  title: 'Screens/Login code',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const withCode = (shop: MockShop) => {
  setMockSecondFactor(
    shop.shoppers.find((shopper) => shopper.email === shopOwner.email)!,
    true,
  );
};

async function logInAsOwner(
  canvasElement: HTMLElement,
  userEvent: { type: (el: Element, text: string) => Promise<void>; click: (el: Element) => Promise<void> },
) {
  await findPage(canvasElement, /Login|Sign In|Log in/i);
  // the login card's own boxes (the footer has an email box too)
  const form = within(within(canvasElement).getByRole('button', { name: 'Sign In' }).closest('form')!);
  await userEvent.type(form.getByRole('textbox', { name: /Email/ }), shopOwner.email);
  await userEvent.type(form.getByLabelText(/^Password/), shopOwner.password);
  await userEvent.click(form.getByRole('button', { name: 'Sign In' }));
}

/** Logged out on an admin page: Log in keeps the page to come back to, and the login returns there. */
export const BackToTheAdmin: Story = {
  ...shopScene({ path: '/admin/orders' }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step("the admin's Log in names this page", async () => {
      const link = await canvas.findByRole('link', { name: 'Log in' }, { timeout: 15_000 });
      await expect(link).toHaveAttribute('href', '/login?next=%2Fadmin%2Forders');
      await userEvent.click(link);
    });
    await step('logged in, back on the orders', async () => {
      await logInAsOwner(canvasElement, userEvent);
      await findPage(canvasElement, 'Orders');
    });
  },
};

export const BackToTheAdminOnAPhone: Story = { ...BackToTheAdmin, globals: atMobile };

/** Two-step login on: the password leads to the code page, and the right code to the admin page. */
export const AskedForTheCode: Story = {
  ...shopScene({ path: '/login?next=%2Fadmin%2Fstaff', seed: withCode, endsAt: '/admin/staff' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await logInAsOwner(canvasElement, userEvent);
    await findPage(canvasElement, 'Enter your code');
    await expect(
      canvas.getByRole('textbox', { name: /^Code from your app/ }).closest('form'),
    ).toHaveAttribute('action', '/login/code?next=%2Fadmin%2Fstaff');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code from your app/ }), MOCK_TOTP_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await findPage(canvasElement, 'Staff');
  },
};

export const AskedForTheCodeOnAPhone: Story = { ...AskedForTheCode, globals: atMobile };

/** A wrong code: the summary leads to the box; no session yet. */
export const WrongCode: Story = {
  ...shopScene({ path: '/login', seed: withCode, endsAt: '/login/code' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await logInAsOwner(canvasElement, userEvent);
    await findPage(canvasElement, 'Enter your code');
    const box = canvas.getByRole('textbox', { name: /^Code from your app/ });
    await userEvent.type(box, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: secondFactorWords.wrongCode }));
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  },
};

export const WrongCodeOnAPhone: Story = { ...WrongCode, globals: atMobile };

/** Past the password, the folded recovery form opened: this code typed into it and sent; its box. */
async function sendRecoveryCode(
  canvasElement: HTMLElement,
  userEvent: Parameters<typeof logInAsOwner>[1],
  code: string,
) {
  const canvas = within(canvasElement);
  await logInAsOwner(canvasElement, userEvent);
  await findPage(canvasElement, 'Enter your code');
  await userEvent.click(canvas.getByText('Lost your phone? Use a recovery code'));
  const box = await waitFor(() => canvas.getByRole('textbox', { name: /^Recovery code/ }));
  await expect(box.closest('form')).toHaveAttribute('action', '/login/code');
  await userEvent.type(box, code);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in with a recovery code' }));
  return box;
}

/** The phone lost: a recovery code from the folded form logs in, and Security says how many are left. */
export const RecoveryCodeLogin: Story = {
  ...shopScene({ path: '/login', seed: withCode, endsAt: '/admin/security' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await sendRecoveryCode(canvasElement, userEvent, MOCK_RECOVERY_CODES[0]!.toUpperCase());
    await findPage(canvasElement, 'Security');
    await expect(await canvas.findByText('9 of 10 left')).toBeVisible();
  },
};

export const RecoveryCodeLoginOnAPhone: Story = { ...RecoveryCodeLogin, globals: atMobile };

/** A wrong recovery code: the readable sentence, the summary leads to the box; no session. */
export const WrongRecoveryCode: Story = {
  ...shopScene({ path: '/login', seed: withCode, endsAt: '/login/code' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const box = await sendRecoveryCode(canvasElement, userEvent, 'zzzzz-zzzzz');
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: secondFactorWords.wrongRecoveryCode }));
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  },
};

export const WrongRecoveryCodeOnAPhone: Story = { ...WrongRecoveryCode, globals: atMobile };
