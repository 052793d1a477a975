import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { appointmentHeading, appointmentOptions } from '../../../store/content';
import { AppointmentOptions } from '../../../ui/marketing';

import { atDesktop, atMobile, links, whatsAppMessage } from './story-data';

/**
 * The /appointment page's choices: a workshop or a personal consultation, each with its picture, what it
 * offers, and a button that opens a WhatsApp chat to book it. Drawn full width.
 *
 * **Use when** the appointment page offers its two ways to book.
 *
 * **Not when** listing dated workshops (WorkshopsSection), or a general enquiry (WhatsAppLink).
 */
const meta = {
  title: 'Components/Marketing/AppointmentOptions',
  tags: ['autodocs'],
  component: AppointmentOptions,
  parameters: { layout: 'fullscreen' },
  args: { heading: appointmentHeading, options: appointmentOptions, bookHref: links.appointment },
} satisfies Meta<typeof AppointmentOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Book a Workshop or Consultation' }),
    ).toBeVisible();
    await expect(canvas.getByText('₦75,000.00')).toBeVisible();
    const workshop = canvas.getByRole('link', { name: /Book a workshop/ });
    await expect(whatsAppMessage(workshop.getAttribute('href'))).toMatch(/perfume-making workshop/);
    const consultation = canvas.getByRole('link', { name: /Book a consultation/ });
    await expect(consultation).toHaveAttribute('target', '_blank');
    await expect(whatsAppMessage(consultation.getAttribute('href'))).toMatch(/personal scent consultation/);
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
