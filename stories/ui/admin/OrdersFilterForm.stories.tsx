import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { adaeze } from '../../../mocks/fixtures/users';
import { adminPaths, anyStatusOptions } from '../../../store/admin/view';
import { OrdersFilterForm } from '../../../ui/admin';
import {
  atDesktop,
  atMobile,
  expectErrorSummaryFocused,
  expectSummaryLinkFocuses,
} from '../primitives/play-helpers';

const badDate = 'Give the date as YYYY-MM-DD';

/**
 * The orders' filters in a card: a search (an order's id or #reference, an email, a phone, the shopper's
 * name), the status, paid or not, and a date range; 'Find orders' and 'Clear filters'. It posts rather than
 * gets: a search may hold an email or a phone, which never ride in an address. A refused filter shows its
 * messages at the top and under each field. Four across on a laptop, one under another on a phone.
 *
 * **Use when** /admin/orders is filtered (the page lists the orders found under it).
 *
 * **Not when** filtering the audit log (AuditFilterForm), or the quick filters in Today's links, which hold
 * nothing of a shopper's and can stay in the address.
 */
const meta = {
  title: 'Components/Admin/OrdersFilterForm',
  tags: ['autodocs'],
  component: OrdersFilterForm,
  args: { action: adminPaths.orders, statusOptions: anyStatusOptions },
} satisfies Meta<typeof OrdersFilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered yet, on a laptop: the search, then status, payment, from and to in a row. */
export const Default: Story = {
  globals: atDesktop,
  play: async ({ canvas, step }) => {
    const form = canvas.getByRole('form', { name: 'Find orders' });
    await step('a post to the orders page: the search never goes in the address', async () => {
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', '/admin/orders');
    });
    await step('the search says what it finds; every filter starts at "any"', async () => {
      await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
        "An order's ID or #reference, an email, a phone number, or the shopper's name",
      );
      await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Any status');
      await expect(canvas.getByRole('combobox', { name: 'Payment' })).toHaveDisplayValue('Paid or not');
    });
    await step('the four filters share one row', async () => {
      const top = (name: string) => canvas.getByLabelText(name).getBoundingClientRect().top;
      await expect(top('To')).toBe(top('Status'));
    });
    await step('Clear filters is a submit of its own', async () => {
      const clear = canvas.getByRole('button', { name: 'Clear filters' });
      await expect(clear).toHaveAttribute('type', 'submit');
      await expect(clear).toHaveAttribute('name', 'intent');
      await expect(clear).toHaveAttribute('value', 'clear');
    });
  },
};

/** Filtered, on a phone: what the list is filtered by stays in the fields, one under another. */
export const FilteredOnAPhone: Story = {
  globals: atMobile,
  args: {
    values: {
      search: adaeze.email,
      status: 'pending',
      payment: 'unpaid',
      from: '2026-11-01',
      to: '2026-11-26',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue(adaeze.email);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Pending');
    await expect(canvas.getByRole('combobox', { name: 'Payment' })).toHaveDisplayValue('Unpaid');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-01');
    const box = canvas.getByRole('form', { name: 'Find orders' }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A date the shop could not read: 'There is a problem' takes the focus and leads to the field. */
export const Refused: Story = {
  args: { values: { from: '2026-11-01' }, errors: { to: badDate } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(badDate);
    await expectSummaryLinkFocuses(userEvent, summary, badDate, canvas.getByLabelText('To'));
  },
};
