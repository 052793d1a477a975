import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { TakingsChart, type TakingsBar } from '../../../ui/admin';
import { atMobile } from '../primitives/play-helpers';

const days = [
  85_000, 0, 212_500, 47_250, 130_000, 0, 0, 305_000, 96_500, 12_000, 178_000, 64_000, 0, 241_250,
];

/** A fortnight from Friday 13 November 2026, as the Takings page labels its days. */
const fortnight: TakingsBar[] = days.map((amount, index) => {
  const day = new Date(Date.UTC(2026, 10, 13 + index));
  return {
    start: day.toISOString().slice(0, 10),
    short: String(day.getUTCDate()),
    long: day.toLocaleDateString('en-NG', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
    amount,
    payments: amount === 0 ? 0 : Math.ceil(amount / 60_000),
  };
});

/**
 * Money by period as bars, drawn on the server as SVG so it shows without scripts, with the same figures in a
 * table under it: the table is what a screen reader reads, and where the exact amounts are. Each bar is as tall
 * as its share of the highest; the highest's amount is written at the top line. On a phone every other label
 * under the bars is left out, the newest kept.
 *
 * **Use when** the Takings page shows payments by day, week or month.
 *
 * **Not when** nothing came in and nothing was ordered: the page says "No sales yet" instead of an empty chart.
 */
const meta = {
  title: 'Components/Admin/TakingsChart',
  tags: ['autodocs'],
  component: TakingsChart,
  args: { title: 'Takings by day', periodLabel: 'Day', bars: fortnight },
} satisfies Meta<typeof TakingsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AFortnight: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Takings by day' });
    // the description names the span, the sum and the best day
    await expect(chart).toHaveAccessibleDescription(
      '14 bars, Fri, 13 Nov to Thu, 26 Nov, ₦1,371,500.00 in all. The highest, ₦305,000.00, in Fri, 20 Nov.',
    );
    // a bar for each day that took money, none for the four that took nothing
    await expect(chart.querySelectorAll('[data-slot="takings-bar"]')).toHaveLength(10);
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[8]).toHaveTextContent('Fri, 20 Nov6₦305,000.00');
    await expect(rows.at(-1)).toHaveTextContent('In all');
  },
};

/** On a phone: the labels under the bars thin to every other day so none run into each other. */
export const AFortnightOnAPhone: Story = {
  globals: atMobile,
  play: async ({ canvas }) => {
    const labels = [...canvas.getByRole('img').querySelectorAll('text')].filter(
      (label) => getComputedStyle(label).display !== 'none',
    );
    // the top line's amount and seven of the fourteen days, the newest among them
    await expect(labels).toHaveLength(8);
    await expect(labels.at(-1)).toHaveTextContent('26');
  },
};

/** A year of months, one of them twenty times the others: the small ones still show as a sliver. */
export const AYearOfMonths: Story = {
  args: {
    title: 'Takings by month',
    periodLabel: 'Month',
    bars: Array.from({ length: 12 }, (_, index) => {
      const month = new Date(Date.UTC(2025, 11 + index, 1));
      return {
        start: month.toISOString().slice(0, 10),
        short: month.toLocaleDateString('en-NG', { month: 'short', timeZone: 'UTC' }),
        long: month.toLocaleDateString('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
        amount: index === 11 ? 4_000_000 : 200_000,
        payments: index === 11 ? 40 : 2,
      };
    }),
  },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Takings by month' });
    await expect(chart.querySelectorAll('[data-slot="takings-bar"]')).toHaveLength(12);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('December 2025');
  },
};
