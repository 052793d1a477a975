import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { plainProduct, productWithAllOptions } from '../../mocks/fixtures/catalogue';
import { serverError } from '../../mocks/scenarios';
import * as Screen from '../screens/Cart.stories';
import { findPage, screenMeta, shopScene } from '../screens/harness';
import { adaeze, cartOf, twoLines } from '../screens/scenes';

/**
 * The cart machine (machines/cart.ts) in the whole shop, on /cart: a guest's cart on this device, a shopper's
 * loading from the server, mirrored to it, merged into it on login, and a failed mirror that keeps the local
 * change. Machines/Cart drives the machine alone, with its state and events in view.
 */
const meta = {
  title: 'Machines/Cart In The Shop',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { ...Screen.WithLines };
export const LoggedInLoading: Story = { ...Screen.Loading };

export const LoggedInFromTheServer: Story = {
  ...shopScene({ path: '/cart', shopper: adaeze, serverCart: twoLines }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Your Cart');
    await expect(await within(canvasElement).findByText(productWithAllOptions.name)).toBeVisible();
  },
};

/** The guest's attar joins the Ọba Oud already in Adaeze's account when she logs in. */
export const MergedOnLogin: Story = {
  ...shopScene({
    path: '/login',
    endsAt: '/cart',
    guestCart: cartOf([plainProduct, 1]),
    seed: (shop) => {
      const owner = shop.shoppers.find((shopper) => shopper.email === adaeze.email)!;
      shop.carts.set(
        owner.id,
        cartOf([productWithAllOptions, 1, { base: 'Oud', side: 'Rose', size: '50ml' }]),
      );
    },
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Login');
    await userEvent.type(canvas.getByLabelText(/^Email Address/), adaeze.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), `${adaeze.password}{Enter}`);
    // home, once its code and data have loaded, with both lines in the header's count
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull(), {
      timeout: 15_000,
    });
    await userEvent.click(await canvas.findByRole('link', { name: 'Cart, 2 items' }, { timeout: 8_000 }));
    await findPage(canvasElement, 'Your Cart');
    await expect(await canvas.findByText(productWithAllOptions.name)).toBeVisible();
    await expect(canvas.getByText(plainProduct.name)).toBeVisible();
  },
};

/** The server refuses a change: the shopper hears why, and the cart here keeps what they chose. */
export const MirrorFailed: Story = {
  ...shopScene({
    path: '/cart',
    shopper: adaeze,
    serverCart: twoLines,
    handlers: serverError('cartUpdate', 'The shop is resting. Please try again.'),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    await userEvent.click(
      await canvas.findByRole('button', { name: `Increase quantity of ${plainProduct.name}` }),
    );
    await expect(await screen.findByText('The shop is resting. Please try again.')).toBeVisible();
    await expect(canvas.getByLabelText(`Quantity of ${plainProduct.name}`)).toHaveValue('3');
  },
};
