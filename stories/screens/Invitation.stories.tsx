import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../api';
import { storyNow } from '../../mocks/fixtures/clock';
import type { MockShop } from '../../mocks/state';
import { atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { adaeze } from './scenes';

/**
 * Joining the admin from an invitation's mailed link, at `/invitation/:token`: the person chooses the account's
 * password in a form the server answers (no script needed), and the role is theirs. States: NewAccount;
 * ExistingAccount (its password chosen anew, every device logged out); PasswordsDoNotMatch (posted without
 * scripts); LinkSpent (used, cancelled or expired). Each also on a phone.
 */
const meta = {
  title: 'Screens/Invitation',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const token = 'story-invitation';
const path = `/invitation/${token}`;
const HOUR = 60 * 60 * 1000;

const invited = (email: string) => (shop: MockShop) => {
  shop.invitations.push({
    id: 'invite-story',
    email,
    role: 'staff',
    sentAt: storyNow - HOUR,
    expiresAt: storyNow + 71 * HOUR,
    token,
  });
};

/** A new email: the password of the account made for it, in a post form. */
export const NewAccount: Story = {
  ...shopScene({ path, seed: invited('kemi@oorun.example') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Join the admin');
    await expect(
      canvas.getByText(/Choose the password of your new account, kemi@oorun\.example/),
    ).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Join as staff' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', path);
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Accept the invitation' })).toBeEnabled();
  },
};

export const NewAccountOnAPhone: Story = { ...NewAccount, globals: atMobile };

/** An account of that email exists: its password is chosen anew, and the page says every device is logged out. */
export const ExistingAccount: Story = {
  ...shopScene({ path, seed: invited(adaeze.email) }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Join the admin');
    await expect(within(canvasElement).getByText(/every device logged in to it is logged out/)).toBeVisible();
  },
};

export const ExistingAccountOnAPhone: Story = { ...ExistingAccount, globals: atMobile };

/** Two different passwords, posted without scripts: the summary first, the second box marked. */
export const PasswordsDoNotMatch: Story = {
  ...shopScene({
    path,
    seed: invited('kemi@oorun.example'),
    post: {
      email: 'kemi@oorun.example',
      password: 'Harmattan-Evenings',
      confirmPassword: 'Harmattan-Mornings',
    },
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Join the admin');
    await expectErrorSummaryFocused(canvasElement);
    await expect(within(canvasElement).getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
  },
};

export const PasswordsDoNotMatchOnAPhone: Story = { ...PasswordsDoNotMatch, globals: atMobile };

/** A link used, cancelled or expired: what to do next, and no form. */
export const LinkSpent: Story = {
  ...shopScene({ path }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Join the admin');
    await expect(
      canvas.getByText(
        "This invitation link is invalid or has expired. Ask the shop's owner to send it again.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  },
};

export const LinkSpentOnAPhone: Story = { ...LinkSpent, globals: atMobile };
