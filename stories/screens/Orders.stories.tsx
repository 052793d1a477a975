import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { OrderStatus } from '../../api';
import { messages } from '../../api';
import { on, refuse } from '../../mocks/handle';
import { loadingForever, networkError, serverError } from '../../mocks/scenarios';
import type { MockShop } from '../../mocks/state';
import { atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { plainProduct } from '../../mocks/fixtures/catalogue';
import { adaeze, cartOf, ibadanAddress, mockShop, seedOrder } from './scenes';

/**
 * MY ORDERS, at `/orders`. States: Loading; Empty; LoadFailed; AwaitingPayment; Processing; Shipped;
 * Delivered; Cancelled; UnpaidCardOrder (Pay now); PayNowSoldOut; RefreshStatus (asking the shop again); RefreshFailsOnAPhone (where its toast sits);
 * Guest (the orders this device placed, and the track form); GuestWithoutOrders; TrackNotFoundOnAPhone.
 */
const meta = {
  title: 'Screens/Orders',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderCards = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('article', { name: /^Order #/ }, { timeout: 15_000 });

export const Loading: Story = {
  ...shopScene({ path: '/orders', shopper: adaeze, handlers: loadingForever('userOrders') }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'My Orders');
    await expect(await within(canvasElement).findByText('Loading your orders')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  ...shopScene({ path: '/orders', shopper: adaeze }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'My Orders');
    await expect(await canvas.findByText('No Orders Found')).toBeVisible();
    await expect(canvas.getByText("You haven't placed any orders yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Collection' })).toHaveAttribute('href', '/menu');
  },
};

export const LoadFailed: Story = {
  ...shopScene({ path: '/orders', shopper: adaeze, handlers: serverError('userOrders') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'My Orders');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.ordersLoadFailed);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A shopper with one order in `status`; the card shows its words and its colour. */
function withOneOrder(status: OrderStatus, label: string, tone: string, payment?: boolean): Story {
  return {
    ...shopScene({
      path: '/orders',
      shopper: adaeze,
      seed: (shop) => void seedOrder(shop, { shopper: adaeze, status, payment }),
    }),
    play: async ({ canvasElement }) => {
      const [card] = await orderCards(canvasElement);
      const dot = within(card!).getByText(label, { selector: '[data-slot="status-dot"]' });
      await expect(dot.querySelector('[data-slot="status-dot-swatch"]')).toHaveClass(`bg-${tone}-dot`);
      await expect(card).toHaveTextContent(payment ? 'Paid' : 'Pending');
      // an order still waiting for its transfer shows where to send it, on every visit
      const details = card!.closest('li')?.querySelector('[data-slot="bank-transfer-details"]') ?? null;
      if (status === 'pending' && !payment) await expect(details).toHaveTextContent('PAY BY BANK TRANSFER');
      else await expect(details).toBeNull();
      // a question about it is a chat with the shop, the order's reference typed in
      const reference = within(card!).getByRole('heading').textContent?.replace('Order ', '') ?? '';
      const chat = within(card!).getByRole('link', { name: /Ask about this order on WhatsApp/ });
      await expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toContain(
        `about my order ${reference}.`,
      );
    },
  };
}

export const AwaitingPayment = withOneOrder('pending', 'Awaiting payment', 'neutral', false);
export const Processing = withOneOrder('processing', 'Processing', 'warning', true);
export const Shipped = withOneOrder('shipped', 'Shipped', 'info', true);
export const Delivered = withOneOrder('delivered', 'Delivered', 'success', true);
export const Cancelled = withOneOrder('cancelled', 'Cancelled', 'danger', false);

/** On its way, with the shop's word on who brings it: the shopper knows the rider's call is expected. */
export const ShippedWithDeliveryNote: Story = {
  ...shopScene({
    path: '/orders',
    shopper: adaeze,
    seed: (shop) => {
      const order = seedOrder(shop, { shopper: adaeze, status: 'shipped' });
      order.deliveryNote = 'Rider: Tunde, 0803 555 0101. He calls before he comes.';
    },
  }),
  play: async ({ canvasElement }) => {
    const [card] = await orderCards(canvasElement);
    await expect(card).toHaveTextContent(
      'About the delivery: Rider: Tunde, 0803 555 0101. He calls before he comes.',
    );
  },
};

const unpaidCardOrder = (shop: MockShop) =>
  void seedOrder(shop, { shopper: adaeze, status: 'pending', payment: false, method: 'paystack' });

/** A card order whose payment was cancelled at the provider: Pay now, for that same order. */
export const UnpaidCardOrder: Story = {
  ...shopScene({
    path: '/orders',
    shopper: adaeze,
    seed: unpaidCardOrder,
  }),
  play: async ({ canvasElement }) => {
    const [card] = await orderCards(canvasElement);
    await expect(within(card!).getByText('Awaiting payment')).toBeVisible();
    await expect(card).toHaveTextContent('Paystack');
    // a real form: it works before the scripts, and posts only the order's id
    const form = within(card!).getByRole('button', { name: 'Pay now' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/orders');
    await expect(
      card!.closest('li')?.querySelector('[data-slot="bank-transfer-details"]') ?? null,
    ).toBeNull();
  },
};

export const UnpaidCardOrderOnAPhone: Story = { ...UnpaidCardOrder, globals: atMobile };

/** Pay now after the perfumes sold out meanwhile: the shop's sentence beside the order, which stays unpaid. */
export const PayNowSoldOut: Story = {
  ...shopScene({
    path: '/orders',
    shopper: adaeze,
    seed: unpaidCardOrder,
    handlers: [on('payNow', () => refuse('payNow', 409, messages.payNowSoldOut))],
  }),
  play: async ({ canvasElement, userEvent }) => {
    const [card] = await orderCards(canvasElement);
    await userEvent.click(within(card!).getByRole('button', { name: 'Pay now' }));
    await expect(await within(card!).findByRole('alert')).toHaveTextContent(messages.payNowSoldOut);
    await expect(within(card!).getByText('Awaiting payment')).toBeVisible();
    await expect(within(card!).getByRole('button', { name: 'Pay now' })).toBeEnabled();
  },
};

/** Three orders, newest first; Refresh Status picks up the shop's change to one of them. */
function threeOrders(shop: MockShop) {
  const day = 24 * 60 * 60 * 1000;
  seedOrder(shop, { shopper: adaeze, status: 'delivered', date: Date.UTC(2026, 0, 10) });
  seedOrder(shop, {
    shopper: adaeze,
    status: 'pending',
    payment: false,
    date: Date.UTC(2026, 0, 10) + 20 * day,
  });
  seedOrder(shop, {
    shopper: adaeze,
    status: 'shipped',
    method: 'paystack',
    date: Date.UTC(2026, 0, 10) + 5 * day,
  });
}

export const RefreshStatus: Story = {
  ...shopScene({ path: '/orders', shopper: adaeze, seed: threeOrders }),
  play: async ({ canvasElement, userEvent, step }) => {
    const cards = await orderCards(canvasElement);
    await step('newest first, with payment method and payment status', async () => {
      await expect(cards.map((card) => card.querySelector('time')?.textContent)).toEqual([
        '30 Jan 2026',
        '15 Jan 2026',
        '10 Jan 2026',
      ]);
      await expect(cards[0]).toHaveTextContent('Payment before Delivery');
      await expect(cards[0]).toHaveTextContent('Pending');
      await expect(cards[1]).toHaveTextContent('Paystack');
      await expect(cards[1]).toHaveTextContent('Paid');
    });
    await step('the shop confirms the transfer; Refresh Status shows it', async () => {
      const newest = mockShop.orders.find((order) => order.status === 'pending')!;
      newest.payment = true;
      newest.status = 'processing';
      within(cards[0]!).getByRole('button', { name: 'Refresh Status' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(
          within(cards[0]!).getByText('Processing', { selector: '[data-slot="status-dot"]' }),
        ).toBeVisible(),
      );
      await expect(cards[0]).toHaveTextContent('Paid');
    });
  },
};

/**
 * On a phone, Refresh Status with the connection gone: the toast sits at the bottom of the screen, clear of the
 * page's heading and of the order the shopper is looking at.
 */
export const RefreshFailsOnAPhone: Story = {
  ...shopScene({
    path: '/orders',
    shopper: adaeze,
    seed: (shop) => void seedOrder(shop, { shopper: adaeze, status: 'shipped', method: 'paystack' }),
    handlers: networkError('trackOrder'),
  }),
  globals: atMobile,
  play: async ({ canvasElement, userEvent }) => {
    const [card] = await orderCards(canvasElement);
    await userEvent.click(within(card!).getByRole('button', { name: 'Refresh Status' }));
    const toast = await within(canvasElement.ownerDocument.body).findByText(messages.networkError);
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'My Orders' });
    const below = (upper: Element, lower: Element) =>
      upper.getBoundingClientRect().bottom <= lower.getBoundingClientRect().top;
    await expect(below(heading, toast), 'the toast is below the heading').toBe(true);
    await expect(below(card!.querySelector('header')!, toast), 'and below the order').toBe(true);
  },
};

/**
 * A guest sees the orders placed from this device, and tracks another by its id and email
 * (docs/decisions/028-guest-orders-and-order-mails.md).
 */
export const Guest: Story = {
  ...shopScene({
    path: '/orders',
    seed: (shop) => {
      const mine = seedOrder(shop, { status: 'shipped', method: 'flutterwave' });
      // placed on another phone: this device does not know it yet
      seedOrder(shop, { status: 'processing', date: Date.UTC(2026, 1, 2), lines: cartOf([plainProduct, 3]) });
      return { guestOrders: [{ orderId: mine._id, email: ibadanAddress.email }] };
    },
  }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('the order placed from this device', async () => {
      const cards = await orderCards(canvasElement);
      await expect(cards).toHaveLength(1);
      await expect(cards[0]).toHaveTextContent('Flutterwave');
    });
    await step('a wrong id finds nothing', async () => {
      await userEvent.type(canvas.getByLabelText(/^Order ID/), '6b00000000000000deadbeef');
      await userEvent.type(
        within(canvas.getByRole('region', { name: 'Track an order' })).getByLabelText(/^Email/),
        ibadanAddress.email,
      );
      await userEvent.keyboard('{Enter}');
      await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not find an order');
    });
    await step('the other order, tracked by its id, joins the list', async () => {
      const other = mockShop.orders.find((order) => order.status === 'processing')!;
      const id = canvas.getByLabelText(/^Order ID/);
      await userEvent.clear(id);
      await userEvent.type(id, other._id);
      await userEvent.keyboard('{Enter}');
      await waitFor(async () => expect(await orderCards(canvasElement)).toHaveLength(2));
    });
  },
};

/** On a phone, an order the shop cannot find: the summary at the top of the tracking form says so, with the focus. */
export const TrackNotFoundOnAPhone: Story = {
  ...shopScene({ path: '/orders' }),
  globals: atMobile,
  play: async ({ canvasElement, userEvent }) => {
    const tracking = within(await within(canvasElement).findByRole('region', { name: 'Track an order' }));
    await userEvent.type(tracking.getByLabelText(/^Order ID/), '6b00000000000000deadbeef');
    await userEvent.type(tracking.getByLabelText(/^Email/), `${ibadanAddress.email}{Enter}`);
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('We could not find an order');
    await expect(tracking.getByRole('region', { name: 'There is a problem' })).toBe(summary);
    // sent again, the same answer: the focus comes back to it
    await userEvent.click(tracking.getByRole('button', { name: 'Track order' }));
    await expectErrorSummaryFocused(canvasElement);
  },
};

export const GuestWithoutOrders: Story = {
  ...shopScene({ path: '/orders' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Orders Found')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Track an order' })).toBeVisible();
  },
};

export const GuestOnAPhone: Story = { ...Guest, globals: atMobile, play: undefined };
