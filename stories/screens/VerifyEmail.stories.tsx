import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emailVerificationWords } from '../../api';
import { mockEmailKey } from '../../mocks/handlers/users';
import type { MockShop } from '../../mocks/state';
import { atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { adaeze, seedOrder } from './scenes';

/**
 * The page the link mailed at sign-up opens, at `/verify-email/:userId/:key`, logged in or not: the email is
 * confirmed and the orders placed with it without logging in join the account. States: ConfirmedWithOrders
 * (two guest orders joined); ConfirmedWithNone (nothing was waiting, or the link opened again); LinkNotValid
 * (cut short, or for an email the account no longer has).
 */
const meta = {
  title: 'Screens/VerifyEmail',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

// the mock shop's first demo shopper (mocks/state.ts)
const shopper = { id: 'demo-shopper-1', email: adaeze.email };
const link = `/verify-email/${shopper.id}/${mockEmailKey(shopper)}`;

/** Two orders Adaeze placed as a guest, with her email, on another phone. */
const twoGuestOrders = (shop: MockShop) => {
  seedOrder(shop, { status: 'pending', payment: false });
  seedOrder(shop, { status: 'delivered', payment: true });
};

const confirmedSaying = async (canvasElement: HTMLElement, joined: string) => {
  await findPage(canvasElement, 'Your Email');
  const main = within(within(canvasElement).getByRole('main'));
  await expect(await main.findByRole('status')).toHaveTextContent(emailVerificationWords.verified);
  await expect(main.getByText(joined, { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
};

/** Two orders placed with the email as a guest joined the account. */
export const ConfirmedWithOrders: Story = {
  ...shopScene({ path: link, seed: twoGuestOrders }),
  play: async ({ canvasElement }) => {
    await confirmedSaying(canvasElement, '2 earlier orders placed with this email joined your account.');
  },
};

export const ConfirmedWithOrdersOnAPhone: Story = { ...ConfirmedWithOrders, globals: atMobile };

/** Nothing was waiting for the email (or the link was opened before): confirmed, none joined. */
export const ConfirmedWithNone: Story = {
  ...shopScene({ path: link }),
  play: async ({ canvasElement }) => {
    await confirmedSaying(canvasElement, 'No earlier orders were waiting for this email.');
  },
};

export const ConfirmedWithNoneOnAPhone: Story = { ...ConfirmedWithNone, globals: atMobile };

/** A link cut short in the mail: it says so, and that nothing changed. */
export const LinkNotValid: Story = {
  ...shopScene({ path: `/verify-email/${shopper.id}/cut-short`, seed: twoGuestOrders }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Your Email');
    const main = within(within(canvasElement).getByRole('main'));
    await expect(await main.findByRole('alert')).toHaveTextContent(emailVerificationWords.linkInvalid);
    await expect(main.getByText(/Nothing was changed/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'go to your account' })).toHaveAttribute('href', '/account');
    await expect(main.queryByRole('link', { name: 'My Orders' })).toBeNull();
  },
};

export const LinkNotValidOnAPhone: Story = { ...LinkNotValid, globals: atMobile };
