import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '../../ui';
import { plainProduct, unlimitedStockProduct } from '../../mocks/fixtures/catalogue';
import { storyNow } from '../../mocks/fixtures/clock';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { expectNoSideScroll } from './looks';
import { cartOf, mockShop, seedOrder } from './scenes';

/**
 * Takings, at `/admin/business`: the payments confirmed by day, week or month as bars with their table, the
 * headline figures, best sellers, how shoppers paid and low stock. States: AFortnight (by day, a test payment
 * left out); ByWeek; ByMonth; NoSalesYet (said plainly, no chart); WithRefunds (refunds and net takings).
 * Each also on a phone, where the chart's labels must stay legible.
 */
const meta = {
  title: 'Screens/Admin/Takings',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const DAY = 24 * 60 * 60 * 1000;
const path = '/admin/business';
const methods = ['cod', 'paystack', 'flutterwave'] as const;

/**
 * Paid orders on nine of the last fourteen days (Thursday 26 November the last), attars and mists by the
 * bottle; one cancelled, one still awaiting its transfer, one paid on the payment sandbox (a test).
 */
function aFortnight(shop: MockShop) {
  [13, 12, 9, 7, 5, 4, 2, 1, 0].forEach((daysAgo, index) =>
    seedOrder(shop, {
      status: 'processing',
      payment: true,
      method: methods[index % 3],
      date: storyNow - daysAgo * DAY - 3 * 60 * 60 * 1000,
      lines:
        index % 2 === 0
          ? cartOf([plainProduct, (daysAgo % 3) + 1])
          : cartOf([plainProduct, (daysAgo % 3) + 1], [unlimitedStockProduct, 1]),
    }),
  );
  seedOrder(shop, {
    status: 'cancelled',
    payment: false,
    date: storyNow - 3 * DAY,
    lines: cartOf([unlimitedStockProduct, 9]),
  });
  seedOrder(shop, {
    status: 'pending',
    payment: false,
    date: storyNow - DAY,
    lines: cartOf([plainProduct, 1]),
  });
  const test = seedOrder(shop, {
    status: 'processing',
    payment: true,
    method: 'paystack',
    date: storyNow - 2 * DAY,
    lines: cartOf([unlimitedStockProduct, 20]),
  });
  test.paidInSandbox = true;
}

/** What the mock shop took: its paid orders, the test left out. */
const takenInAll = () =>
  mockShop.orders
    .filter((order) => order.payment && !order.paidInSandbox)
    .reduce((sum, order) => sum + Math.round(order.amount * 100), 0) / 100;

/** A headline figure's value, by its name ('Takings'). */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

const owner = { shopper: shopOwner, seed: aFortnight } as const;

export const AFortnight: Story = {
  ...shopScene({ path, ...owner }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Takings');
    await step('the menu marks Takings; the period switch is links, by day chosen', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Admin' });
      await expect(within(nav).getByRole('link', { name: 'Takings' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const periods = canvas.getByRole('navigation', { name: 'Takings by' });
      await expect(within(periods).getByRole('link', { name: 'By day' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(periods).getByRole('link', { name: 'By week' })).toHaveAttribute(
        'href',
        '/admin/business?by=week',
      );
    });
    await step('takings are the paid orders, the sandbox test payment left out, and it says so', async () => {
      await expect(figure(canvasElement, 'Takings')).toHaveTextContent(formatPrice(takenInAll()));
      await expect(canvas.getByText(/Test payments made on the payment sandbox are left out/)).toBeVisible();
      // nine paid and one awaiting its transfer; the cancelled and the test one are not counted
      await expect(figure(canvasElement, 'Orders placed')).toHaveTextContent('10');
    });
    await step('a chart with a name and a description, and the same figures in a table', async () => {
      const chart = canvas.getByRole('img', { name: 'Takings by day' });
      await expect(chart.querySelectorAll('[data-slot="takings-bar"]')).toHaveLength(9);
      const table = canvas.getByRole('table');
      const rows = within(table).getAllByRole('row');
      // the header, fourteen days, the total
      await expect(rows).toHaveLength(16);
      await expect(rows[1]).toHaveTextContent('Fri, 13 Nov');
      await expect(rows.at(-1)).toHaveTextContent(`In all9${formatPrice(takenInAll())}`);
    });
    await step('best sellers by units and by naira; every way of paying', async () => {
      const byUnits = canvas.getByRole('region', { name: 'Best sellers by units' });
      await expect(within(byUnits).getAllByRole('listitem')[0]).toHaveTextContent(plainProduct.name);
      const paid = canvas.getByRole('region', { name: 'How shoppers paid' });
      await expect(paid).toHaveTextContent('Payment before Delivery');
      await expect(paid).toHaveTextContent('3 payments');
    });
    await expectNoSideScroll();
  },
};

export const AFortnightOnAPhone: Story = { ...AFortnight, globals: atMobile };

export const ByWeek: Story = {
  ...shopScene({ path: `${path}?by=week`, ...owner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Takings');
    const periods = canvas.getByRole('navigation', { name: 'Takings by' });
    await expect(within(periods).getByRole('link', { name: 'By week' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('img', { name: 'Takings by week' })).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(14);
    // Thursday 26 November is in the week from Monday 23 November
    await expect(rows.at(-2)).toHaveTextContent('Week of 23 Nov');
  },
};

export const ByWeekOnAPhone: Story = { ...ByWeek, globals: atMobile };

export const ByMonth: Story = {
  ...shopScene({ path: `${path}?by=month`, ...owner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Takings');
    await expect(canvas.getByRole('img', { name: 'Takings by month' })).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('December 2025');
    // the fortnight from 13 November is all this month's
    await expect(rows.at(-2)).toHaveTextContent(`November 20269${formatPrice(takenInAll())}`);
  },
};

export const ByMonthOnAPhone: Story = { ...ByMonth, globals: atMobile };

export const NoSalesYet: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Takings');
    await expect(canvas.getByRole('heading', { name: 'No sales yet' })).toBeVisible();
    // said plainly: no empty chart, no figures of zero
    await expect(canvas.queryByRole('img', { name: /Takings by/ })).toBeNull();
    await expect(canvas.queryByText('Average order')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Low stock' })).toBeVisible();
  },
};

export const NoSalesYetOnAPhone: Story = { ...NoSalesYet, globals: atMobile };

/** Two refunds in the fortnight: their own figure, and the net takings after them. */
export const WithRefunds: Story = {
  ...shopScene({
    path,
    shopper: shopOwner,
    seed: (shop) => {
      aFortnight(shop);
      const [first, second] = shop.orders;
      first!.refunds = [{ amount: 20_000, method: 'transfer', reason: 'Cancelled', at: storyNow - DAY }];
      second!.refunds = [{ amount: 5_500, method: 'cash', reason: 'Bottle cracked', at: storyNow - 2 * DAY }];
    },
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Takings');
    await expect(figure(canvasElement, 'Refunds')).toHaveTextContent('₦25,500.00');
    await expect(figure(canvasElement, 'Net takings')).toHaveTextContent(formatPrice(takenInAll() - 25_500));
  },
};

export const WithRefundsOnAPhone: Story = { ...WithRefunds, globals: atMobile };
