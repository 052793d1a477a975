import type { Meta, StoryObj } from '@storybook/react-vite';
import * as Screen from '../screens/Orders.stories';
import { screenMeta } from '../screens/harness';

/** The orders-list machine (machines/orders-list.ts) on /orders: loading, empty, failed, loaded and refreshing. */
const meta = {
  title: 'Machines/OrdersList',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { ...Screen.Loading };
export const Empty: Story = { ...Screen.Empty };
export const Failed: Story = { ...Screen.LoadFailed };
export const LoadedAndRefreshing: Story = { ...Screen.RefreshStatus };
export const LoadedForAGuest: Story = { ...Screen.Guest };
