import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { contactHeading, openingHours } from '../../../store/content';
import { ContactBlock } from '../../../ui/marketing';

import { atDesktop, atMobile, shopContact } from './story-data';

/**
 * How to reach the shop: phone, email, the address with a directions link, opening hours and a WhatsApp chat;
 * beside them a map, drawn only when the shop has configured one and only once the page is interactive, so a
 * third-party frame never holds up the first paint. `level` makes its heading the page's h1 (Contact) or an
 * h2 (the home page). Drawn full width.
 *
 * **Use when** the contact page or the foot of the home page says where the shop is.
 *
 * **Not when** only the opening hours are needed (the footer has them).
 */
const meta = {
  title: 'Components/Marketing/ContactBlock',
  tags: ['autodocs'],
  component: ContactBlock,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: contactHeading,
    level: 1,
    contact: shopContact,
    hours: openingHours,
    whatsappHref: 'https://wa.me/2348031234567?text=Hello',
  },
} satisfies Meta<typeof ContactBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMap: Story = {
  play: async ({ canvas, step }) => {
    await step('WhatsApp, the quickest way in, comes first and opens a chat', async () => {
      const chat = canvas.getByRole('link', { name: /Chat with us on WhatsApp/ });
      await expect(chat).toHaveAttribute('href', 'https://wa.me/2348031234567?text=Hello');
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(canvas.getAllByRole('link')[0]).toBe(chat);
    });
    await step('call, email and directions are links a phone can follow', async () => {
      await expect(canvas.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute(
        'href',
        'tel:+2348031234567',
      );
      await expect(canvas.getByRole('link', { name: 'hello@oorun.ng' })).toHaveAttribute(
        'href',
        'mailto:hello@oorun.ng',
      );
      await expect(canvas.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
        'href',
        shopContact.directionsUrl,
      );
    });
    await step('the hours, Sunday closed', async () => {
      await expect(canvas.getByText('Monday to Friday')).toBeVisible();
      await expect(canvas.getByText('9 am to 6 pm')).toBeVisible();
      await expect(canvas.getByText('Closed')).toBeVisible();
    });
    await step('the configured map is drawn, titled with the address', async () => {
      await expect(await canvas.findByTitle(`Map: ${shopContact.address}`)).toHaveAttribute(
        'loading',
        'lazy',
      );
    });
  },
};

/** No map configured: nothing stands in its place. */
export const WithoutMap: Story = {
  args: { contact: { ...shopContact, mapEmbedUrl: null } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Get directions/ })).toBeVisible();
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
