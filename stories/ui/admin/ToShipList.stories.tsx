import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ToShipList } from '../../../ui/admin';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/**
 * The orders to ship as the packer reads them: a card each with a box to choose it, who and where it goes, its
 * payment, and every line with its options. The form around it posts the chosen ids under `name`.
 *
 * **Use when** the orders list is filtered to the paid orders waiting to go out (packing day).
 *
 * **Not when** scanning orders of any status (AdminOrderList), or one order's sheet for the parcel (the packing
 * slip).
 */
const meta = {
  title: 'Components/Admin/ToShipList',
  tags: ['autodocs'],
  component: ToShipList,
  args: {
    name: 'order',
    orders: [
      {
        orderId: '6b000000000000005b1a0001',
        href: '/admin/orders/6b000000000000005b1a0001',
        name: 'Adaeze Okafor',
        destination: 'Ibadan (Ibadan North), Oyo',
        lines: [
          { quantity: 1, name: 'Ọba Oud Royale', options: 'Base: Oud, Side: Rose, Size: 50ml' },
          { quantity: 2, name: 'Ìyá Attar' },
        ],
        paid: true,
      },
      {
        orderId: '6b000000000000005b1a0002',
        href: '/admin/orders/6b000000000000005b1a0002',
        name: 'Tunde Bakare',
        destination: 'Lagos (Ikeja), Lagos',
        lines: [{ quantity: 4, name: 'Eko Glow Mist' }],
        paid: true,
        testPayment: true,
      },
    ],
  },
} satisfies Meta<typeof ToShipList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards side by side on a laptop: the box names the order, its description who and where. */
export const Default: Story = {
  globals: atDesktop,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Choose #5b1a0001' });
    await expect(box).toHaveAttribute('name', 'order');
    await expect(box).toHaveAttribute('value', '6b000000000000005b1a0001');
    await expect(box).toHaveAccessibleDescription('Adaeze Okafor, Ibadan (Ibadan North), Oyo');
    await expect(box).not.toBeChecked();
    const lines = within(canvas.getByRole('list', { name: 'To pack for #5b1a0001' }));
    await expect(lines.getByText('Base: Oud, Side: Rose, Size: 50ml')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open order #5b1a0002' })).toHaveAttribute(
      'href',
      '/admin/orders/6b000000000000005b1a0002',
    );
    // a sandbox payment is marked, so the parcel is not sent for money never received
    await expect(
      within(canvas.getByRole('listitem', { name: 'Order #5b1a0002' })).getByText('TEST'),
    ).toBeVisible();
  },
};

/** A post that was refused shows the same boxes ticked. */
export const Chosen: Story = {
  args: { chosen: ['6b000000000000005b1a0002'] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Choose #5b1a0002' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose #5b1a0001' }));
    await expect(canvas.getByRole('checkbox', { name: 'Choose #5b1a0001' })).toBeChecked();
  },
};

/** One card under the other on a phone; the whole row of the box is its touch target. */
export const OnAPhone: Story = {
  globals: atMobile,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem', { name: /^Order #/ });
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};
