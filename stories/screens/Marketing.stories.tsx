import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * The shop's pages without a catalogue: About at `/about`, Appointment at `/appointment`, and the not-found
 * page (any other address, here `/no-such-page`). States: About; Appointment; NotFound.
 */
const meta = {
  title: 'Screens/Pages',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  ...shopScene({ path: '/about' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Òórùn Fragrance House');
    await expect(canvas.getByRole('heading', { name: 'Why we make perfume' })).toBeVisible();
    await expect(canvas.getByText('Cultural preservation')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

export const Appointment: Story = {
  ...shopScene({ path: '/appointment' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Book a Workshop or Consultation');
    const workshop = canvas.getByRole('link', { name: /Book a workshop/ });
    const href = new URL(workshop.getAttribute('href') ?? '');
    await expect(href.origin + href.pathname).toBe('https://wa.me/2348031234567');
    await expect(href.searchParams.get('text')).toMatch(/perfume-making workshop/);
    await expect(workshop).toHaveAttribute('target', '_blank');
    const consultation = new URL(
      canvas.getByRole('link', { name: /Book a consultation/ }).getAttribute('href') ?? '',
    );
    await expect(consultation.searchParams.get('text')).toMatch(/personal scent consultation/);
  },
};

export const NotFound: Story = {
  ...shopScene({ path: '/no-such-page' }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Page not found');
    await expect(within(canvasElement).getByRole('link', { name: 'Browse Collection' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};
