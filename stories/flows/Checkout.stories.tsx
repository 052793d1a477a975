import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { plainProduct } from '../../mocks/fixtures/catalogue';
import { findPage, screenMeta, shopScene } from '../screens/harness';
import { fillDelivery } from '../screens/plays';
import { ibadanAddress } from '../screens/scenes';

/**
 * A guest's whole purchase: a scent from its page into the cart, the cart, the checkout, a pay-before-delivery
 * order, and the order on MY ORDERS with how to pay for it.
 */
const meta = {
  title: 'Flows/Checkout',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestPaysBeforeDelivery: Story = {
  ...shopScene({ path: `/product/${plainProduct._id}` }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('add the scent to the cart from its page', async () => {
      await findPage(canvasElement, plainProduct.name);
      await userEvent.click(canvas.getByRole('button', { name: /add to cart/i }));
      // the product page may ask to confirm first (the order confirmation dialog)
      const dialog = await screen.findByRole('dialog', {}, { timeout: 2000 }).catch(() => null);
      if (dialog) {
        await userEvent.click(within(dialog).getByRole('button', { name: /^(confirm|add to cart)$/i }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      }
      await expect(await screen.findByText(messages.addedToCart(1, plainProduct.name))).toBeVisible();
    });
    await step('the cart, then PROCEED TO CHECKOUT', async () => {
      await userEvent.click(canvas.getByRole('link', { name: /^Cart, 1 item/ }));
      await findPage(canvasElement, 'Your Cart');
      await expect(await canvas.findByText(plainProduct.name)).toBeVisible();
      await userEvent.click(canvas.getByRole('link', { name: 'PROCEED TO CHECKOUT' }));
    });
    await step('delivery details, and PLACE ORDER', async () => {
      await findPage(canvasElement, 'Checkout');
      await canvas.findByText('DELIVERY INFORMATION');
      await fillDelivery(canvasElement, userEvent, ibadanAddress);
      await userEvent.click(canvas.getByRole('button', { name: 'PLACE ORDER' }));
    });
    await step('the order on MY ORDERS, with the bank details', async () => {
      await findPage(canvasElement, 'My Orders');
      await expect(await screen.findByText(messages.orderPlaced)).toBeVisible();
      const order = await canvas.findByRole('article', { name: /^Order #/ });
      await expect(order).toHaveTextContent(`${plainProduct.name} × 1`);
      // ₦26,000 and ₦1,500 for delivery in Ibadan
      await expect(order).toHaveTextContent('₦27,500.00');
      await expect(canvas.getByText('PAY BY BANK TRANSFER')).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByRole('link', { name: /^Cart, (empty|0 items)$/ })).toBeVisible(),
      );
    });
  },
};
