import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { CheckoutSummary } from '../../../ui/checkout';
import { atDesktop, atMobile } from '../primitives/play-helpers';
import { attarLine, oudLine, soldOutLine } from './checkout-line-samples';

/**
 * The checkout's summary box: the lines being bought, the totals, the online discount when paying online, and
 * PLACE ORDER under the total, busy while the order is placed. On a wide screen the box stays in view beside
 * the form, so a long list scrolls inside it and PLACE ORDER stays visible.
 *
 * **Use when** /place-order shows what is being bought beside the delivery form.
 *
 * **Not when** on /cart (CartTotals with its PROCEED TO CHECKOUT).
 */
const meta = {
  title: 'Components/Checkout/CheckoutSummary',
  tags: ['autodocs'],
  component: CheckoutSummary,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  args: {
    subtotal: 97000,
    deliveryFee: 1500,
    total: 98500,
    onPlaceOrder: fn(),
  },
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'ORDER SUMMARY' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'PLACE ORDER' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
  },
};

/** Paystack chosen: the 5% online discount shows as its own line. */
export const PayingOnline: Story = {
  args: { discount: 4850, total: 93650 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Online payment discount (5%)')).toBeVisible();
  },
};

export const Placing: Story = {
  args: { placing: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'PLACING ORDER...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** The review check is still loading: wait, so the review gate is not skipped. */
export const CheckingReview: Story = {
  args: { checking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'PLACE ORDER' })).toBeDisabled();
  },
};

/** The lines being bought, above the totals in the same box; one that cannot be bought is listed, not charged. */
export const WithLines: Story = {
  args: { lines: [oudLine, attarLine, soldOutLine] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'ORDER SUMMARY' });
    const list = within(box).getByRole('list', { name: 'Items in your order' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('This product is out of stock: not in this order');
    // the lines come before the amounts and PLACE ORDER
    const total = within(box).getByText('Total');
    await expect(list.compareDocumentPosition(total) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A long cart on a wide screen: the list scrolls inside the box, so the box (sticky beside the form) keeps
 *  PLACE ORDER in view. */
export const ManyLinesOnADesktop: Story = {
  args: {
    lines: Array.from({ length: 14 }, (_, index) => ({
      key: `line-${index}`,
      name: `Scent ${index + 1}`,
      options: 'Size: 50ml',
      quantity: 1,
      price: 26000,
    })),
  },
  globals: atDesktop,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Items in your order' });
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const button = canvas.getByRole('button', { name: 'PLACE ORDER' });
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const WithLinesOnAPhone: Story = { ...WithLines, globals: atMobile };

export const Mobile: Story = { globals: atMobile };
