import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { UnmatchedCreditList } from '../../../ui/admin';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/**
 * 'Matched nothing': the statement's credits the owner must look into (a transfer without the order's
 * reference, a shopper who paid twice) and rows that could not be read, each with its line in the file and
 * why. A row each on a laptop, a card each on a phone. Under another heading (`heading`), another group: the
 * credits of a statement uploaded again that were confirmed before, their reason not in warning (`whyTone`).
 *
 * **Use when** /admin/transfers has credits no order fits.
 *
 * **Not when** the credit matched an order (StatementMatchList).
 */
const meta = {
  title: 'Components/Admin/UnmatchedCreditList',
  tags: ['autodocs'],
  component: UnmatchedCreditList,
  args: {
    credits: [
      {
        line: 6,
        date: '24-Nov-2026',
        description: 'TRF FROM CHIDI OKONKWO GIFT',
        amount: 15_000,
        why: 'No order awaiting payment names this reference or comes to this amount',
      },
      {
        line: 9,
        date: '25-Nov-2026',
        description: 'REVERSAL',
        amount: null,
        why: 'The amount is not a number',
      },
    ],
  },
} satisfies Meta<typeof UnmatchedCreditList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a laptop, a row each: line, date, narration, amount, why. */
export const Rows: Story = {
  globals: atDesktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Matched nothing' })).toBeVisible();
    const [gift, reversal] = canvas.getAllByRole('listitem');
    await expect(gift).toHaveAccessibleName('Line 6');
    await expect(gift).toHaveTextContent('TRF FROM CHIDI OKONKWO GIFT');
    await expect(gift).toHaveTextContent('₦15,000.00');
    await expect(reversal).toHaveTextContent('No amount');
    await expect(reversal).toHaveTextContent('The amount is not a number');
    // one line: the narration and the reason share a top edge
    const narration = within(gift!).getByText('TRF FROM CHIDI OKONKWO GIFT').getBoundingClientRect();
    const why = within(gift!)
      .getByText(/^No order awaiting payment/)
      .getBoundingClientRect();
    await expect(Math.abs(narration.top - why.top)).toBeLessThan(12);
  },
};

/**
 * Under another heading, the credits of a statement uploaded again that were confirmed before: nothing to look
 * into, so the reason is not in warning.
 */
export const AlreadyConfirmed: Story = {
  globals: atDesktop,
  args: {
    heading: 'Already confirmed',
    whyTone: 'neutral',
    credits: [
      {
        line: 5,
        date: '25-Nov-2026',
        description: 'TRF FROM ADAEZE OKAFOR #2a535483',
        amount: 137_000,
        why: 'already confirmed as the payment of #2a535483',
      },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Already confirmed' });
    await expect(within(list).getByRole('heading', { name: 'Already confirmed' })).toBeVisible();
    await expect(within(list).getByRole('listitem', { name: 'Line 5' })).toHaveTextContent(
      'already confirmed as the payment of #2a535483',
    );
    await expect(canvas.queryByRole('heading', { name: 'Matched nothing' })).toBeNull();
  },
};

/** On a phone, a card each: the reason under the narration, inside the screen. */
export const Cards: Story = {
  globals: atMobile,
  play: async ({ canvas }) => {
    const [gift] = canvas.getAllByRole('listitem');
    const narration = within(gift!).getByText('TRF FROM CHIDI OKONKWO GIFT').getBoundingClientRect();
    const why = within(gift!)
      .getByText(/^No order awaiting payment/)
      .getBoundingClientRect();
    await expect(why.top).toBeGreaterThan(narration.bottom - 1);
    await expect(gift!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
