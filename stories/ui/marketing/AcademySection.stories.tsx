import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { academyHeading, courses } from '../../../store/content';
import { AcademySection } from '../../../ui/marketing';

import { atDesktop, atMobile, links, whatsAppMessage } from './story-data';

/**
 * The Perfume Academy band of the home page: a SectionHeading, then the courses side by side (title,
 * duration, price in naira, what it covers and what the student leaves with), each with an 'Enrol on
 * WhatsApp' link. Drawn full width.
 *
 * **Use when** the home page presents the courses (`/#academy`).
 *
 * **Not when** a single workshop on a date (WorkshopsSection).
 */
const meta = {
  title: 'Components/Marketing/AcademySection',
  tags: ['autodocs'],
  component: AcademySection,
  parameters: { layout: 'fullscreen' },
  args: { heading: academyHeading, courses, enrolHref: links.enrol },
} satisfies Meta<typeof AcademySection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('each course shows its length and price', async () => {
      await expect(canvas.getByText('3 months')).toBeVisible();
      await expect(canvas.getByText('₦250,000.00')).toBeVisible();
      await expect(canvas.getByText('2 months')).toBeVisible();
      await expect(canvas.getByText('₦180,000.00')).toBeVisible();
    });
    await step('each Enrol link opens WhatsApp with that course named', async () => {
      const professional = canvas.getByRole('link', { name: /Enrol on WhatsApp for Professional Perfumery/ });
      await expect(professional).toHaveAttribute('target', '_blank');
      await expect(whatsAppMessage(professional.getAttribute('href'))).toContain(
        'Professional Perfumery Course (3 months, ₦250,000.00)',
      );
      const foundations = canvas.getByRole('link', { name: /Enrol on WhatsApp for Fragrance Foundations/ });
      await expect(whatsAppMessage(foundations.getAttribute('href'))).toContain('(2 months, ₦180,000.00)');
    });
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
