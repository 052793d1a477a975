import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { cartOf, perfume, seedOrder } from './scenes';

/**
 * The packing slip at `/admin/orders/:orderId/slip`, reached from an order's page and printed on A4 (the admin's
 * frame and the buttons stay off the paper). States: PaidOrder (what to pack, options and all, where to, with
 * a box per line); UnpaidOrder (the amount still to come, said in bold); OnAPhone. The slips of the orders chosen
 * on the to-ship list, at `/admin/orders/slips?order=<id>&order=<id>`, one sheet each: SlipsOfTwoOrders;
 * NoOrderChosen (the way back to choose some).
 */
const meta = {
  title: 'Screens/Admin/Packing slip',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its reference is #5a1ce001. */
const orderId = '6b00000000000000' + '5a1ce001';

const orderOf =
  (payment: boolean) =>
  (shop: MockShop): void => {
    const order = seedOrder(shop, {
      status: payment ? 'processing' : 'pending',
      payment,
      method: payment ? 'paystack' : 'cod',
    });
    order._id = orderId;
  };

const slipScene = (payment: boolean) =>
  shopScene({ path: `/admin/orders/${orderId}/slip`, shopper: shopOwner, seed: orderOf(payment) });

/** The slip's parts: its title and reference, the address, the lines to pack, and the way back. */
async function slip(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findPage(canvasElement, 'Packing slip');
  await expect(canvas.getByText('#5a1ce001')).toBeVisible();
  const to = within(canvas.getByRole('region', { name: 'Deliver to' }));
  await expect(to.getByText('Adaeze Okafor')).toBeVisible();
  await expect(to.getByText('14 Bodija Market Road')).toBeVisible();
  const pack = within(canvas.getByRole('region', { name: 'To pack' }));
  await expect(pack.getByRole('heading', { name: 'To pack: 3 items' })).toBeVisible();
  await expect(pack.getAllByRole('row')).toHaveLength(3);
  await expect(pack.getByText('Base: Oud, Side: Rose, Size: 50ml')).toBeVisible();
  // no prices on a sheet that travels with the parcel
  await expect(pack.queryByText(/₦/)).toBeNull();
  await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
    'href',
    `/admin/orders/${orderId}`,
  );
  return canvas;
}

export const PaidOrder: Story = {
  ...slipScene(true),
  play: async ({ canvasElement }) => {
    const canvas = await slip(canvasElement);
    await expect(canvas.getByText('Paid (Paystack)')).toBeVisible();
  },
};

export const UnpaidOrder: Story = {
  ...slipScene(false),
  play: async ({ canvasElement }) => {
    const canvas = await slip(canvasElement);
    await expect(canvas.getByText('Not paid yet: ₦137,000.00 by Payment before Delivery')).toBeVisible();
  },
};

export const OnAPhone: Story = { ...PaidOrder, globals: atMobile };

/** Its reference is #5a1ce002: a second parcel, Ikeja's. */
const secondId = '6b00000000000000' + '5a1ce002';

function twoPaidOrders(shop: MockShop) {
  orderOf(true)(shop);
  const second = seedOrder(shop, {
    status: 'processing',
    method: 'paystack',
    lines: cartOf([perfume('Eko Glow Mist'), 4]),
  });
  second._id = secondId;
  second.address = {
    ...second.address,
    firstName: 'Tunde',
    lastName: 'Bakare',
    city: 'Lagos',
    state: 'Lagos',
  };
}

export const SlipsOfTwoOrders: Story = {
  ...shopScene({
    path: `/admin/orders/slips?order=${orderId}&order=${secondId}`,
    shopper: shopOwner,
    seed: twoPaidOrders,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Packing slips: 2 orders');
    const sheets = canvas.getAllByRole('article');
    await expect(sheets).toHaveLength(2);
    await expect(within(sheets[0]!).getByText('#5a1ce001')).toBeVisible();
    await expect(within(sheets[1]!).getByText('#5a1ce002')).toBeVisible();
    await expect(within(sheets[1]!).getByRole('heading', { name: 'To pack: 4 items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the orders to ship' })).toHaveAttribute(
      'href',
      '/admin/orders?status=processing',
    );
  },
};

export const NoOrderChosen: Story = {
  ...shopScene({ path: '/admin/orders/slips', shopper: shopOwner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Packing slips');
    await expect(canvas.getByRole('heading', { name: 'No order chosen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the orders to ship' })).toBeVisible();
  },
};
