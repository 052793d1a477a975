import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { workshops, workshopsHeading } from '../../../store/content';
import { WorkshopsSection } from '../../../ui/marketing';

import { atDesktop, atMobile, links, whatsAppMessage } from './story-data';

/**
 * Coming workshops: the date (a Lagos day), title, place, price and what to expect, each booked through
 * WhatsApp. Drawn full width.
 *
 * **Use when** the home page lists the workshops ahead.
 *
 * **Not when** courses without a date (AcademySection), or booking a private consultation
 * (AppointmentOptions).
 */
const meta = {
  title: 'Components/Marketing/WorkshopsSection',
  tags: ['autodocs'],
  component: WorkshopsSection,
  parameters: { layout: 'fullscreen' },
  args: { heading: workshopsHeading, workshops, bookHref: links.workshop },
} satisfies Meta<typeof WorkshopsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saturday, 16 January 2027')).toHaveAttribute('datetime', '2027-01-16');
    await expect(canvas.getAllByText('₦75,000.00')).toHaveLength(workshops.length);
    const book = canvas.getByRole('link', { name: /Book on WhatsApp for Oud and Attar Masterclass/ });
    await expect(whatsAppMessage(book.getAttribute('href'))).toContain(
      '"Oud and Attar Masterclass" on Saturday, 13 February 2027',
    );
  },
};
/** A single workshop on the calendar. */
export const OneWorkshop: Story = { args: { workshops: workshops.slice(0, 1) } };
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
