import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from '../../../ui';
import { MobileMenu } from '../../../ui/storefront';

import { atMobile, withStayingLinks } from './story-helpers';

/**
 * The phone's slide-in menu (a Sheet from the side): the main links, then the account's links (My Orders, My
 * Account and log out, or Login; Admin first for the owner and staff), and a WhatsApp chat with the shop. Escape and any link close it; the
 * current page's link is marked. The stories open in frames of their own, at 360 px.
 *
 * **Use when** the header's menu button is pressed on a phone.
 *
 * **Not when** the screen is wide enough for the header's own links (from `lg:` up).
 */
const meta = {
  title: 'Components/Storefront/MobileMenu',
  tags: ['autodocs'],
  // Its stories open a modal: on the Docs page each gets a frame of its own, or they would cover the page.
  parameters: { docs: { story: { inline: false, height: '680px' } } },
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
  play: async ({ step }) => {
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
  },
};

/** The menu as the header holds it: its button opens it, and closing it leaves the button there. */
function MenuWithItsButton(args: ComponentProps<typeof MobileMenu>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <MobileMenu
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const menuClosed = async () => {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
};

/** Escape closes it; the page is back, with its menu button. */
export const ClosedWithEscape: Story = {
  render: (args) => <MenuWithItsButton {...args} />,
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A link closes the menu as it takes the shopper to its page. */
export const FollowingALink: Story = {
  render: (args) => <MenuWithItsButton {...args} />,
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('link', { name: 'My Orders' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/orders');
    await menuClosed();
  },
};

/** Logout closes the menu and logs out. */
export const LoggingOut: Story = {
  render: (args) => <MenuWithItsButton {...args} />,
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await menuClosed();
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

/** The owner's or a staff member's: Admin heads the account's rows. */
export const LoggedInStaff: Story = {
  args: { adminHref: '/admin' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Menu' });
    await expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    const account = screen.getByRole('heading', { name: 'Account' }).parentElement!;
    await expect([...account.querySelectorAll('li')].map((row) => row.textContent)).toEqual([
      'Admin',
      'My Orders',
      'My Account',
      'Logout',
    ]);
  },
};
