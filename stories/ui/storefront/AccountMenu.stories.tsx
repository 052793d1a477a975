import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { AccountMenu } from '../../../ui/storefront';

import { atMobile, withStayingLinks } from './story-helpers';

/**
 * The logged-in shopper's menu behind the person icon in the header: My Account (change the password, log
 * out everywhere), Orders, and Logout; for the owner and staff, Admin first (`adminHref`). Enter, Space or the down arrow open it, the arrows move, Escape closes
 * it and gives the focus back to the icon. The header fetches its code only once a shopper is logged in.
 *
 * **Use when** the header shows a logged-in shopper on a laptop or a phone (Header draws it).
 *
 * **Not when** nobody is logged in (the icon is a link to /login), or in the mobile menu (MobileMenu lists
 * the same links itself), or in the admin (AdminFrame has its own Log out).
 */
const meta = {
  title: 'Components/Storefront/AccountMenu',
  tags: ['autodocs'],
  component: AccountMenu,
  // at the end of a row, as in the header: the menu opens under the icon, aligned to its right edge
  decorators: [withStayingLinks, (Story) => <div className="flex justify-end">{Story()}</div>],
  args: { onLogout: fn() },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** Opened with a tap: where My Account and Orders lead, and Logout under a line. */
export const Open: Story = {
  // Open, the menu hides the page from screen readers and keeps the focus in itself (Tab does not leave it), as
  // a modal dialog does; axe's aria-hidden-focus rule excuses an open dialog but not a menu, so here it is off.
  parameters: { a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/account');
    await expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Account',
      'Orders',
      'Logout',
    ]);
    // it stays inside the window
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OpenOnAPhone: Story = { ...Open, globals: atMobile };

/** The owner's or a staff member's: Admin first, apart from the shopper's items, where the work is. */
export const OpenForStaff: Story = {
  args: { adminHref: '/admin' },
  parameters: Open.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Admin',
      'My Account',
      'Orders',
      'Logout',
    ]);
  },
};

export const OpenForStaffOnAPhone: Story = { ...OpenForStaff, globals: atMobile };

/** With the keyboard: Enter opens it, the down arrow reaches Logout, Enter logs out and the icon has the focus again. */
export const LoggingOut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
