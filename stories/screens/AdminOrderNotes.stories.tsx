import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop, seedOrder } from './scenes';

/**
 * An order's notes, on its page at `/admin/orders/:orderId`: what the shop should remember about the order (a
 * part payment promised, the rider's name), seen by the shop only and kept in the order's history with who wrote
 * it. States: NoteAdded (the sentence, the line in the history, the box empty again);
 * NoteKeptWhileTheStatusChanges; BlankNote (refused beside the box, nothing written); EarlierNotes (the history
 * as the next person to open the order reads it). NoteAdded, BlankNote and EarlierNotes also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Order notes',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its reference is #0a0be001. */
const orderId = '6b00000000000000' + '0a0be001';
const orderPath = `/admin/orders/${orderId}`;

function anOrder(shop: MockShop) {
  const order = seedOrder(shop, { status: 'pending', payment: false, date: Date.UTC(2026, 10, 25, 9) });
  order._id = orderId;
}

/** The order with what Kemi and the owner noted and did on it over two days. */
function anOrderWithNotes(shop: MockShop) {
  anOrder(shop);
  const line = (at: number, actor: string, action: string, after: unknown) =>
    shop.audit.push({ at, actor, action, target: `order:${orderId}`, before: null, after });
  line(Date.UTC(2026, 10, 25, 10, 5), 'kemi@oorun.ng', 'order.note', {
    note: 'Shopper called: paying ₦23,000 today and the last ₦500 on Friday.',
  });
  line(Date.UTC(2026, 10, 27, 16, 40), shopOwner.email, 'order.note', {
    note: 'Rider: Tunde, 0803 555 0101',
  });
}

const scene = (seed: (shop: MockShop) => void) => shopScene({ path: orderPath, shopper: shopOwner, seed });

const noteBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /^Note/ });

export const NoteAdded: Story = {
  ...scene(anOrder),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #0a0be001');
    await expect(noteBox(canvasElement)).toHaveAccessibleDescription(
      "Seen by the shop only, in the order's history. At most 1000 characters.",
    );
    await userEvent.type(noteBox(canvasElement), 'Paid ₦23,000; the last ₦500 comes on Friday');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Note added to order #0a0be001.');
    const history = canvas.getByRole('region', { name: 'History' });
    await expect(history).toHaveTextContent('Note: Paid ₦23,000; the last ₦500 comes on Friday');
    await expect(history).toHaveTextContent(`by ${shopOwner.email}`);
    // the box is empty for the next note, and the order itself is unchanged
    await expect(noteBox(canvasElement)).toHaveValue('');
    await expect(mockShop.orders.find((order) => order._id === orderId)?.status).toBe('pending');
  },
};

export const NoteAddedOnAPhone: Story = { ...NoteAdded, globals: atMobile };

/** A note half typed when the status is changed stays in its box: only a kept note empties it. */
export const NoteKeptWhileTheStatusChanges: Story = {
  ...scene(anOrder),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #0a0be001');
    await userEvent.type(noteBox(canvasElement), 'Shopper asked for gift wrap');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'processing');
    await userEvent.click(canvas.getByRole('button', { name: 'Change status' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Order #0a0be001 is now processing.');
    await expect(noteBox(canvasElement)).toHaveValue('Shopper asked for gift wrap');
  },
};

export const BlankNote: Story = {
  ...scene(anOrder),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #0a0be001');
    await userEvent.type(noteBox(canvasElement), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: 'Write the note' }));
    await expect(noteBox(canvasElement)).toHaveFocus();
    await expect(canvas.getByText('Nothing has been changed by the shop yet.')).toBeVisible();
  },
};

export const BlankNoteOnAPhone: Story = { ...BlankNote, globals: atMobile };

export const EarlierNotes: Story = {
  ...scene(anOrderWithNotes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #0a0be001');
    const lines = within(canvas.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent(
      'Note: Shopper called: paying ₦23,000 today and the last ₦500 on Friday.',
    );
    await expect(lines[0]).toHaveTextContent('by kemi@oorun.ng');
    await expect(lines[1]).toHaveTextContent('Note: Rider: Tunde, 0803 555 0101');
  },
};

export const EarlierNotesOnAPhone: Story = { ...EarlierNotes, globals: atMobile };
