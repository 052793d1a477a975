import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AdminOrderList } from '../../../ui/admin';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/**
 * Orders as the owner scans them: a row each on a laptop (reference, date, name, total, status and payment,
 * under one header line), a card each on a phone. The reference is the link to the order.
 *
 * **Use when** /admin/orders lists orders, filtered or not.
 *
 * **Not when** a shopper's own orders (OrderCard), or the matches of a bank statement (StatementMatchList).
 */
const meta = {
  title: 'Components/Admin/AdminOrderList',
  tags: ['autodocs'],
  component: AdminOrderList,
  args: {
    orders: [
      {
        orderId: '6b000000000000002a535483',
        href: '/admin/orders/6b000000000000002a535483',
        date: Date.UTC(2026, 10, 25, 9),
        name: 'Adaeze Okafor',
        total: 137_000,
        statusLabel: 'Awaiting payment',
        statusTone: 'neutral',
        paid: false,
      },
      {
        orderId: '6b00000000000000c0ffee12',
        href: '/admin/orders/6b00000000000000c0ffee12',
        date: Date.UTC(2026, 10, 18, 9),
        name: 'Kemi Balogun',
        total: 52_000,
        statusLabel: 'Shipped',
        statusTone: 'info',
        paid: true,
      },
    ],
  },
} satisfies Meta<typeof AdminOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a laptop, one row each under one header line: reference, date, name, total, status, payment. */
export const Rows: Story = {
  globals: atDesktop,
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('listitem', { name: /^Order #/ });
    await expect(within(first!).getByRole('link', { name: '#2a535483' })).toHaveAttribute(
      'href',
      '/admin/orders/6b000000000000002a535483',
    );
    await expect(first).toHaveTextContent('25 Nov 2026');
    await expect(first).toHaveTextContent('₦137,000.00');
    await expect(first).toHaveTextContent('Unpaid');
    // the row is one line: the reference and the payment share a top edge
    const link = within(first!).getByRole('link').getBoundingClientRect();
    const badge = within(first!).getByText('Unpaid').getBoundingClientRect();
    await expect(Math.abs(link.top - badge.top)).toBeLessThan(12);
    await expect(canvas.getByText('Payment', { selector: 'span' })).toBeVisible();
  },
};

/** On a phone, a card each: the header line is gone, the payment sits under the reference. */
export const Cards: Story = {
  globals: atMobile,
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('listitem', { name: /^Order #/ });
    const link = within(first!).getByRole('link').getBoundingClientRect();
    const badge = within(first!).getByText('Unpaid').getBoundingClientRect();
    await expect(badge.top).toBeGreaterThan(link.bottom);
    await expect(canvas.getByText('Payment', { selector: 'span' })).not.toBeVisible();
    await expect(first!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A card order paid in the payment sandbox: marked TEST (no money was received), never Paid. */
export const WithATestPayment: Story = {
  globals: atDesktop,
  args: {
    orders: [
      {
        orderId: '6b00000000000000c0ffee12',
        href: '/admin/orders/6b00000000000000c0ffee12',
        date: Date.UTC(2026, 10, 25, 9),
        name: 'Kemi Balogun',
        total: 49_400,
        statusLabel: 'Processing',
        statusTone: 'warning',
        paid: true,
        testPayment: true,
      },
    ],
  },
  play: async ({ canvas }) => {
    const [row] = canvas.getAllByRole('listitem', { name: /^Order #/ });
    await expect(within(row!).getByText('TEST', { selector: '[data-slot="badge"]' })).toBeVisible();
    await expect(row).toHaveTextContent('Paid in the payment sandbox: no money received');
    await expect(within(row!).queryByText('Paid', { selector: '[data-slot="badge"]' })).toBeNull();
  },
};

export const WithATestPaymentOnAPhone: Story = { ...WithATestPayment, globals: atMobile };
