import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Breadcrumbs, ShopLinkProvider } from '../../../ui';

import { atDesktop, atMobile } from './play-helpers';

/**
 * The trail from Home to the page being read (Home › Collection › Ọba Oud). Each crumb but the last is a
 * link; the last is the current page, marked as such and not a link. It wraps on a narrow phone rather than
 * scrolling.
 *
 * **Use when** a page sits inside the collection or the admin and the way back up helps (a product page).
 *
 * **Not when** the page is top-level (Home, Cart): a one-crumb trail says nothing.
 */
const meta = {
  title: 'Components/Primitives/Breadcrumbs',
  tags: ['autodocs'],
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Collection', href: '/products' },
      { label: 'Oud Royale Eau de Parfum' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await step('earlier pages are links, the current page is marked and not a link', async () => {
      await expect(canvas.getByRole('link', { name: 'Collection' })).toHaveAttribute('href', '/products');
      await expect(canvas.getByText('Oud Royale Eau de Parfum')).toHaveAttribute('aria-current', 'page');
      await expect(canvas.queryByRole('link', { name: 'Oud Royale Eau de Parfum' })).toBeNull();
      await expect(nav.querySelectorAll('li')).toHaveLength(3);
    });
    await step('Tab visits the links in order', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Collection' })).toHaveFocus();
    });
  },
};

/** With the app's router: ShopLinkProvider decides how every ui/ link is drawn. */
export const WithRouterLinks: Story = {
  decorators: [
    (Story) => (
      <ShopLinkProvider
        render={({ href, children, ...rest }) => (
          <a href={`#router${href}`} data-router-link="" {...rest}>
            {children}
          </a>
        )}
      >
        <Story />
      </ShopLinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Collection' });
    await expect(link).toHaveAttribute('href', '#router/products');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const LongTrailMobile: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Collection', href: '/products' },
      { label: 'Oils and attars', href: '/products?category=oils' },
      { label: 'Sandalwood and Saffron Royal Attar, 12 ml' },
    ],
  },
  globals: atMobile,
};

export const LongTrailDesktop: Story = {
  args: LongTrailMobile.args,
  globals: atDesktop,
};
