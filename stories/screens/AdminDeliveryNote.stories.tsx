import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shopOwner, type MockShop } from '../../mocks/state';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop, seedOrder } from './scenes';

/**
 * A shipped order's delivery note, on its page at `/admin/orders/:orderId`: who brings the parcel or where to
 * follow it, for the shopper (shown on their order, mailed to them), unlike a note for the shop. States:
 * NoteSent (the sentence, the note shown as the shopper has it, the line in the history); BlankNote (refused
 * beside the box, nothing sent).
 */
const meta = {
  title: 'Screens/Admin/Delivery note',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its reference is #de11e001. */
const orderId = '6b00000000000000' + 'de11e001';

function aShippedOrder(shop: MockShop) {
  seedOrder(shop, { status: 'shipped', date: Date.UTC(2026, 10, 25, 9) })._id = orderId;
}

const scene = shopScene({ path: `/admin/orders/${orderId}`, shopper: shopOwner, seed: aShippedOrder });

const noteBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Delivery note/ });

export const NoteSent: Story = {
  ...scene,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #de11e001');
    await userEvent.type(noteBox(canvasElement), 'Rider: Tunde, 0803 555 0101, Thursday morning');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to the shopper' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Delivery note saved on order #de11e001. adaeze@example.com is mailed.',
    );
    await expect(noteBox(canvasElement)).toHaveValue('Rider: Tunde, 0803 555 0101, Thursday morning');
    await expect(canvas.getByRole('button', { name: 'Send the new note' })).toBeVisible();
    const history = canvas.getByRole('region', { name: 'History' });
    await expect(history).toHaveTextContent(
      'Told the shopper about the delivery: Rider: Tunde, 0803 555 0101, Thursday morning',
    );
    await expect(mockShop.orders[0]?.deliveryNote).toBe('Rider: Tunde, 0803 555 0101, Thursday morning');
  },
};

export const BlankNote: Story = {
  ...scene,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #de11e001');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to the shopper' }));
    await expect(
      (await canvas.findAllByText('Write what the shopper should know about the delivery'))[0],
    ).toBeVisible();
    await expect(mockShop.orders[0]?.deliveryNote).toBeUndefined();
  },
};
