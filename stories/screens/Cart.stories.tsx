import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { outOfStockProduct, plainProduct } from '../../mocks/fixtures/catalogue';
import { loadingForever } from '../../mocks/scenarios';
import { atMobile } from '../ui/primitives/play-helpers';
import { adaeze, cartOf, twoLines } from './scenes';
import { findPage, screenMeta, shopScene } from './harness';

const meta = {
  title: 'Screens/Cart',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shopper's cart comes from the server: the spinner shows until it answers. */
export const Loading: Story = {
  ...shopScene({ path: '/cart', shopper: adaeze, handlers: loadingForever('cartGet') }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Your Cart');
    // the spinner's words are for screen readers; its status region holds them
    await expect(
      within(canvasElement).getByText('Loading your cart').closest('[role="status"]'),
    ).not.toBeNull();
  },
};

export const Empty: Story = {
  ...shopScene({ path: '/cart' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    await expect(await canvas.findByText('Your Cart is Empty')).toBeVisible();
    await expect(canvas.getByText('Add some beautiful scents to your cart!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Collection' })).toHaveAttribute('href', '/menu');
  },
};

export const WithLines: Story = {
  ...shopScene({ path: '/cart', guestCart: twoLines }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    await step(
      'each line with its options, and the totals with the delivery rule, not a guessed fee',
      async () => {
        await expect(await canvas.findByText('Ọba Oud')).toBeVisible();
        await expect(canvas.getByText('Base: Oud, Side: Rose, Size: 50ml')).toBeVisible();
        const totals = canvas.getByRole('region', { name: 'CART TOTALS' });
        // 85,000 + 2 × 26,000 is over ₦100,000, free in Ibadan only: the cart does not know where it goes yet
        await expect(totals).toHaveTextContent('Subtotal₦137,000.00');
        await expect(totals).toHaveTextContent(
          'Shipping FeeIbadan ₦1,500.00, free from ₦100,000.00; elsewhere ₦4,000.00',
        );
        await expect(within(totals).queryByText('Free')).toBeNull();
        await expect(totals).toHaveTextContent('Total before delivery₦137,000.00');
      },
    );
    await step('each line is a form of its own, naming its line to the cart it posts to', async () => {
      for (const [key, line] of Object.entries(twoLines)) {
        const product = line.productId === plainProduct._id ? plainProduct.name : 'Ọba Oud';
        const form = canvas.getByRole('textbox', { name: `Quantity of ${product}` }).closest('form');
        await expect(form).toHaveAttribute('method', 'post');
        await expect(form).toHaveAttribute('action', '/cart');
        await expect(new FormData(form!).get('cartItemKey')).toBe(key);
      }
    });
    await step('the bin removes a line, with the keyboard', async () => {
      canvas.getByRole('button', { name: `Remove ${plainProduct.name} from cart` }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.queryByText(plainProduct.name)).toBeNull());
      // Ọba Oud alone, before delivery
      await expect(canvas.getByRole('region', { name: 'CART TOTALS' })).toHaveTextContent(
        'Total before delivery₦85,000.00',
      );
    });
    await step('PROCEED TO CHECKOUT leads to /place-order', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'PROCEED TO CHECKOUT' }));
      await findPage(canvasElement, 'Checkout');
    });
  },
};

/** A product the shop no longer has, and one out of stock: shown, marked, and left out of the total. */
export const WithUnknownProduct: Story = {
  ...shopScene({
    path: '/cart',
    guestCart: cartOf(
      ['6a0000000000000000000000', 1],
      [outOfStockProduct, 1, { size: '50ml' }],
      [plainProduct, 1],
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    await expect(await canvas.findByText('Unknown Product')).toBeVisible();
    await expect(canvas.getAllByText('Currently unavailable: not included in your total')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'CART TOTALS' })).toHaveTextContent('₦26,000.00');
  },
};

export const WithLinesOnAPhone: Story = {
  ...WithLines,
  globals: atMobile,
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Your Cart');
    await expect(await within(canvasElement).findByText('Ọba Oud')).toBeVisible();
  },
};
