import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { orderTimeline } from '../../../api';
import { exampleOrderId } from '../../../mocks/fixtures/orders';
import { OrderCard, paymentMethodLabels, shortOrderId } from '../../../ui/checkout';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/**
 * One order in MY ORDERS: its reference and date (a Lagos day), its status (a StatusDot) and whether it is
 * paid, the items with their options, the payment method and total, a button to ask the shop again for its
 * status, and a WhatsApp chat about it.
 *
 * **Use when** a shopper looks back at their orders (/orders, and an order's signed link).
 *
 * **Not when** the admin lists orders (AdminOrderList).
 */
const meta = {
  title: 'Components/Checkout/OrderCard',
  tags: ['autodocs'],
  component: OrderCard,
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
  args: {
    orderId: exampleOrderId,
    // 12 March 2025, 10:30 in Lagos.
    date: Date.UTC(2025, 2, 12, 9, 30),
    statusLabel: 'Pending',
    statusTone: 'neutral',
    items: [
      { name: 'Ọba Oud', quantity: 1, variationText: 'Base: Oud, Side: Rose, Size: 50ml' },
      { name: 'Ife Rose', quantity: 2, variationText: 'Size: 30ml, Wrap: Yes' },
    ],
    paymentMethodLabel: 'Payment before Delivery',
    paid: false,
    total: 98500,
    onRefresh: fn(),
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the last 8 characters of the id, the date and the status', async () => {
      await expect(
        canvas.getByRole('heading', { name: `Order ${shortOrderId(exampleOrderId)}` }),
      ).toBeVisible();
      await expect(canvas.getByText('12 Mar 2025')).toBeVisible();
      await expect(canvas.getByText('Pending', { selector: '[data-slot="status-dot"]' })).toBeVisible();
    });
    await step('items, payment and total', async () => {
      await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Ọba Oud × 1');
      await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Size: 30ml, Wrap: Yes');
      await expect(canvas.getByText('Payment before Delivery')).toBeVisible();
      await expect(canvas.getByText('Pending', { selector: '[data-slot="badge"]' })).toBeVisible();
      await expect(canvas.getByText('₦98,500.00')).toBeVisible();
    });
    await step('Refresh Status asks the shop again', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

/** The status reads in words beside its coloured dot (the colour alone says nothing to some shoppers). */
const showsStatus: Story['play'] = async ({ args, canvas }) => {
  const status = canvas.getByText(args.statusLabel, { selector: '[data-slot="status-dot"]' });
  await expect(status.querySelector('[data-slot="status-dot-swatch"]')).toHaveClass(
    `bg-${args.statusTone}-dot`,
  );
};

export const Processing: Story = {
  args: { statusLabel: 'Processing', statusTone: 'warning', paid: true, paymentMethodLabel: 'Paystack' },
  play: showsStatus,
};
export const Shipped: Story = {
  args: { statusLabel: 'Shipped', statusTone: 'info', paid: true, paymentMethodLabel: 'Flutterwave' },
  play: showsStatus,
};
export const Delivered: Story = {
  args: { statusLabel: 'Delivered', statusTone: 'success', paid: true },
  play: showsStatus,
};
export const Cancelled: Story = {
  args: { statusLabel: 'Cancelled', statusTone: 'danger' },
  play: showsStatus,
};

export const Paid: Story = {
  args: {
    statusLabel: 'Processing',
    statusTone: 'warning',
    paid: true,
    paymentMethodLabel: paymentMethodLabels.paystack,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.queryByText('Pending')).toBeNull();
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Refreshing...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

// 12 March 2025 in Lagos, and the days after
const placedAt = Date.UTC(2025, 2, 12, 9, 30);
const dayAfter = (days: number) => placedAt + days * 86_400_000;

/**
 * Where the order stands: each step with the Lagos day it was reached, the steps still to come muted (a screen
 * reader hears "not yet").
 */
export const TimelineShipped: Story = {
  args: {
    statusLabel: 'Shipped',
    statusTone: 'info',
    paid: true,
    timeline: orderTimeline({
      date: placedAt,
      status: 'shipped',
      payment: true,
      paidAt: dayAfter(0),
      shippedAt: dayAfter(2),
    }),
  },
  play: async ({ canvas }) => {
    const timeline = canvas.getByRole('list', { name: 'Order timeline' });
    await expect(timeline).toHaveTextContent(
      'Placed12 Mar 2025Paid12 Mar 2025Shipped14 Mar 2025Deliverednot yet',
    );
  },
};

/** Shipped, with what the shop said about the delivery: the rider and a phone number to expect. */
export const ShippedWithDeliveryNote: Story = {
  args: {
    ...TimelineShipped.args,
    deliveryNote: 'Rider: Tunde, 0803 555 0101. He will call before he comes, Thursday morning.',
  },
  globals: atMobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(
      'About the delivery: Rider: Tunde, 0803 555 0101. He will call before he comes, Thursday morning.',
    );
  },
};

/** A delivered order on a phone: four dated steps side by side at 360 px. */
export const TimelineDeliveredOnAPhone: Story = {
  args: {
    statusLabel: 'Delivered',
    statusTone: 'success',
    paid: true,
    timeline: orderTimeline({
      date: placedAt,
      status: 'delivered',
      payment: true,
      paidAt: dayAfter(1),
      shippedAt: dayAfter(3),
      deliveredAt: dayAfter(5),
    }),
  },
  globals: atMobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Order timeline' })).toHaveTextContent(
      'Placed12 Mar 2025Paid13 Mar 2025Shipped15 Mar 2025Delivered17 Mar 2025',
    );
  },
};

/** A cancelled order ends at Cancelled, in the danger colour; shipping and delivery never come. */
export const TimelineCancelled: Story = {
  args: {
    statusLabel: 'Cancelled',
    statusTone: 'danger',
    timeline: orderTimeline({
      date: placedAt,
      status: 'cancelled',
      payment: false,
      cancelledAt: dayAfter(1),
    }),
  },
  play: async ({ canvas }) => {
    const timeline = canvas.getByRole('list', { name: 'Order timeline' });
    await expect(timeline).toHaveTextContent('Placed12 Mar 2025Cancelled13 Mar 2025');
    await expect(canvas.queryByText('Shipped')).toBeNull();
  },
};

export const Mobile: Story = { args: { paymentMethodLabel: paymentMethodLabels.cod }, globals: atMobile };
export const Desktop: Story = { globals: atDesktop };

/**
 * Before (or without) the page's scripts, Refresh Status posts the order to MY ORDERS, which the server
 * answers with the page as the shop has it now.
 */
export const RefreshPosts: Story = {
  args: { onRefresh: undefined, refreshAction: '/orders' },
  render: (args) => (
    <div
      onSubmit={(event) => {
        // what the browser would post; stopped here, as the story has no server
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const form = event.target as HTMLFormElement;
        form.dataset.posted = new URLSearchParams([
          ...new FormData(form).entries(),
          ...(submitter ? [[submitter.name, submitter.value]] : []),
        ] as [string, string][]).toString();
      }}
    >
      <OrderCard {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Refresh Status' });
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/orders');
    await expect(form?.dataset.posted).toBe(`orderId=${exampleOrderId}&intent=refresh`);
  },
};
