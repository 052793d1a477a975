import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StatusDot } from '../../../ui';

/**
 * A coloured dot beside its label ('Delivered'). The colour only decorates: the label carries the meaning.
 * ui/ knows tones (success, info, warning, danger, neutral); the store maps each order status onto one.
 *
 * **Use when** an order's or a payment's status is shown in a card or a row.
 *
 * **Not when** the label is a tag of its own (Badge), or there is no word to go with the colour.
 */
const meta = {
  title: 'Components/Primitives/StatusDot',
  tags: ['autodocs'],
  component: StatusDot,
  args: { tone: 'success', children: 'Delivered' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'info', 'warning', 'danger', 'neutral'] },
  },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    // The label carries the meaning; the dot is decoration only.
    await expect(canvas.getByText('Delivered')).toBeVisible();
  },
};
export const Info: Story = { args: { tone: 'info', children: 'Shipped' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Processing' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Cancelled' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Pending' } };

/** The shop's order statuses as store/ maps them onto tones. */
export const OrderStatuses: Story = {
  render: () => (
    <ul className="grid gap-3">
      <li>
        <StatusDot tone="success">Delivered</StatusDot>
      </li>
      <li>
        <StatusDot tone="info">Shipped</StatusDot>
      </li>
      <li>
        <StatusDot tone="warning">Processing</StatusDot>
      </li>
      <li>
        <StatusDot tone="danger">Cancelled</StatusDot>
      </li>
      <li>
        <StatusDot tone="neutral">Pending</StatusDot>
      </li>
    </ul>
  ),
};
