import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { storyNow } from '../../../mocks/fixtures/clock';
import { adaeze, babatunde } from '../../../mocks/fixtures/users';
import { SubscriberList } from '../../../ui/admin';
import { atMobile } from '../primitives/play-helpers';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The newsletter's newest subscribers, newest first: each address with the day it subscribed, in one card.
 * An address too long for a phone breaks anywhere rather than widen the page.
 *
 * **Use when** /admin/subscribers shows who signed up with the newsletter box in the footer (the page draws
 * the count, and the whole list as a CSV download, around it).
 *
 * **Not when** there is nobody yet (an EmptyState says how shoppers sign up), or people who wrote to the shop
 * (ContactMessageList).
 */
const meta = {
  title: 'Components/Admin/SubscriberList',
  tags: ['autodocs'],
  component: SubscriberList,
  args: {
    subscribers: [
      { email: 'kemi.balogun@example.com', date: storyNow - 2 * 60 * 60 * 1000 },
      { email: babatunde.email, date: storyNow - DAY },
      { email: adaeze.email, date: storyNow - 9 * DAY },
      { email: 'chioma@example.ng', date: storyNow - 40 * DAY },
    ],
  },
} satisfies Meta<typeof SubscriberList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'kemi.balogun@example.com26 Nov 2026',
      'tunde.adewale@example.com25 Nov 2026',
      'adaeze@example.com17 Nov 2026',
      'chioma@example.ng17 Oct 2026',
    ]);
  },
};

/** On a phone, with an address longer than the screen is wide: it breaks, the page does not scroll sideways. */
export const LongAddressOnAPhone: Story = {
  globals: atMobile,
  args: {
    subscribers: [
      {
        email: 'oluwaseun.adebayo-ogunleye.perfumes.and.gifts@ibadan-boutiques.example.ng',
        date: storyNow - DAY,
      },
      { email: adaeze.email, date: storyNow - 9 * DAY },
    ],
  },
  play: async ({ canvas }) => {
    const long = canvas.getByText(/^oluwaseun/);
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(30);
    for (const row of canvas.getAllByRole('listitem'))
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
