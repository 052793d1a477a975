import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatNaira, refundReasonMissing } from '../../api';
import { shopOwner, type MockOrder, type MockShop } from '../../mocks/state';
import { atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop, seedOrder } from './scenes';

/**
 * An order's money, on its page at `/admin/orders/:orderId`: payments recorded by hand that add up (two transfers
 * for one order, cash at the shop) and refunds. States: PartPayment (less than is owed: kept, the order stays
 * unpaid, the form starts again from what is still owed); SecondTransferPays (what is owed pays the order);
 * MoreThanOwed (refused beside the amount, nothing kept); RefundAsked (a paid order cancelled: the refund form
 * stands first, and the refund is kept with how and why); RefundWithoutReason (refused). Part payment and refund
 * also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Payments and refunds',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its reference is #0a0e7001. */
const orderId = '6b00000000000000' + '0a0e7001';
const orderPath = `/admin/orders/${orderId}`;

const theOrder = () => mockShop.orders.find((order) => order._id === orderId);
const naira = (amount: number) => formatNaira(amount);

function anOrder(shop: MockShop, options: Parameters<typeof seedOrder>[1] = {}): MockOrder {
  const order = seedOrder(shop, {
    status: 'pending',
    payment: false,
    date: Date.UTC(2026, 10, 25, 9),
    ...options,
  });
  order._id = orderId;
  return order;
}

/** Awaiting its transfer; ₦500 short of its total came in the day after it was placed. */
function anOrderPartPaid(shop: MockShop) {
  const order = anOrder(shop);
  order.payments = [
    {
      amount: order.amount - 500,
      method: 'transfer',
      reference: 'GTB/TRF/0A0E7001',
      at: Date.UTC(2026, 10, 26, 9),
    },
  ];
}

/** Paid by transfer, then cancelled: the shop owes the shopper their money. */
function aPaidOrderCancelled(shop: MockShop) {
  anOrder(shop, { status: 'cancelled', payment: true });
}

const scene = (seed: (shop: MockShop) => void) => shopScene({ path: orderPath, shopper: shopOwner, seed });

const amountBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Amount/ });

export const PartPayment: Story = {
  ...scene((shop) => void anOrder(shop)),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #0a0e7001');
    const total = theOrder()?.amount ?? 0;
    await expect(amountBox(canvasElement)).toHaveValue(String(total));
    await userEvent.clear(amountBox(canvasElement));
    await userEvent.type(amountBox(canvasElement), String(total - 500));
    await userEvent.type(canvas.getByLabelText(/^Transfer reference/), 'GTB-PART-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark paid' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `Recorded ${naira(total - 500)} on order #0a0e7001; ₦500.00 still owed.`,
    );
    const money = canvas.getByRole('region', { name: 'Money' });
    await expect(money).toHaveTextContent('Still owed₦500.00');
    await expect(money).toHaveTextContent('Bank transfer · GTB-PART-1');
    // the form starts again from what is still owed; the order stays unpaid
    await expect(amountBox(canvasElement)).toHaveValue('500');
    await expect(canvas.getByRole('region', { name: 'History' })).toHaveTextContent(
      `Part payment of ${naira(total - 500)} (transfer GTB-PART-1); ₦500.00 still owed`,
    );
    await expect(theOrder()?.payment).toBe(false);
  },
};

export const PartPaymentOnAPhone: Story = { ...PartPayment, globals: atMobile };

export const SecondTransferPays: Story = {
  ...scene(anOrderPartPaid),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #0a0e7001');
    await expect(amountBox(canvasElement)).toHaveValue('500');
    await userEvent.type(canvas.getByLabelText(/^Transfer reference/), 'GTB-PART-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark paid' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Order #0a0e7001 is paid and processing.',
    );
    const money = canvas.getByRole('region', { name: 'Money' });
    await expect(within(money).getAllByRole('listitem')).toHaveLength(2);
    await expect(money).not.toHaveTextContent('Still owed');
    await expect(canvas.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  },
};

export const MoreThanOwed: Story = {
  ...scene(anOrderPartPaid),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #0a0e7001');
    await userEvent.clear(amountBox(canvasElement));
    await userEvent.type(amountBox(canvasElement), '1000');
    await userEvent.type(canvas.getByLabelText(/^Transfer reference/), 'GTB-PART-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark paid' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent(
      'That is more than the ₦500.00 still owed: record ₦500.00, and a refund of any extra.',
    );
    await expect(amountBox(canvasElement)).toHaveValue('1000');
    await expect(theOrder()?.payments).toHaveLength(1);
  },
};

export const RefundAsked: Story = {
  ...scene(aPaidOrderCancelled),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #0a0e7001');
    const total = theOrder()?.amount ?? 0;
    await expect(
      canvas.getByText(
        `This order is cancelled and ${naira(total)} of it was paid: send the shopper their money, then record it here.`,
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Why/ }), 'Out of Oud Royale');
    await userEvent.click(canvas.getByRole('button', { name: 'Record refund' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `Refund of ${naira(total)} recorded on order #0a0e7001. adaeze@example.com is mailed.`,
    );
    const money = canvas.getByRole('region', { name: 'Money' });
    await expect(money).toHaveTextContent(`Refunded${naira(total)}`);
    await expect(money).toHaveTextContent('Bank transfer · Out of Oud Royale');
    // all given back: nothing more to refund
    await expect(canvas.queryByRole('button', { name: 'Record refund' })).toBeNull();
  },
};

export const RefundAskedOnAPhone: Story = { ...RefundAsked, globals: atMobile };

export const RefundWithoutReason: Story = {
  ...scene(aPaidOrderCancelled),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #0a0e7001');
    await userEvent.click(canvas.getByRole('button', { name: 'Record refund' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent(refundReasonMissing);
    await expect(theOrder()?.refunds).toBeUndefined();
  },
};
