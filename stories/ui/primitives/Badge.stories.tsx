import type { Meta, StoryObj } from '@storybook/react-vite';

import { Badge, Icon } from '../../../ui';

/**
 * A short tag in spaced capitals ('Bestseller', 'Out of stock', 'Paid', 'Test mode'), or with `shape="note"`
 * a few words in sentence case that may wrap ('Multiple options available'). Its `tone` picks the colours:
 * the shop's own (bestseller, out-of-stock, multiple-options, new) or a status tone (success, info, warning,
 * danger, neutral).
 *
 * **Use when** a card, a row or a heading needs a one- or two-word label that is not a control.
 *
 * **Not when** it should be pressed or followed (use Button or a link), or when it sits beside an order's
 * status (use StatusDot, whose label carries the meaning).
 */
const meta = {
  title: 'Components/Primitives/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { children: 'Bestseller', tone: 'bestseller' },
  argTypes: {
    tone: {
      control: 'select',
      options: [
        'bestseller',
        'out-of-stock',
        'multiple-options',
        'new',
        'success',
        'info',
        'warning',
        'danger',
        'neutral',
      ],
    },
    shape: { control: 'inline-radio', options: ['tag', 'note'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bestseller: Story = {
  args: {
    children: (
      <>
        <Icon name="sparkles" /> Bestseller
      </>
    ),
  },
};
export const OutOfStock: Story = { args: { tone: 'out-of-stock', children: 'Out of stock' } };
/** A note, as a product card shows it: sentence case, and it may wrap. */
export const MultipleOptions: Story = {
  args: { tone: 'multiple-options', shape: 'note', children: 'Multiple options available' },
};

/** Every tone, on the page background and on a card, so the contrast check sees each pair. */
export const AllTones: Story = {
  render: () => (
    <div className="grid gap-4">
      {['bg-background', 'bg-card', 'bg-surface'].map((surface) => (
        <div key={surface} className={`flex flex-wrap gap-2 rounded-lg p-4 ${surface}`}>
          <Badge tone="bestseller">Bestseller</Badge>
          <Badge tone="out-of-stock">Out of stock</Badge>
          <Badge tone="multiple-options" shape="note">
            Multiple options available
          </Badge>
          <Badge tone="new">New</Badge>
          <Badge tone="success">Paid</Badge>
          <Badge tone="info">Test mode</Badge>
          <Badge tone="warning">Pending</Badge>
          <Badge tone="danger">Failed</Badge>
          <Badge tone="neutral">Estimated</Badge>
        </div>
      ))}
    </div>
  ),
};
