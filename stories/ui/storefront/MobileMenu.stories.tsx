import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { MobileMenu } from '../../../ui/storefront';

import { atMobile, withStayingLinks } from './story-helpers';

const meta = {
  title: 'UI/Storefront/MobileMenu',
  component: MobileMenu,
  decorators: [withStayingLinks],
  globals: atMobile,
  args: {
    defaultOpen: true,
    currentPath: '/products',
    loggedIn: true,
    onLogout: fn(),
    onNavigate: fn(),
    onOpenChange: fn(),
    whatsappHref: 'https://wa.me/2348031234567?text=Hello',
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ args, userEvent, step }) => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await step('the links, the current one marked, and the account section', async () => {
      await expect(screen.getByRole('link', { name: 'PERFUMES' })).toHaveAttribute('aria-current', 'page');
      await expect(screen.getByRole('heading', { name: 'Account' })).toBeVisible();
      await expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
      await expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
      await expect(menu).toBeVisible();
    });
    await step('a chat with the shop on WhatsApp, in a new tab', async () => {
      const chat = screen.getByRole('link', { name: /Chat on WhatsApp/ });
      await expect(chat).toHaveAttribute('href', 'https://wa.me/2348031234567?text=Hello');
      await expect(chat).toHaveAttribute('target', '_blank');
    });
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const FollowingALink: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('link', { name: 'My Orders' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/orders');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LoggingOut: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false, currentPath: '/' },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    await expect(screen.queryByRole('link', { name: 'My Orders' })).toBeNull();
    await expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};
