import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { Footer } from '../../../ui/storefront';

import { atDesktop, atMobile, fullscreen, withStayingLinks } from './story-helpers';

/**
 * The shop's footer on a dark aubergine band: the newsletter box, social links, two columns of links (the
 * house's pages; help and policies), opening hours, the developer's credit and the copyright year. It is
 * drawn full width.
 *
 * **Use when** a storefront page ends: the store's shell puts it under every page.
 *
 * **Not when** in the admin, which has its own frame (AdminFrame).
 */
const meta = {
  title: 'Components/Storefront/Footer',
  tags: ['autodocs'],
  component: Footer,
  decorators: [withStayingLinks],
  parameters: { ...fullscreen },
  args: {
    newsletter: { status: 'idle', email: '', onEmailChange: fn(), onSubmit: fn() },
    social: {
      instagram: 'https://instagram.com/oorunfragrance',
      facebook: 'https://facebook.com/oorunfragrance',
      tiktok: 'https://tiktok.com/@oorunfragrance',
      x: 'https://x.com/oorunfragrance',
    },
    developer: { name: 'Tobi Adewale', href: 'https://wa.me/2348030000000' },
    year: 2025,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  globals: atMobile,
  play: async ({ args, canvas, userEvent, step }) => {
    await step('social links are labelled and lead where the shop says', async () => {
      const social = canvas.getByRole('list', { name: 'Follow us' });
      await expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        args.social.instagram,
      );
      await expect(within(social).getByRole('link', { name: 'TikTok' })).toHaveAttribute(
        'href',
        args.social.tiktok,
      );
      await expect(within(social).getAllByRole('link')).toHaveLength(4);
    });
    await step('quick links and customer service links', async () => {
      const quick = canvas.getByRole('navigation', { name: 'Quick Links' });
      await expect(within(quick).getByRole('link', { name: 'Collections' })).toHaveAttribute(
        'href',
        '/products',
      );
      await expect(
        within(quick)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'About Us', 'Collections', 'Perfume Academy', 'Workshops']);
      const service = canvas.getByRole('navigation', { name: 'Customer Service' });
      await expect(
        within(service)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Contact Us',
        'Shipping Policy',
        'Returns & Refunds',
        'FAQ',
        'Privacy Notice',
        'Terms of Sale',
      ]);
    });
    await step('hours, developer and copyright', async () => {
      await expect(canvas.getByText('Sunday')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Tobi Adewale' })).toHaveAttribute(
        'href',
        args.developer.href,
      );
      await expect(canvas.getByText('© 2025 Òórùn. All rights reserved.')).toBeVisible();
    });
    await step('the newsletter box subscribes', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'a');
      await expect(args.newsletter.onEmailChange).toHaveBeenCalledWith('a');
    });
  },
};

export const Desktop: Story = {
  globals: atDesktop,
  args: { links: { shipping: '/shipping-policy' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shipping Policy' })).toHaveAttribute(
      'href',
      '/shipping-policy',
    );
  },
};

export const NewsletterSubscribed: Story = {
  args: {
    newsletter: {
      status: 'success',
      message: 'Subscription successful! 🎉',
      email: '',
      onEmailChange: fn(),
      onSubmit: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Subscription successful! 🎉');
  },
};
