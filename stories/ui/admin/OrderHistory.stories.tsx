import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { storyNow } from '../../../mocks/fixtures/clock';
import { OrderHistory } from '../../../ui/admin';
import { atMobile } from '../primitives/play-helpers';

const HOUR = 60 * 60 * 1000;

/**
 * What the shop has done to an order, oldest first, on a line down its left: what was done in words, then
 * when (in Lagos time) and by whom. An email address or a transfer's reference too long for a phone breaks
 * anywhere rather than widen the page. With nothing done yet it says so.
 *
 * **Use when** an order's page in the admin shows its history (the same words as the audit log).
 *
 * **Not when** the whole shop's changes (AuditLogList), or what a shopper sees of their order (OrderCard).
 */
const meta = {
  title: 'Components/Admin/OrderHistory',
  tags: ['autodocs'],
  component: OrderHistory,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  args: {
    entries: [
      { at: storyNow - 20 * HOUR, who: 'owner@oorun.ng', what: 'Marked paid (transfer GTB-20261125-0042)' },
      { at: storyNow - 19 * HOUR, who: 'owner@oorun.ng', what: 'Status: Pending to Processing' },
      { at: storyNow - 2 * HOUR, who: 'kemi@oorun.ng', what: 'Status: Processing to Shipped' },
    ],
  },
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, then processed, then shipped: each with when and who. */
export const SeveralEntries: Story = {
  play: async ({ canvas }) => {
    const entries = canvas.getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent(
      'Marked paid (transfer GTB-20261125-0042)25 Nov 2026, 14:00 by owner@oorun.ng',
    );
    await expect(entries[2]).toHaveTextContent(
      'Status: Processing to Shipped26 Nov 2026, 08:00 by kemi@oorun.ng',
    );
  },
};

/** On a phone, with a long address and a long reference: they break, the page does not scroll sideways. */
export const LongLinesOnAPhone: Story = {
  globals: atMobile,
  args: {
    entries: [
      {
        at: storyNow - 20 * HOUR,
        who: 'oluwaseun.adebayo-ogunleye@oorunfragrancehouse.example.ng',
        what: 'Marked paid (transfer FBN/TRF/20261125/000000004211793/IBADAN-BODIJA)',
      },
      {
        at: storyNow - 2 * HOUR,
        who: 'oluwaseun.adebayo-ogunleye@oorunfragrancehouse.example.ng',
        what: 'Status: Processing to Shipped',
      },
    ],
  },
  play: async ({ canvas }) => {
    for (const entry of canvas.getAllByRole('listitem'))
      await expect(entry.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A new order nobody has touched. */
export const NothingYet: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has been changed by the shop yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
