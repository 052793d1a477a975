import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LoginToReview } from '../../../ui/storefront';

import { withStayingLinks } from './story-helpers';

/**
 * Shown to a guest where the review form would be: only a logged-in shopper reviews a perfume, so it says so,
 * with a link to log in and come back.
 *
 * **Use when** a product page's review area is seen by a guest.
 *
 * **Not when** the shopper is logged in (ReviewForm).
 */
const meta = {
  title: 'Components/Storefront/LoginToReview',
  tags: ['autodocs'],
  component: LoginToReview,
  decorators: [withStayingLinks],
} satisfies Meta<typeof LoginToReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please login to submit a review')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};
