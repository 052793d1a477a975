import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { cartOf, ibadanAddress, mockShop, perfume, seedOrder, twoLines } from './scenes';

/**
 * Packing day at `/admin/orders?status=processing`, Today's "See the orders to ship": each paid order waiting to
 * go out as a card with what its parcel holds (options and all) and where it goes, a box to choose it, and two
 * steps for the chosen: print their packing slips, mark them shipped. States: ThreeToShip (and on a phone);
 * NothingChosen (Mark shipped with no box ticked: refused, nothing changes); TwoMarkedShipped (one rider's
 * delivery note for both, the sentence, and the one left to ship); NothingToShip.
 */
const meta = {
  title: 'Screens/Admin/To ship',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Their references are #5b1a0001, #5b1a0002 and #5b1a0003, placed an hour apart. */
const ids = ['5b1a0001', '5b1a0002', '5b1a0003'].map((end) => '6b00000000000000' + end);
const toShipPath = '/admin/orders?status=processing';

/** Three paid orders to pack, to Bodija, Ikeja and Wuse, and one still waiting for its transfer. */
function packingDay(shop: MockShop) {
  const placed = (index: number) => Date.UTC(2026, 10, 26, 9 + index);
  const bodija = seedOrder(shop, { status: 'processing', date: placed(0) });
  const ikeja = seedOrder(shop, {
    status: 'processing',
    date: placed(1),
    lines: cartOf([perfume('Lekki Breeze'), 1, { size: '100ml' }], [perfume('Eko Glow Mist'), 4]),
  });
  ikeja.address = {
    ...ibadanAddress,
    firstName: 'Tunde',
    lastName: 'Bakare',
    street: '3 Allen Avenue',
    city: 'Lagos',
    area: 'Ikeja',
    state: 'Lagos',
  };
  const wuse = seedOrder(shop, {
    status: 'processing',
    date: placed(2),
    lines: cartOf([perfume('Ẹ̀bùn Discovery Set'), 1, { wrap: true }]),
  });
  wuse.address = {
    ...ibadanAddress,
    firstName: 'Hauwa',
    lastName: 'Musa',
    street: '9 Aminu Kano Crescent',
    city: 'Abuja',
    area: 'Wuse 2',
    state: 'FCT',
  };
  [bodija, ikeja, wuse].forEach((order, index) => (order._id = ids[index]!));
  seedOrder(shop, { status: 'pending', payment: false, lines: twoLines, date: placed(3) });
}

const scene = shopScene({ path: toShipPath, shopper: shopOwner, seed: packingDay });

const card = (canvasElement: HTMLElement, reference: string) =>
  within(within(canvasElement).getByRole('listitem', { name: `Order ${reference}` }));

export const ThreeToShip: Story = {
  ...scene,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Orders');
    await expect(canvas.getByRole('heading', { name: '3 orders to ship' })).toBeVisible();
    const list = canvas.getByRole('form', { name: 'Orders to ship' });
    await expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    // what the Ikeja parcel holds, and where it goes
    const ikeja = card(canvasElement, '#5b1a0002');
    await expect(ikeja.getByRole('checkbox', { name: 'Choose #5b1a0002' })).toHaveAccessibleDescription(
      'Tunde Bakare, Lagos (Ikeja), Lagos',
    );
    const lines = within(ikeja.getByRole('list', { name: 'To pack for #5b1a0002' })).getAllByRole('listitem');
    await expect(lines.map((line) => line.textContent)).toEqual([
      '1×Lekki BreezeSize: 100ml',
      '4×Eko Glow Mist',
    ]);
    await expect(card(canvasElement, '#5b1a0003').getByText('Wrap: Yes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark shipped' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print packing slips' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print invoices' })).toBeVisible();
  },
};

export const ThreeToShipOnAPhone: Story = { ...ThreeToShip, globals: atMobile };

export const NothingChosen: Story = {
  ...scene,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Orders');
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark shipped' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose the orders to mark shipped');
    await expect(canvas.getByRole('heading', { name: '3 orders to ship' })).toBeVisible();
    await expect(mockShop.orders.filter((order) => order.status === 'shipped')).toEqual([]);
  },
};

export const TwoMarkedShipped: Story = {
  ...scene,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Orders');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Choose #5b1a0001' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose #5b1a0003' }));
    // one rider takes both: one note for their two shoppers
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Delivery note for the chosen/ }),
      'Rider: Bisi, 0803 555 0199',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      // in the list's order, newest first
      'Marked shipped: #5b1a0003, #5b1a0001. Each shopper is told by mail, with the delivery note.',
    );
    const shipped = mockShop.orders.filter((order) => order.status === 'shipped');
    await expect(shipped.map((order) => order.deliveryNote)).toEqual([
      'Rider: Bisi, 0803 555 0199',
      'Rider: Bisi, 0803 555 0199',
    ]);
    await waitFor(() => expect(canvas.getByRole('heading', { name: '1 order to ship' })).toBeVisible());
    await expect(canvas.getByRole('checkbox', { name: 'Choose #5b1a0002' })).not.toBeChecked();
  },
};

/** Every paid order has gone out: the list says so, and the filter stays to widen it. */
export const NothingToShip: Story = {
  ...shopScene({
    path: toShipPath,
    shopper: shopOwner,
    seed: (shop) => void seedOrder(shop, { status: 'pending', payment: false }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Orders');
    await expect(await canvas.findByRole('heading', { name: 'Nothing to ship' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark shipped' })).toBeNull();
  },
};
