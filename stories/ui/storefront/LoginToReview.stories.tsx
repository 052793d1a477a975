import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LoginToReview } from '../../../ui/storefront';

import { withStayingLinks } from './story-helpers';

const meta = {
  title: 'UI/Storefront/LoginToReview',
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
