import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StatementMatchList, type StatementMatchRow } from '../../../ui/admin';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

const matches: StatementMatchRow[] = [
  {
    value: '["6b000000000000002a535483","TRF FROM ADAEZE OKAFOR #2a535483"]',
    date: '25-Nov-2026',
    description: 'TRF FROM ADAEZE OKAFOR #2a535483',
    amount: 137_000,
    reference: '#2a535483',
    href: '/admin/orders/6b000000000000002a535483',
    name: 'Adaeze Okafor',
    how: 'Reference and amount',
    howTone: 'success',
    why: 'names #2a535483 and pays its total',
    ticked: true,
  },
  {
    value: '["6b00000000000000c0ffee12","KEMI B c0ffee12 part"]',
    date: '25-Nov-2026',
    description: 'KEMI B c0ffee12 part',
    amount: 20_000,
    reference: '#c0ffee12',
    href: '/admin/orders/6b00000000000000c0ffee12',
    name: 'Kemi Balogun',
    how: 'Reference only',
    howTone: 'warning',
    why: 'paid ₦20,000.00 of ₦27,500.00',
    ticked: false,
  },
  {
    value: '["6b00000000000000beadfeed","NIP TRANSFER"]',
    date: '24-Nov-2026',
    description: 'NIP TRANSFER',
    amount: 52_000,
    reference: '#beadfeed',
    href: '/admin/orders/6b00000000000000beadfeed',
    name: 'Tunde Bakare',
    how: 'Amount only',
    howTone: 'neutral',
    why: 'the only order awaiting ₦52,000.00',
    ticked: false,
  },
];

/**
 * The statement's credits matched to orders, each with a box to confirm it: a row each on a laptop (date,
 * narration, amount, order, shopper, how it matched), a card each on a phone. Only the sure matches come
 * ticked; 'Confirm N payments' marks the ticked orders paid in one step and counts them as the owner ticks.
 *
 * **Use when** /admin/transfers shows what a statement matched.
 *
 * **Not when** a credit matched nothing (UnmatchedCreditList).
 */
const meta = {
  title: 'Components/Admin/StatementMatchList',
  tags: ['autodocs'],
  component: StatementMatchList,
  args: { action: '/admin/transfers', fields: { intent: 'confirm' }, matches },
} satisfies Meta<typeof StatementMatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('listitem', { name: /^Match for #/ });

/** On a laptop, a row each; only the match by reference and amount comes ticked, and the button counts it. */
export const Rows: Story = {
  globals: atDesktop,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [sure, partly, byAmount] = rows(canvasElement);
    await expect(within(sure!).getByRole('checkbox', { name: 'Mark #2a535483 paid' })).toBeChecked();
    await expect(within(partly!).getByRole('checkbox')).not.toBeChecked();
    await expect(within(byAmount!).getByRole('checkbox')).not.toBeChecked();
    await expect(within(sure!).getByRole('link', { name: '#2a535483' })).toHaveAttribute(
      'href',
      '/admin/orders/6b000000000000002a535483',
    );
    await expect(partly).toHaveTextContent('paid ₦20,000.00 of ₦27,500.00');
    await expect(within(sure!).getByRole('checkbox')).toHaveAttribute('name', 'pay');
    await expect(canvas.getByRole('button', { name: 'Confirm 1 payment' })).toBeVisible();
    // one line: the box, the narration and the shopper's name share a top band
    const box = within(sure!).getByRole('checkbox').getBoundingClientRect();
    const name = within(sure!).getByText('Adaeze Okafor').getBoundingClientRect();
    await expect(Math.abs(box.top - name.top)).toBeLessThan(16);
    await userEvent.click(within(byAmount!).getByRole('checkbox'));
    await expect(canvas.getByRole('button', { name: 'Confirm 2 payments' })).toBeVisible();
  },
};

/** On a phone, a card each, inside the screen: the order and amount on top, how it matched below. */
export const Cards: Story = {
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const [sure] = rows(canvasElement);
    const link = within(sure!).getByRole('link').getBoundingClientRect();
    const how = within(sure!).getByText('Reference and amount').getBoundingClientRect();
    await expect(how.top).toBeGreaterThan(link.bottom);
    await expect(sure!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Nothing ticked: the summary says so and leads to the first box. */
export const NothingTicked: Story = {
  globals: atMobile,
  args: { error: 'Tick at least one payment to confirm' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Tick at least one payment to confirm' }),
    );
    await expect(canvas.getByRole('checkbox', { name: 'Mark #2a535483 paid' })).toHaveFocus();
  },
};

export const Confirming: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
  },
};
