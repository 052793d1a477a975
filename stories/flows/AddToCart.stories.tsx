import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { productWithAllOptions } from '../../mocks/fixtures/catalogue';
import { holdArrow } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from '../screens/harness';

/**
 * A perfume with options into the cart, by keyboard: ADD TO CART too early, the missing-selection message,
 * the choices, the confirmation, the toast and the header's badge.
 */
const meta = {
  title: 'Flows/AddToCart',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const product = productWithAllOptions;

export const WithOptions: Story = {
  ...shopScene({ path: `/product/${product._id}` }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const addToCart = () => canvas.getByRole('button', { name: /add to cart/i });
    await findPage(canvasElement, product.name);
    await step('too early: what is missing', async () => {
      addToCart().focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Choose your options' });
      await expect(dialog).toHaveTextContent(
        messages.selectBeforeAdd(['Base Scent', 'Side Note', 'size or wrap']),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    });
    await step('the choices, with the arrow keys and Space', async () => {
      canvas.getByRole('radio', { name: 'Oud' }).focus();
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('radio', { name: 'Oud' })).toBeChecked();
      await holdArrow(userEvent, 'ArrowDown', () => canvas.getByRole('radio', { name: 'Amber' }));
      canvas.getByRole('radio', { name: 'Saffron' }).focus();
      await userEvent.keyboard(' ');
      canvas.getByRole('checkbox', { name: /Wrap it yourself/ }).focus();
      await userEvent.keyboard(' ');
      await expect(canvas.queryByText(messages.selectSizeOrWrap)).toBeNull();
    });
    await step('confirm, and the cart has it', async () => {
      addToCart().focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Add to cart?' });
      await expect(dialog).toHaveTextContent('Base: Amber, Side: Saffron, Wrap');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
      await expect(
        await screen.findByText(messages.addedToCart(1, product.name), {
          selector: '[data-slot="toast-title"]',
        }),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });
    await step('the cart lists it', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Cart, 1 item' }));
      await findPage(canvasElement, 'Your Cart');
      await expect(await canvas.findByText(product.name)).toBeVisible();
    });
  },
};
