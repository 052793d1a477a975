import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { serverError } from '../../mocks/scenarios';
import { storyNow } from '../../mocks/fixtures/clock';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * Newsletter subscribers, at `/admin/subscribers`: how many, the newest ten, and the link to the whole list
 * as CSV (made by the server; no story follows it). States: Some; Empty; Unreachable (the shop cannot be
 * reached). Each also on a phone.
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
  for (let n = 1; n <= 12; n += 1) shop.subscribers.set(`reader${n}@example.com`, storyNow - (12 - n) * DAY);
}

export const Some: Story = {
  ...shopScene({ path: '/admin/subscribers', shopper: shopOwner, seed: twelveReaders }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the frame's Subscribers marks this page", async () => {
      const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
      await expect(within(nav).getByRole('link', { name: 'Subscribers' })).toHaveAttribute(
        'aria-current',
        'page',
      );
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
