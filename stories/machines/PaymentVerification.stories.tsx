import type { Meta, StoryObj } from '@storybook/react-vite';
import * as Screen from '../screens/Verify.stories';
import { screenMeta } from '../screens/harness';

/**
 * The payment verification machine (machines/payment-verification.ts) on /verify: pending, success (then
 * redirected to /orders after 5000 ms), failed by the shop, and failed on its parameters.
 */
const meta = {
  title: 'Machines/PaymentVerification',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { ...Screen.Pending };
export const SuccessThenRedirected: Story = { ...Screen.PaystackSuccess };
export const Failed: Story = { ...Screen.Failed };
export const FailedOnParameters: Story = { ...Screen.MissingPaystackReference };
