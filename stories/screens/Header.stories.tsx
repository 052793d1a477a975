import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atMobile } from '../ui/primitives/play-helpers';
import { lowStockProduct, outOfStockProduct, plainProduct } from '../../mocks/fixtures/catalogue';
import { shopOwner } from '../../mocks/state';
import { adaeze, cartOf, twoLines } from './scenes';
import { endingAt, findPage, screenMeta, shopScene } from './harness';

/**
 * The shell around every storefront page, met here on `/about`: the header, the footer and the announcement.
 * States: LoggedOut; LoggedIn (the account menu, the cart's count); OwnerAccountMenu and OwnerMobileMenu (Admin
 * first, for the owner and staff); UnavailableNotCounted (lines that cannot be bought are not counted); Search;
 * MobileMenu (on a phone); PopupShown (the announcement).
 */
const meta = {
  title: 'Screens/Header',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement) => within(canvasElement).getByRole('banner');

/** A guest: the account icon goes to /login; the badge counts the guest cart's bottles. */
export const LoggedOut: Story = {
  ...shopScene({ path: '/about', guestCart: twoLines }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, /Òórùn/);
    const bar = within(header(canvasElement));
    await expect(bar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(await bar.findByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A shopper: the account menu (Orders, Logout) opens from the keyboard; the badge counts the server cart. */
export const LoggedIn: Story = {
  ...shopScene({ path: '/about', shopper: adaeze, serverCart: twoLines }),
  play: async ({ canvasElement, userEvent, step }) => {
    await findPage(canvasElement, /Òórùn/);
    const bar = within(header(canvasElement));
    await expect(await bar.findByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await step('Enter opens the account menu', async () => {
      (await bar.findByRole('button', { name: 'Account' })).focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      // it fades in
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toBeVisible());
      await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    });
    await step('Escape closes it, back on Account', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(bar.getByRole('button', { name: 'Account' })).toHaveFocus();
    });
  },
};

const ownerOnAbout = shopScene({ path: '/about', shopper: shopOwner });

/** The owner (or a staff member) on the shop's pages: the account menu leads to the admin first. */
export const OwnerAccountMenu: Story = {
  ...ownerOnAbout,
  // an open menu keeps the focus in itself and hides the page, as a modal dialog does, which axe's
  // aria-hidden-focus rule excuses for a dialog only (Components/Storefront/AccountMenu says more)
  parameters: {
    ...ownerOnAbout.parameters,
    a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } },
  },
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, /Òórùn/);
    await userEvent.click(await within(header(canvasElement)).findByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Admin');
  },
};

/** Logout from the account menu empties the cart and lands on Login. */
export const LoggingOut: Story = {
  ...endingAt(LoggedIn, '/login'),
  play: async ({ canvasElement, userEvent, step }) => {
    await findPage(canvasElement, /Òórùn/);
    const bar = within(header(canvasElement));
    await expect(await bar.findByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await step('Logout empties the cart and goes to /login', async () => {
      await userEvent.click(bar.getByRole('button', { name: 'Account' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
      await findPage(canvasElement, /Login|Sign Up/);
      // the cart is emptied after the logout's own call answers: on a loaded machine, past waitFor's second
      await waitFor(() => expect(bar.getByRole('link', { name: 'Cart, empty' })).toBeVisible(), {
        timeout: 5_000,
      });
      await expect(bar.getByRole('link', { name: 'Login' })).toBeVisible();
    });
  },
};

/** The badge counts only what can be bought: not a sold-out scent, nor three of a scent with two left. */
export const UnavailableNotCounted: Story = {
  ...shopScene({
    path: '/about',
    shopper: adaeze,
    serverCart: cartOf([plainProduct, 2], [outOfStockProduct, 1, { size: '50ml' }], [lowStockProduct, 3]),
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, /Òórùn/);
    const bar = within(header(canvasElement));
    await expect(await bar.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

/** The search button goes to the collection and puts focus in its search box. */
export const Search: Story = {
  ...shopScene({ path: '/about', endsAt: '/products' }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, /Òórùn/);
    within(header(canvasElement)).getByRole('link', { name: 'Search' }).focus();
    await userEvent.keyboard('{Enter}');
    await findPage(canvasElement, 'Our Collection');
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search perfumes' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('oba');
    await expect(await within(canvasElement).findByText('1 item found')).toBeVisible();
  },
};

/** On a phone the links live in a slide-in menu, with the account section. */
export const MobileMenu: Story = {
  ...shopScene({ path: '/about', shopper: adaeze }),
  globals: atMobile,
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, /Òórùn/);
    await userEvent.click(within(header(canvasElement)).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact');
  },
};

/** The owner on a phone: Admin heads the menu's account rows. */
export const OwnerMobileMenu: Story = {
  ...MobileMenu,
  ...ownerOnAbout,
  play: async (context) => {
    await MobileMenu.play?.(context);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  },
};

const announcement = 'Free delivery in Ibadan on orders of ₦100,000 or more this week!';

/** The shop's announcement: Continue to Site closes it, and it stays closed on the next page. */
export const PopupShown: Story = {
  ...shopScene({ path: '/about', popup: announcement, endsAt: '/contact' }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' }, { timeout: 15_000 });
    await expect(dialog).toHaveTextContent(announcement);
    within(dialog).getByRole('button', { name: 'Continue to Site' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(window.localStorage.getItem('dismissedPopup')).toBe(announcement);
    await userEvent.click(within(header(canvasElement)).getByRole('link', { name: 'CONTACT' }));
    await findPage(canvasElement, 'We would love to hear from you');
    // the page change fetched the announcement again; it is the one dismissed, so it stays closed
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
