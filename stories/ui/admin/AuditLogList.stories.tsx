import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AuditFilterForm, AuditLogList, AuditOlderForm, type AuditLogLine } from '../../../ui/admin';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

const at = Date.parse('2026-11-20T09:00:00+01:00');
const lines: AuditLogLine[] = [
  {
    at: at + 3_600_000,
    who: 'tolu@oorun.example',
    what: 'Status: Processing to Shipped',
    target: 'Order #2a535483',
    href: '/admin/orders/65cc8110c0de5a1b2a535483',
  },
  { at, who: 'owner@oorun.example', what: 'Invited tolu@oorun.example as staff', target: 'Account' },
];
const actionOptions = [
  { value: '', label: 'Anything' },
  { value: 'order.paid', label: 'Order marked paid' },
];

/**
 * The audit log, newest first: each change a sentence of what was done to what, when (Lagos time) and by
 * whom, linking to what it was done to where it can. This page also shows `AuditFilterForm` (who, what was
 * done, what it was done to, between which days) and `AuditOlderForm` ('Older', the next page of the same
 * filter), which post as every admin search does.
 *
 * **Use when** the owner looks back at who changed what (/admin/audit, the owner's only).
 *
 * **Not when** one order's history (OrderHistory on the order's page).
 */
const meta = {
  title: 'Components/Admin/AuditLogList',
  tags: ['autodocs'],
  component: AuditLogList,
  args: { lines },
  globals: atDesktop,
} satisfies Meta<typeof AuditLogList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines as sentences: what was changed (a link when it has a page), when in Lagos time, and by whom. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Order #2a535483: Status: Processing to Shipped');
    await expect(items[0]).toHaveTextContent('by tolu@oorun.example');
    await expect(canvas.getByRole('link', { name: 'Order #2a535483' })).toHaveAttribute(
      'href',
      lines[0]!.href!,
    );
    await expect(items[1]).toHaveTextContent('20 Nov 2026');
  },
};

export const DefaultOnAPhone: Story = { ...Default, globals: atMobile };

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No change matches these filters.')).toBeVisible();
  },
};

export const EmptyOnAPhone: Story = { ...Empty, globals: atMobile };

/** The filter: a post form with who, what, what was changed, and two days; a refused day is marked. */
export const Filter: StoryObj<typeof AuditFilterForm> = {
  render: (args) => <AuditFilterForm {...args} />,
  args: {
    action: '/admin/audit',
    actionOptions,
    values: { actor: 'tolu', from: '20/11' },
    errors: { from: 'Give the date as YYYY-MM-DD' },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: /^Who/ })).toHaveValue('tolu');
    await expect(canvas.getByRole('button', { name: 'Filter' }).closest('form')).toHaveAttribute(
      'method',
      'post',
    );
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: 'Give the date as YYYY-MM-DD' }));
    await expect(canvas.getByLabelText(/^From/)).toHaveFocus();
  },
};

export const FilterOnAPhone: StoryObj<typeof AuditFilterForm> = { ...Filter, globals: atMobile };

/** 'Older': the same filter posted again with where the next page starts. */
export const Older: StoryObj<typeof AuditOlderForm> = {
  render: (args) => <AuditOlderForm {...args} />,
  args: { action: '/admin/audit', values: { actor: 'tolu' }, older: '1763625600000:12' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('button', { name: 'Older' }).closest('form')!;
    await expect(form.querySelector('input[name="actor"]')).toHaveValue('tolu');
    await expect(form.querySelector('input[name="older"]')).toHaveValue('1763625600000:12');
  },
};

export const OlderOnAPhone: StoryObj<typeof AuditOlderForm> = { ...Older, globals: atMobile };
