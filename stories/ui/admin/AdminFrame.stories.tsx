import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { adminPaths } from '../../../store/admin/view';
import { shop } from '../../../store/content/shop';
import { Button } from '../../../ui';
import { AdminFrame, type AdminNavItem } from '../../../ui/admin';
import { FormMessage } from '../../../ui/checkout';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/** The owner's sections, as /admin's shell lists them, on the page at `current`. */
const ownersNavAt = (current: string): AdminNavItem[] =>
  (
    [
      [adminPaths.today, 'Today'],
      [adminPaths.orders, 'Orders'],
      [adminPaths.products, 'Products'],
      [adminPaths.transfers, 'Transfers'],
      [adminPaths.popup, 'Popup'],
      [adminPaths.reviews, 'Reviews'],
      [adminPaths.messages, 'Messages'],
      [adminPaths.subscribers, 'Subscribers'],
      [adminPaths.settings, 'Settings'],
      [adminPaths.staff, 'Staff'],
      [adminPaths.audit, 'Audit log'],
      [adminPaths.security, 'Security'],
    ] as const
  ).map(([href, label]) => ({ href, label, current: href === current }));
const ownersNav = ownersNavAt(adminPaths.orders);

/** The shell's log-out form: a post the server handles. */
const logout = (
  <form method="post" action="/login">
    <input type="hidden" name="intent" value="logout" />
    <Button type="submit" variant="ghost" size="sm">
      Log out
    </Button>
  </form>
);

/**
 * The admin's own frame, not the storefront's header and footer: the shop's name with 'Admin', a row of the
 * admin's sections (the page's own marked), 'View shop' and Log out, then the page. Above the page it shows
 * the sentence a form's answer left ('Order marked paid'). A 'Skip to content' link is the first thing Tab
 * reaches. On a phone the sections are one row that scrolls sideways, the page's own brought into view; the
 * page is one column no wider than the screen.
 *
 * **Use when** every /admin page: its shell draws it around the page.
 *
 * **Not when** a storefront page (Header and Footer).
 */
const meta = {
  title: 'Components/Admin/AdminFrame',
  tags: ['autodocs'],
  component: AdminFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    shopName: shop.name,
    nav: ownersNav,
    logout,
    notice: <FormMessage tone="success">Order #2a535483 marked paid.</FormMessage>,
    children: (
      <section className="grid gap-2">
        <h1 className="font-display text-display-sm">Orders</h1>
        <p className="text-muted-foreground">The page of the section chosen above goes here.</p>
      </section>
    ),
  },
} satisfies Meta<typeof AdminFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a laptop: the sections in a row under the name, Orders marked; the way to skip them first. */
export const OnALaptop: Story = {
  globals: atDesktop,
  play: async ({ canvas, userEvent, step }) => {
    await step("the admin's sections, this page's marked", async () => {
      const nav = canvas.getByRole('navigation', { name: 'Admin' });
      await expect(within(nav).getAllByRole('link')).toHaveLength(12);
      await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getByRole('link', { name: 'Today' })).not.toHaveAttribute('aria-current');
    });
    await step('back to the shop, and out', async () => {
      await expect(canvas.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');
      const out = canvas.getByRole('button', { name: 'Log out' }).closest('form');
      await expect(out).toHaveAttribute('method', 'post');
      await expect(out).toHaveAttribute('action', '/login');
    });
    await step("the form's answer is read above the page", async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Order #2a535483 marked paid.');
      await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('status'));
    });
    await step('Tab first reaches the skip link, which shows and leads to the page', async () => {
      await userEvent.tab();
      const skip = canvas.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toHaveFocus();
      await expect(skip).toHaveAttribute('href', '#content');
      await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
      await userEvent.tab();
    });
  },
};

/**
 * On a phone: the twelve sections are one row under the name that scrolls sideways (not four rows pushing the
 * page down), this page's in view; nothing else is wider than the screen.
 */
const oneRowWithTheCurrentInView: Story['play'] = async ({ canvas }) => {
  const name = canvas.getByText('Òórùn').getBoundingClientRect();
  const nav = canvas.getByRole('navigation', { name: 'Admin' });
  const links = within(nav).getAllByRole('link');
  const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
  await expect(tops.size, 'the sections in one row').toBe(1);
  await expect(links[0]!.getBoundingClientRect().top).toBeGreaterThan(name.bottom);
  await expect(nav.getBoundingClientRect().height).toBeLessThan(60);
  const row = within(nav).getByRole('list');
  await expect(row.scrollWidth, 'the row scrolls').toBeGreaterThan(row.clientWidth);
  const current = links.find((link) => link.getAttribute('aria-current') === 'page')!;
  await expect(current.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

export const OnAPhone: Story = { globals: atMobile, play: oneRowWithTheCurrentInView };

/** On a phone, on the Settings page (ninth in the row): the row has scrolled to show it. */
export const OnAPhoneInSettings: Story = {
  globals: atMobile,
  args: { nav: ownersNavAt(adminPaths.settings), notice: undefined },
  play: oneRowWithTheCurrentInView,
};

/** Nobody logged in: no sections and no Log out around the page that says how to log in, only 'View shop'. */
export const LoggedOut: Story = {
  globals: atMobile,
  args: {
    nav: [],
    logout: undefined,
    notice: undefined,
    children: (
      <section className="grid justify-items-center gap-4 py-10 text-center">
        <h1 className="font-display text-display-sm">Òórùn admin</h1>
        <p className="text-muted-foreground">Log in with your staff or owner account</p>
        <Button asChild>
          <a href="/login?next=%2Fadmin">Log in</a>
        </Button>
      </section>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View shop' })).toBeVisible();
  },
};
