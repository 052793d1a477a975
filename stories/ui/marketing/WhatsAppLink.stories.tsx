import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { WhatsAppLink } from '../../../ui/marketing';

import { links } from './story-data';

/**
 * A link that looks like a button and opens a WhatsApp chat with the shop in a new tab. Enrolment, wholesale,
 * workshop bookings and inquiries all happen in WhatsApp, not in the shop.
 *
 * **Use when** the next step is a conversation with the shop.
 *
 * **Not when** the action happens in the shop itself (Button), or the shopper should stay on the page.
 */
const meta = {
  title: 'Components/Marketing/WhatsAppLink',
  tags: ['autodocs'],
  component: WhatsAppLink,
  args: { href: links.inquiry, children: 'Make Inquiries' },
} satisfies Meta<typeof WhatsAppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Make Inquiries (opens WhatsApp in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
