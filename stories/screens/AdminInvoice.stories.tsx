import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { cartOf, perfume, seedOrder } from './scenes';

/**
 * The invoice at `/admin/orders/:orderId/invoice`, reached from an order's page and printed on A4: the shop,
 * who it is billed to, each line with its unit price, the totals, and the payment. States: PaidByCard (paid,
 * how and when); AwaitingTransfer (what is owed and the shop's bank, the reference to give); PaidByCardOnAPhone
 * (the unit price column left out, the amount kept). The invoices of the orders chosen on the to-ship list, at
 * `/admin/orders/invoices?order=<id>&order=<id>`: InvoicesOfTwoOrders.
 */
const meta = {
  title: 'Screens/Admin/Invoice',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Their references are #1ac01ce1 and #1ac01ce2. */
const ids = ['1ac01ce1', '1ac01ce2'].map((end) => '6b00000000000000' + end);

const paidByCard = (shop: MockShop) => {
  seedOrder(shop, { status: 'processing', method: 'paystack' })._id = ids[0]!;
};
const awaitingTransfer = (shop: MockShop) => {
  seedOrder(shop, { status: 'pending', payment: false, method: 'cod' })._id = ids[0]!;
};
const twoOrders = (shop: MockShop) => {
  paidByCard(shop);
  const second = seedOrder(shop, {
    status: 'processing',
    method: 'flutterwave',
    lines: cartOf([perfume('Eko Glow Mist'), 4]),
  });
  second._id = ids[1]!;
};

const invoiceScene = (seed: (shop: MockShop) => void) =>
  shopScene({ path: `/admin/orders/${ids[0]}/invoice`, shopper: shopOwner, seed });

/** The invoice's parts: its title and number, who it is billed to, the lines, the totals. */
async function invoice(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findPage(canvasElement, 'Invoice');
  await expect(canvas.getByText('#1ac01ce1')).toBeVisible();
  const billed = within(canvas.getByRole('region', { name: 'Billed to' }));
  await expect(billed.getByText('Adaeze Okafor')).toBeVisible();
  const items = within(canvas.getByRole('region', { name: 'Items' }));
  await expect(items.getAllByRole('row')).toHaveLength(3);
  await expect(items.getByText('Base: Oud, Side: Rose, Size: 50ml')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
    'href',
    `/admin/orders/${ids[0]}`,
  );
  return canvas;
}

export const PaidByCard: Story = {
  ...invoiceScene(paidByCard),
  play: async ({ canvasElement }) => {
    const canvas = await invoice(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
    await expect(canvas.getByText(/^Paid by Paystack on /)).toBeVisible();
  },
};

export const AwaitingTransfer: Story = {
  ...invoiceScene(awaitingTransfer),
  play: async ({ canvasElement }) => {
    const canvas = await invoice(canvasElement);
    await expect(canvas.getByText(/^To pay: ₦/)).toBeVisible();
    await expect(
      canvas.getByText(
        'By bank transfer to Òórùn Fragrance House Ltd, GTBank, account 0123456789, with #1ac01ce1 as the reference.',
      ),
    ).toBeVisible();
  },
};

export const PaidByCardOnAPhone: Story = {
  ...PaidByCard,
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const canvas = await invoice(canvasElement);
    // a phone's width keeps the quantity and the amount; the printed sheet has the unit price too
    await expect(canvas.queryByRole('columnheader', { name: 'Unit price' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
  },
};

export const InvoicesOfTwoOrders: Story = {
  ...shopScene({
    path: `/admin/orders/invoices?order=${ids[0]}&order=${ids[1]}`,
    shopper: shopOwner,
    seed: twoOrders,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Invoices: 2 orders');
    const sheets = canvas.getAllByRole('article');
    await expect(sheets).toHaveLength(2);
    await expect(within(sheets[1]!).getByText('#1ac01ce2')).toBeVisible();
    await expect(within(sheets[1]!).getByText(/^Paid by Flutterwave on /)).toBeVisible();
  },
};
