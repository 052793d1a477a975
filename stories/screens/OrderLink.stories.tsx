import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { shortOrderId, type OrderStatus, type PaymentMethod } from '../../api';
import { mockOrderKey } from '../../mocks/handlers/order-links';
import type { MockShop } from '../../mocks/state';
import { storageKeys } from '../../store/data/storage';
import { atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { ibadanAddress, seedOrder } from './scenes';

/**
 * The page an order's signed link opens, at `/order/:orderId/:key` (mailed with every order), without logging
 * in. States: AwaitingTransfer; UnpaidCardOrder (Pay now, for whoever holds the link); Shipped; WrongLink (a link
 * cut short in the mail).
 */
const meta = {
  title: 'Screens/OrderLink',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's order with a known id, so the story knows its link. */
const ORDER_ID = '6b00000000000000d83e5f0a';
const REFERENCE = shortOrderId(ORDER_ID);
const link = `/order/${ORDER_ID}/${mockOrderKey(ORDER_ID)}`;

const guestOrder =
  (status: OrderStatus, payment: boolean, method: PaymentMethod = 'cod') =>
  (shop: MockShop) => {
    const order = seedOrder(shop, { status, payment, method, date: Date.UTC(2026, 2, 14, 12) });
    order._id = ORDER_ID;
  };

const orderCard = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', { name: `Order ${REFERENCE}` }, { timeout: 15_000 });

const bankTransfer = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="bank-transfer-details"]');

/** An order still waiting for its bank transfer: where to send the money, and the proof on WhatsApp. */
export const AwaitingTransfer: Story = {
  ...shopScene({ path: link, seed: guestOrder('pending', false) }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Order');
    const card = await orderCard(canvasElement);
    await step('the order, awaiting its payment', async () => {
      await expect(within(card).getByText('Awaiting payment')).toBeVisible();
      await expect(card).toHaveTextContent('Payment before Delivery');
      const chat = within(card).getByRole('link', { name: /Ask about this order on WhatsApp/ });
      await expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toContain(
        `my order ${REFERENCE}.`,
      );
    });
    await step('where to send the money, and the proof', async () => {
      const transfer = bankTransfer(canvasElement);
      if (!transfer) throw new Error('No bank details shown');
      await expect(transfer).toHaveTextContent('PAY BY BANK TRANSFER');
      await expect(transfer).toHaveTextContent('0123456789');
      await expect(transfer).toHaveTextContent(REFERENCE);
      const proof = within(transfer).getByRole('link', { name: /Send your proof of payment on WhatsApp/ });
      await expect(new URL(proof.getAttribute('href') ?? '').searchParams.get('text')).toContain(REFERENCE);
    });
    await step('every order of this device is on MY ORDERS, this one now too', async () => {
      await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
        'href',
        '/orders',
      );
      await waitFor(() =>
        expect(JSON.parse(window.localStorage.getItem(storageKeys.guestOrders) ?? '[]')).toEqual([
          { orderId: ORDER_ID, email: ibadanAddress.email },
        ]),
      );
    });
  },
};

export const AwaitingTransferOnAPhone: Story = { ...AwaitingTransfer, globals: atMobile };

/** A card order whose payment was never made: Pay now, posting the link's key with the order's id. */
export const UnpaidCardOrder: Story = {
  ...shopScene({ path: link, seed: guestOrder('pending', false, 'flutterwave') }),
  play: async ({ canvasElement }) => {
    const card = await orderCard(canvasElement);
    await expect(within(card).getByText('Awaiting payment')).toBeVisible();
    await expect(card).toHaveTextContent('Flutterwave');
    const form = within(card).getByRole('button', { name: 'Pay now' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', link);
    await expect(form?.querySelector('input[name="key"]')).toHaveValue(mockOrderKey(ORDER_ID));
    await expect(bankTransfer(canvasElement)).toBeNull();
  },
};

export const UnpaidCardOrderOnAPhone: Story = { ...UnpaidCardOrder, globals: atMobile };

/** A card order on its way: paid, shipped, nothing more to pay. */
export const Shipped: Story = {
  ...shopScene({ path: link, seed: guestOrder('shipped', true, 'paystack') }),
  play: async ({ canvasElement }) => {
    const card = await orderCard(canvasElement);
    await expect(within(card).getByText('Shipped', { selector: '[data-slot="status-dot"]' })).toBeVisible();
    await expect(card).toHaveTextContent('Paystack');
    await expect(card).toHaveTextContent('Paid');
    await expect(bankTransfer(canvasElement)).toBeNull();
    await expect(within(card).queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

/** A link cut short in the mail: the not-found sentence, and the way to the tracking form. */
export const WrongLink: Story = {
  ...shopScene({ path: `${link.slice(0, -2)}xy`, seed: guestOrder('pending', false), endsAt: '/orders' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Order');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find an order with that id and email.',
    );
    await expect(canvas.queryByRole('article', { name: `Order ${REFERENCE}` })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'track your order' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Track an order' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};
