import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { serverError } from '../../mocks/scenarios';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * /admin/subscribers (issue 18) against the mock shop: how many signed up in the footer, the newest ten, and the
 * link to the whole list as CSV (the server makes the file: the mock has none, so no story follows the link).
 */
const meta = {
  title: 'Screens/Admin/Subscribers',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/subscribers';
const DAY = 24 * 60 * 60 * 1000;

/** Twelve readers, one a day, reader12 the newest. */
function twelveReaders(shop: MockShop) {
  for (let n = 1; n <= 12; n += 1)
    shop.subscribers.set(`reader${n}@example.com`, Date.now() - (12 - n) * DAY);
}

export const Some: Story = {
  ...shopScene({ path: '/admin', shopper: shopOwner, seed: twelveReaders }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Today');
    await step("the frame's Subscribers leads here", async () => {
      const nav = canvas.getByRole('navigation', { name: 'Admin' });
      await userEvent.click(within(nav).getByRole('link', { name: 'Subscribers' }));
      await findPage(canvasElement, 'Newsletter subscribers');
    });
    await step('the count, and the newest ten, newest first', async () => {
      await expect(canvas.getByText('12 subscribers')).toBeVisible();
      const newest = canvas.getByRole('region', { name: 'The newest 10' });
      const items = within(newest).getAllByRole('listitem');
      await expect(items).toHaveLength(10);
      await expect(items[0]).toHaveTextContent('reader12@example.com');
      await expect(items[9]).toHaveTextContent('reader3@example.com');
    });
    await step('the whole list is a file the server makes, downloaded by a plain link', async () => {
      const download = canvas.getByRole('link', { name: 'Download CSV' });
      await expect(download).toHaveAttribute('href', '/admin/subscribers.csv');
      await expect(download).toHaveAttribute('download');
    });
  },
};

export const SomeOnAPhone: Story = { ...Some, globals: atMobile };

export const Empty: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Newsletter subscribers');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 subscribers')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No subscribers yet' })).toBeVisible();
    // nothing to download
    await expect(canvas.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  },
};

export const EmptyOnAPhone: Story = { ...Empty, globals: atMobile };

/** The shop cannot be reached: the admin's frame says so. */
export const Unreachable: Story = {
  ...shopScene({
    path,
    shopper: shopOwner,
    handlers: serverError('adminSubscribers', 'The shop is not answering. Please try again.'),
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Something went wrong');
    await expect(
      within(canvasElement).getByText('The shop is not answering. Please try again.'),
    ).toBeVisible();
  },
};

export const UnreachableOnAPhone: Story = { ...Unreachable, globals: atMobile };
