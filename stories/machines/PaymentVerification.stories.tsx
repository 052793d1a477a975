import type { Meta, StoryObj } from '@storybook/react-vite';
import * as Screen from '../screens/Verify.stories';
import { endingAt, findPage, screenMeta } from '../screens/harness';

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
/** Success, and five seconds later the machine's redirect to MY ORDERS. */
export const SuccessThenRedirected: Story = {
  ...endingAt(Screen.PaystackSuccess, '/orders'),
  play: async (context) => {
    await Screen.PaystackSuccess.play?.(context);
    await context.step('five seconds later, MY ORDERS', async () => {
      await findPage(context.canvasElement, 'My Orders');
    });
  },
};
export const Failed: Story = { ...Screen.Failed };
export const FailedOnParameters: Story = { ...Screen.MissingPaystackReference };
