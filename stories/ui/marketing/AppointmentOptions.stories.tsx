import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { appointmentHeading, appointmentOptions } from '../../../store/content';
import { AppointmentOptions } from '../../../ui/marketing';

import { atDesktop, atMobile, links, whatsAppMessage } from './story-data';

const meta = {
  title: 'UI/Marketing/AppointmentOptions',
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
