import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { WhatsAppLink } from '../../../ui/marketing';

import { links } from './story-data';

const meta = {
  title: 'UI/Marketing/WhatsAppLink',
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
