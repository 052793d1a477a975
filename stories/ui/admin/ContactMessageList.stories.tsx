import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ContactMessageList, FilterTabs } from '../../../ui/admin';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/**
 * The contact page's messages, newest first: who, about what, when, and where each stands (new, opened and
 * waiting for an answer, answered), a new one in bold. The filter story adds `FilterTabs`, the list's filters
 * as links that work without scripts and can be bookmarked.
 *
 * **Use when** /admin/messages lists what shoppers wrote.
 *
 * **Not when** reading or answering one message (its page, with ReplyForm).
 */
const meta = {
  title: 'Components/Admin/ContactMessageList',
  tags: ['autodocs'],
  component: ContactMessageList,
  args: {
    messages: [
      {
        id: 'm3',
        href: '/admin/messages/m3',
        name: 'Amaka Obi',
        subject: 'Wedding favours',
        date: Date.UTC(2026, 10, 25, 8),
        standing: 'new',
      },
      {
        id: 'm2',
        href: '/admin/messages/m2',
        name: 'Chidi Okeke',
        subject: 'Academy dates',
        date: Date.UTC(2026, 10, 24, 8),
        standing: 'toAnswer',
      },
      {
        id: 'm1',
        href: '/admin/messages/m1',
        name: 'Bisi Ade',
        subject: 'Wholesale prices',
        date: Date.UTC(2026, 10, 20, 8),
        standing: 'answered',
      },
    ],
  },
  globals: atDesktop,
} satisfies Meta<typeof ContactMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each message a link to its page, with where it stands. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Wedding favours, from Amaka Obi',
      'Academy dates, from Chidi Okeke',
      'Wholesale prices, from Bisi Ade',
    ]);
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/admin/messages/m3');
    await expect(rows.map((row) => row.querySelector('[data-slot="badge"]')?.textContent)).toEqual([
      'New',
      'To answer',
      'Answered',
    ]);
  },
};

export const DefaultOnAPhone: Story = { ...Default, globals: atMobile };

/** The filters above a list: links, the current one marked. */
export const WithFilters: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <FilterTabs
        label="Which messages"
        tabs={[
          { href: '/admin/messages', label: 'All', current: false },
          { href: '/admin/messages?show=new', label: 'New', current: true },
        ]}
      />
      <ContactMessageList {...args} messages={args.messages.slice(0, 1)} />
    </div>
  ),
  globals: atMobile,
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Which messages' });
    await expect(within(tabs).getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
    await expect(within(tabs).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  },
};
