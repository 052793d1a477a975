import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loadingForever } from '../../mocks/scenarios';
import * as Screen from '../screens/Checkout.stories';
import { findPage, screenMeta, shopScene } from '../screens/harness';
import { adaeze, twoLines } from '../screens/scenes';

/**
 * The checkout machine (machines/checkout.ts) state by state, on the real /place-order screen: reviewCheck,
 * editing, reviewGate (asking, submitting), placing, placed, and a failed placement back in editing.
 * (redirecting leaves the page for the provider: see Screens/Verify for the way back.)
 */
const meta = {
  title: 'Machines/Checkout',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** reviewCheck: the shopper's own shop review is being looked up; PLACE ORDER waits for it. */
export const ReviewCheck: Story = {
  ...shopScene({
    path: '/place-order',
    shopper: adaeze,
    serverCart: twoLines,
    handlers: loadingForever('ownShopReview'),
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Checkout');
    const button = await within(canvasElement).findByRole('button', { name: 'PLACE ORDER' });
    await waitFor(() => expect(button).toBeDisabled());
  },
};

export const Editing: Story = { ...Screen.Default };
export const EditingWithErrors: Story = { ...Screen.ValidationErrors };
export const ReviewGateAsking: Story = { ...Screen.ReviewGateOpen };
export const ReviewGateSubmitted: Story = { ...Screen.ReviewGateSubmitted };
export const Placing: Story = { ...Screen.Placing };
export const Placed: Story = { ...Screen.PlaceCodOrder };
export const PlacementFailed: Story = { ...Screen.PlacementFailed };
