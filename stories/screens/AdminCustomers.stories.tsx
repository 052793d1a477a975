import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Address } from '../../api';
import { formatPrice } from '../../ui';
import { unlimitedStockProduct } from '../../mocks/fixtures/catalogue';
import { storyNow } from '../../mocks/fixtures/clock';
import { guestKey } from '../../mocks/handlers/admin-customers';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { expectNoSideScroll } from './looks';
import { adaeze, cartOf, ibadanAddress, mockShop, perfume, seedOrder } from './scenes';

/**
 * Customers, at `/admin/customers`: everyone who ordered, an account each and a guest each (by email, else by
 * phone), with their orders, what they spent and their last order. States: Default (an account, guests by email
 * and by phone, part payments, a refund, a cancelled order); NoCustomersYet; NobodyFound (a posted search);
 * MoreCustomers (the next page, posted); ACustomersPage (their figures, contact and orders, each linked). Each
 * also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Customers',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/customers';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An order's id the pictures can keep: the story's own, numbered. */
const orderId = (n: number) => `65cc8110c0de5a1b0ea1${String(n).padStart(4, '0')}`;

const kemi: Partial<Address> = {
  firstName: 'Kemi',
  lastName: 'Adeyemi',
  email: 'kemi.adeyemi@example.com',
  phone: '0802 555 0142',
  street: '7 Admiralty Way',
  city: 'Lagos',
  area: 'Lekki',
  state: 'Lagos',
};

/**
 * Adaeze's account with two delivered orders; Kemi, a guest, with a paid order less a refund, a part payment and a
 * cancelled one; Bisi, whose order the shop keyed in with her phone and no email, paid in cash.
 */
function customers(shop: MockShop) {
  const order = (n: number, options: Parameters<typeof seedOrder>[1], address?: Partial<Address>) => {
    const placed = seedOrder(shop, options);
    placed._id = orderId(n);
    if (address) placed.address = { ...ibadanAddress, ...address };
    return placed;
  };
  const bottle = cartOf([perfume('Lekki Breeze'), 1, { size: '100ml' }]);
  order(1, { status: 'delivered', shopper: adaeze, date: storyNow - 20 * DAY });
  order(2, { status: 'delivered', shopper: adaeze, date: storyNow - 6 * DAY });
  const refunded = order(3, { status: 'delivered', date: storyNow - 9 * DAY, lines: bottle }, kemi);
  refunded.refunds = [{ amount: 5_000, method: 'transfer', reason: 'Cap cracked', at: storyNow - 5 * DAY }];
  const part = order(4, { status: 'pending', payment: false, date: storyNow - 2 * DAY, lines: bottle }, kemi);
  part.payments = [{ amount: 10_000, method: 'transfer', reference: 'TRF 0142', at: storyNow - DAY }];
  order(5, { status: 'cancelled', payment: false, date: storyNow - 3 * DAY, lines: bottle }, kemi);
  order(
    6,
    { status: 'processing', date: storyNow - 4 * HOUR, lines: cartOf([perfume('Eko Glow Mist'), 2]) },
    { firstName: 'Bisi', lastName: 'Ola', email: '', phone: '0803 555 0101', city: 'Ibadan' },
  );
}

/** Fifty-five guests, an order each an hour apart: a page of fifty, then five. */
function manyCustomers(shop: MockShop) {
  for (let n = 0; n < 55; n += 1) {
    const placed = seedOrder(shop, {
      status: 'pending',
      payment: false,
      date: storyNow - n * HOUR,
      lines: cartOf([unlimitedStockProduct, 1]),
    });
    placed._id = orderId(100 + n);
    placed.address = {
      ...ibadanAddress,
      firstName: `Guest ${n + 1}`,
      lastName: 'Ojo',
      email: `guest${n + 1}@example.com`,
    };
  }
}

const rows = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-slot="customer"]');
const owner = { shopper: shopOwner, seed: customers } as const;

export const Default: Story = {
  ...shopScene({ path, ...owner }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Customers');
    await step('the menu marks Customers; the latest to order first', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Admin' });
      await expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByText('3 customers, the latest to order first')).toBeVisible();
      await expect([...rows(canvasElement)].map((row) => row.getAttribute('aria-label'))).toEqual([
        'Bisi Ola',
        'Kemi Adeyemi',
        'Adaeze Okafor',
      ]);
    });
    await step('a guest without email is reached by phone; what counts is said once', async () => {
      const bisi = canvas.getByRole('listitem', { name: 'Bisi Ola' });
      await expect(bisi).toHaveTextContent('0803 555 0101');
      await expect(bisi).toHaveTextContent('Guest');
      await expect(canvas.getByText(/Orders count every order placed, cancelled ones too/)).toBeVisible();
    });
    await step("Kemi's three orders: the paid one less its refund, and the part payment", async () => {
      const kemiRow = canvas.getByRole('listitem', { name: 'Kemi Adeyemi' });
      await expect(kemiRow).toHaveTextContent('3 orders');
      await expect(kemiRow).toHaveTextContent('kemi.adeyemi@example.com');
    });
    await step("a customer's page is named by a key, never an email or a phone", async () => {
      const link = canvas.getByRole('link', { name: 'Kemi Adeyemi' });
      await expect(link.getAttribute('href')).toMatch(/^\/admin\/customers\/guest-[0-9a-f]{32}$/);
    });
    await expectNoSideScroll();
  },
};

export const DefaultOnAPhone: Story = { ...Default, globals: atMobile };

export const NoCustomersYet: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Customers');
    await expect(canvas.getByRole('heading', { name: 'No customers yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

export const NoCustomersYetOnAPhone: Story = { ...NoCustomersYet, globals: atMobile };

/** A search typed and posted (it may be an email or a phone): nobody matches, and the way back is Clear. */
export const NobodyFound: Story = {
  ...shopScene({ path, ...owner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Customers');
    await userEvent.type(canvas.getByRole('searchbox', { name: /^Search/ }), '0809 000 0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('heading', { name: 'No customer found' })).toBeVisible();
    await expect(canvas.getByText('0 customers found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();
    // the search rode in the post, not in the address
    await expect(window.location.search).not.toContain('0809');
  },
};

export const NobodyFoundOnAPhone: Story = { ...NobodyFound, globals: atMobile };

/** More than a page: 'More customers' brings the other five. */
export const MoreCustomers: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: manyCustomers }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Customers');
    await expect(rows(canvasElement)).toHaveLength(50);
    await expect(canvas.getByText('50 customers, the latest to order first, and more')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More customers' }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(5));
    await expect(canvas.getByText('5 customers, earlier')).toBeVisible();
    await expect(rows(canvasElement)[4]).toHaveAttribute('aria-label', 'Guest 55 Ojo');
    await expect(canvas.queryByRole('button', { name: 'More customers' })).toBeNull();
  },
};

export const MoreCustomersOnAPhone: Story = { ...MoreCustomers, globals: atMobile };

/** Kemi's page, as the list links it: her figures, her contact and her three orders, each linked to its page. */
export const ACustomersPage: Story = {
  ...shopScene({ path: `${path}/${guestKey(`email:${kemi.email}`)}`, ...owner }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Kemi Adeyemi');
    await step('three orders; spent is the paid order less its refund, and the part payment', async () => {
      const orders = canvas.getByText('Orders', { selector: 'dt' }).nextElementSibling;
      await expect(orders).toHaveTextContent('3');
      const spent = canvas.getByText('Spent', { selector: 'dt' }).nextElementSibling;
      const refunded = mockShop.orders.find((order) => order._id === orderId(3))!;
      await expect(spent).toHaveTextContent(formatPrice(refunded.amount - 5_000 + 10_000));
    });
    await step('her contact, from her latest order', async () => {
      const contact = canvas.getByRole('region', { name: 'Contact' });
      await expect(contact).toHaveTextContent('7 Admiralty Way');
      await expect(within(contact).getByRole('link', { name: '0802 555 0142' })).toHaveAttribute(
        'href',
        'tel:08025550142',
      );
    });
    await step('each order links to its page, the newest first', async () => {
      const links = within(canvas.getByRole('region', { name: 'Orders, newest first' })).getAllByRole('link');
      await expect(links.map((link) => link.getAttribute('href'))).toEqual(
        [4, 5, 3].map((n) => `/admin/orders/${orderId(n)}`),
      );
    });
    await expectNoSideScroll();
  },
};

export const ACustomersPageOnAPhone: Story = { ...ACustomersPage, globals: atMobile };
