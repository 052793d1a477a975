import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { babatunde } from '../../mocks/fixtures/users';
import { plainProduct } from '../../mocks/fixtures/catalogue';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * The perfumes, at `/admin/products`: those on the storefront first, the archived ones apart, a search by
 * name or category, and the way to add one. States: List; Empty; ArchivedApart; Searching (found, and nothing
 * found); Staff (who see the same screen). Each also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Products',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/products';

/** Babatunde works in the shop: a staff account. */
const asStaff = (shop: MockShop) => {
  const staff = shop.shoppers.find((shopper) => shopper.email === babatunde.email);
  if (staff) staff.role = 'staff';
};

/** The plain attar, archived in the admin: off the storefront, kept for its orders. */
const withArchived = (shop: MockShop) => {
  const product = shop.products.find((one) => one._id === plainProduct._id);
  if (!product) return;
  shop.products = shop.products.filter((one) => one !== product);
  shop.archivedProducts.set(product._id, product);
};

const section = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('region', { name }));
const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: /^Search/ });

/** Reached from the frame: every perfume on sale, each a link to its form, and a search the server takes. */
export const List: Story = {
  ...shopScene({ path: '/admin/products', shopper: shopOwner }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the frame's Products marks this page", async () => {
      const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
      await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await findPage(canvasElement, 'Products');
      await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('all 30 perfumes on the storefront, each leading to its form; none archived', async () => {
      const onSale = section(canvasElement, /^On the storefront/);
      await expect(canvas.getByRole('heading', { name: 'On the storefront (30)' })).toBeVisible();
      await expect(onSale.getAllByRole('listitem')).toHaveLength(30);
      await expect(onSale.getByRole('link', { name: plainProduct.name })).toHaveAttribute(
        'href',
        `${path}/${plainProduct._id}`,
      );
      await expect(canvas.queryByRole('heading', { name: /^Archived/ })).toBeNull();
    });
    await step('the search is a posted form; adding is a link', async () => {
      await expect(searchBox(canvasElement).closest('form')).toHaveAttribute('method', 'post');
      await expect(searchBox(canvasElement).closest('form')).toHaveAttribute('action', path);
      await expect(canvas.getByRole('link', { name: 'Add a perfume' })).toHaveAttribute(
        'href',
        '/admin/products/new',
      );
    });
  },
};

export const ListOnAPhone: Story = { ...List, globals: atMobile };

/** No perfume yet: a sentence saying what to do, and the way to add one. */
export const Empty: Story = {
  ...shopScene({
    path,
    shopper: shopOwner,
    seed: (shop) => {
      shop.products = [];
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Products');
    await expect(canvas.getByRole('heading', { name: 'No perfumes yet' })).toBeVisible();
    await expect(canvas.getByText('Add your first perfume: shoppers see it at once.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a perfume' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="admin-product-list"]')).toBeNull();
  },
};

export const EmptyOnAPhone: Story = { ...Empty, globals: atMobile };

/** An archived perfume is listed apart, said to be off the storefront, and still leads to its form. */
export const ArchivedApart: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withArchived }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Products');
    await expect(canvas.getByRole('heading', { name: 'On the storefront (29)' })).toBeVisible();
    await expect(
      section(canvasElement, /^On the storefront/).queryByRole('link', { name: plainProduct.name }),
    ).toBeNull();
    const archived = section(canvasElement, /^Archived/);
    await expect(canvas.getByRole('heading', { name: 'Archived (1)' })).toBeVisible();
    await expect(
      archived.getByText('Not on the storefront; the orders that name them keep them.'),
    ).toBeVisible();
    await expect(archived.getByRole('link', { name: plainProduct.name })).toHaveAttribute(
      'href',
      `${path}/${plainProduct._id}`,
    );
  },
};

export const ArchivedApartOnAPhone: Story = { ...ArchivedApart, globals: atMobile };

/** A search finds by category; one that matches nothing says so and keeps what was typed. */
export const Searching: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Products');
    await step('by a category', async () => {
      await userEvent.type(searchBox(canvasElement), 'floral');
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect(canvas.getByRole('heading', { name: /^On the storefront \(\d\)$/ })).toBeVisible(),
      );
      for (const row of section(canvasElement, /^On the storefront/).getAllByRole('listitem'))
        await expect(row).toHaveTextContent(/Floral ·/);
    });
    await step('no match: the sentence, the words kept', async () => {
      await userEvent.clear(searchBox(canvasElement));
      await userEvent.type(searchBox(canvasElement), 'tuberose');
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await expect(await canvas.findByRole('heading', { name: 'No perfume found' })).toBeVisible();
      await expect(canvas.getByText('No perfume on sale has that name or category.')).toBeVisible();
      await expect(searchBox(canvasElement)).toHaveValue('tuberose');
    });
  },
};

export const SearchingOnAPhone: Story = { ...Searching, globals: atMobile };

/** Staff work here as the owner does: the frame leads them here and they see every perfume. */
export const Staff: Story = {
  ...shopScene({ path: '/admin/products', shopper: babatunde, seed: asStaff }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
    await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await findPage(canvasElement, 'Products');
    await expect(canvas.getByRole('heading', { name: 'On the storefront (30)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a perfume' })).toBeVisible();
  },
};

export const StaffOnAPhone: Story = { ...Staff, globals: atMobile };
