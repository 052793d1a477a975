import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Header } from '../../../ui/storefront';

import { atDesktop, atMobile, fullscreen, withStayingLinks } from './story-helpers';

/**
 * The shop's top bar, sticky at the top: the logo, the main links (from `lg:` up), search, the account (a
 * menu when logged in, 'Login' when not), the cart with its count, and below `lg:` the button that opens the
 * MobileMenu. The current page's link is marked. It is drawn full width.
 *
 * **Use when** a storefront page begins: the store's shell puts it over every page.
 *
 * **Not when** in the admin (AdminFrame).
 */
const meta = {
  title: 'Components/Storefront/Header',
  tags: ['autodocs'],
  component: Header,
  decorators: [withStayingLinks],
  parameters: { ...fullscreen },
  args: {
    currentPath: '/',
    loggedIn: false,
    cartCount: 0,
    onSearch: fn(),
    onLogout: fn(),
    onMenuOpenChange: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  globals: atDesktop,
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the logo leads home and the current page is marked', async () => {
      await expect(canvas.getByRole('link', { name: 'Òórùn' })).toHaveAttribute('href', '/');
      await expect(canvas.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'PERFUMES' })).toHaveAttribute('href', '/products');
    });
    await step('the account icon goes to the login page; an empty cart says so', async () => {
      await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute('href', '/cart');
    });
    await step('search is a link to the collection, which asks the store to open the search', async () => {
      const search = canvas.getByRole('link', { name: 'Search' });
      // before the page's scripts run, the link itself goes to the collection, where the search box is
      await expect(search).toHaveAttribute('href', '/products');
      await userEvent.click(search);
      await expect(args.onSearch).toHaveBeenCalledTimes(1);
    });
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true, currentPath: '/products', cartCount: 1 },
  globals: atDesktop,
  play: async ({ args, canvas, userEvent, step }) => {
    // its code loads when a logged-in header first shows
    const trigger = await canvas.findByRole('button', { name: 'Account' });
    await step('the keyboard opens the account menu', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(menu).toBeVisible());
    });
    await step('My Account leads to /account, Orders to /orders', async () => {
      const account = screen.getByRole('menuitem', { name: 'My Account' });
      await expect(account).toHaveAttribute('href', '/account');
      await expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/orders');
      await waitFor(() => expect(account).toHaveFocus());
    });
    await step('ArrowDown twice then Enter logs out and closes the menu', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const WithCartItems: Story = {
  args: { cartCount: 3, currentPath: '/cart' },
  globals: atDesktop,
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveTextContent('3');
  },
};

export const Mobile: Story = {
  args: { loggedIn: true, cartCount: 2, currentPath: '/about' },
  globals: atMobile,
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the main links fold into the menu button', async () => {
      await expect(canvas.queryByRole('link', { name: 'ABOUT' })).toBeNull();
      await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    });
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await step('the menu button opens the mobile menu with the account section', async () => {
      await userEvent.click(menuButton);
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
      await expect(screen.getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page');
      await expect(screen.getByRole('link', { name: 'My Orders' })).toBeVisible();
      await expect(menu).toBeVisible();
    });
    await step('following a link closes it', async () => {
      await userEvent.click(screen.getByRole('link', { name: 'CONTACT' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Desktop: Story = {
  args: { loggedIn: true, cartCount: 12, currentPath: '/product/65cc8110c0de5a1b0ea1f301' },
  globals: atDesktop,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'PERFUMES' })).toHaveAttribute('aria-current', 'page');
  },
};
