import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { unlimitedStockProduct } from '../../mocks/fixtures/catalogue';
import { storyNow } from '../../mocks/fixtures/clock';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { expectNoSideScroll } from './looks';
import { adaeze, cartOf, mockShop, seedOrder } from './scenes';

/**
 * The owner's admin, at `/admin` (Today) and `/admin/orders` with an order's page at
 * `/admin/orders/:orderId`, against the mock shop. States: Today, and TodayReviewsAndMessages (what waits,
 * counted, with links); NotLoggedIn (asked to log in); Shopper (told the admin is for staff); OrdersFiltered,
 * OrdersNoneFound and OrdersFilterRefused (a date the server cannot read); OrdersOlderPage (fifty a page);
 * OrderAwaitingTransfer;
 * MarkPaidWithoutReference; CancelConfirmation and CancelWithoutScripts (cancelling asks for a tick first);
 * ShippedWithWhatsApp; OrdersFoundByName (a name finds, a name nobody gave finds none); TodayWithATestPayment,
 * OrdersWithATestPayment and OrderPaidInTheSandbox (marked TEST). Each also on a phone; and LongNameOrderOnAPhone
 * and LongNameOrdersOnAPhone, a long name and email no wider than the phone.
 */
const meta = {
  title: 'Screens/Admin',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed id, so a story can open the order's page: its reference is #2a535483. */
const orderId = '6b000000000000002a535483';
const orderPath = `/admin/orders/${orderId}`;

/** Three orders to work on: two awaiting their transfer (one of them Kemi's), one paid and waiting to ship. */
function ordersToWorkOn(shop: MockShop) {
  const transfer = seedOrder(shop, { status: 'pending', payment: false, date: Date.UTC(2026, 10, 25, 9) });
  transfer._id = orderId;
  const kemi = seedOrder(shop, { status: 'pending', payment: false, date: Date.UTC(2026, 10, 20, 9) });
  kemi.address = { ...kemi.address, firstName: 'Kemi', lastName: 'Balogun', email: 'kemi@example.com' };
  seedOrder(shop, {
    status: 'processing',
    payment: true,
    method: 'paystack',
    date: Date.UTC(2026, 10, 18, 9),
  });
  const running = shop.products.find((product) => product.stock !== undefined)!;
  running.stock = 2;
}

const owner = { shopper: shopOwner, seed: ordersToWorkOn } as const;

const rows = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('listitem', { name: /^Order #/ }, { timeout: 15_000 });

export const Today: Story = {
  ...shopScene({ path: '/admin', ...owner }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Today');
    await step(
      "the admin's own frame: the shop's name, Today and Orders, back to the shop, log out",
      async () => {
        const nav = canvas.getByRole('navigation', { name: 'Admin' });
        await expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(canvas.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');
        const logout = canvas.getByRole('button', { name: 'Log out' });
        await expect(logout.closest('form')).toHaveAttribute('action', '/login');
        await expect(logout.closest('form')).toHaveAttribute('method', 'post');
      },
    );
    await step('what needs the shop today', async () => {
      const awaiting = canvas.getByRole('region', { name: 'Awaiting payment' });
      await expect(awaiting).toHaveTextContent('2');
      await expect(canvas.getByRole('region', { name: 'To ship' })).toHaveTextContent('1');
      const running = mockShop.products.find((product) => product.stock === 2)!;
      await expect(canvas.getByRole('region', { name: 'Low stock' })).toHaveTextContent(
        `${running.name}2 left`,
      );
    });
    await step('awaiting payment leads to those orders', async () => {
      await expect(canvas.getByRole('link', { name: 'See the orders awaiting payment' })).toHaveAttribute(
        'href',
        '/admin/orders?status=pending&payment=unpaid',
      );
    });
  },
};

export const TodayOnAPhone: Story = { ...Today, globals: atMobile };

/** A review written this morning and a message nobody opened: Today counts them and leads to each. */
function shoppersWrote(shop: MockShop) {
  shop.productReviews[0]!.date = storyNow - 60 * 60 * 1000;
  shop.contactMessages.push({
    _id: '6b0000000000000000000c01',
    name: 'Amaka Obi',
    email: 'amaka@example.com',
    phone: '',
    subject: 'Wedding favours',
    message: 'Do you make 50 miniatures?',
    date: storyNow - 30 * 60 * 1000,
    readAt: null,
    answeredAt: null,
  });
}

export const TodayReviewsAndMessages: Story = {
  ...shopScene({ path: '/admin', shopper: shopOwner, seed: shoppersWrote }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Today');
    await step('one new review this week, one unread message', async () => {
      await expect(canvas.getByRole('region', { name: 'New reviews (7 days)' })).toHaveTextContent('1');
      await expect(canvas.getByRole('region', { name: 'Unread messages' })).toHaveTextContent('1');
    });
    await step('the review tile leads to the reviews, the message tile to the new messages', async () => {
      await expect(canvas.getByRole('link', { name: 'Look over the newest reviews' })).toHaveAttribute(
        'href',
        '/admin/reviews',
      );
      await expect(canvas.getByRole('link', { name: 'Read the new messages' })).toHaveAttribute(
        'href',
        '/admin/messages?show=new',
      );
    });
  },
};

export const TodayReviewsAndMessagesOnAPhone: Story = { ...TodayReviewsAndMessages, globals: atMobile };

export const NotLoggedIn: Story = {
  ...shopScene({ path: '/admin' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, /admin/);
    await expect(canvas.getByText('Log in with your staff or owner account')).toBeVisible();
    // the login brings the person back to this admin page
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fadmin',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  },
};

export const NotLoggedInOnAPhone: Story = { ...NotLoggedIn, globals: atMobile };

export const Shopper: Story = {
  ...shopScene({ path: '/admin/orders', shopper: adaeze, seed: ordersToWorkOn }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, /admin/);
    await expect(canvas.getByText(messages.staffOnly)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    // nothing of the shop's orders reaches a shopper
    await expect(canvas.queryByText('Kemi Balogun')).toBeNull();
  },
};

export const ShopperOnAPhone: Story = { ...Shopper, globals: atMobile };

export const OrdersFiltered: Story = {
  ...shopScene({ path: '/admin/orders', ...owner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step(
      'every order, newest first, each with reference, date, name, total, status and payment',
      async () => {
        const all = await rows(canvasElement);
        await expect(all).toHaveLength(3);
        await expect(all[0]).toHaveTextContent('#2a535483');
        await expect(all[0]).toHaveTextContent('25 Nov 2026');
        await expect(all[0]).toHaveTextContent('Adaeze Okafor');
        await expect(all[0]).toHaveTextContent('Awaiting payment');
        await expect(all[0]).toHaveTextContent('Unpaid');
        await expect(all[2]).toHaveTextContent('Processing');
        await expect(all[2]).toHaveTextContent('Paid');
      },
    );
    await step("a search by the shopper's email, unpaid only: posted, never in the address", async () => {
      await userEvent.type(canvas.getByLabelText('Search'), 'kemi@example.com');
      await userEvent.selectOptions(canvas.getByLabelText('Payment'), 'unpaid');
      await userEvent.click(canvas.getByRole('button', { name: 'Find orders' }));
      await waitFor(() => expect(canvas.getByText('1 order found')).toBeVisible());
      const [found] = await rows(canvasElement);
      await expect(found).toHaveTextContent('Kemi Balogun');
      await expect(canvas.getByLabelText('Search')).toHaveValue('kemi@example.com');
    });
    await step("the order's reference opens it", async () => {
      const [found] = await rows(canvasElement);
      await expect(within(found!).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/admin\/orders\/[0-9a-f]{24}$/),
      );
    });
    await step("the accountant's files start at this month so far in Lagos", async () => {
      const exports = canvas.getByRole('form', { name: 'Export for the accountant' });
      await expect(within(exports).getByLabelText('First day')).toHaveValue('2026-11-01');
      await expect(within(exports).getByRole('button', { name: 'Payments CSV' })).toHaveAttribute(
        'formaction',
        '/admin/payments.csv',
      );
    });
  },
};

export const OrdersFilteredOnAPhone: Story = { ...OrdersFiltered, globals: atMobile };

export const OrdersNoneFound: Story = {
  ...shopScene({ path: '/admin/orders', ...owner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search'), '0809 999 0000');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'delivered');
    await userEvent.click(canvas.getByRole('button', { name: 'Find orders' }));
    await expect(await canvas.findByRole('heading', { name: 'No orders found' })).toBeVisible();
    await expect(canvas.queryAllByRole('listitem', { name: /^Order #/ })).toHaveLength(0);
  },
};

export const OrdersNoneFoundOnAPhone: Story = { ...OrdersNoneFound, globals: atMobile };

/** A date the server cannot read, posted without scripts: the page again, the summary first, the field marked. */
export const OrdersFilterRefused: Story = {
  ...shopScene({ path: '/admin/orders', ...owner, post: { from: '25/11/2026', to: '', search: '' } }),
  play: async ({ canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('Give the date as YYYY-MM-DD');
    await userEvent.click(within(summary).getByRole('link', { name: 'Give the date as YYYY-MM-DD' }));
    await expect(within(canvasElement).getByLabelText('From')).toHaveFocus();
    // the list below is every order, and says so: the refused filter found nothing
    await expect(within(canvasElement).getByRole('heading', { name: /^\d+ orders?/ })).toHaveTextContent(
      /^3 orders, newest first$/,
    );
  },
};

export const OrdersFilterRefusedOnAPhone: Story = { ...OrdersFilterRefused, globals: atMobile };

/**
 * The accountant's export refused (the first day after the last): the server sends the browser back to Orders with
 * the two days in the address, and the form says why under the last day, the days as typed.
 */
export const OrdersExportRefusedOnAPhone: Story = {
  ...shopScene({ path: '/admin/orders?from=2026-11-30&to=2026-11-01', ...owner }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const exports = within(canvasElement).getByRole('form', { name: 'Export for the accountant' });
    const last = within(exports).getByLabelText('Last day');
    await expect(last).toHaveAccessibleDescription(messages.firstDayAfterLastDay);
    await expect(within(exports).getByLabelText('First day')).toHaveValue('2026-11-30');
    await expect(last).toHaveValue('2026-11-01');
    // where the address's #accountant-export takes a browser (the picture is of the page's top, as every screen's)
    exports.scrollIntoView({ block: 'center' });
  },
};

/** A busy month: 53 orders of a mist the shop does not count, a day apart back from the 25th. */
function aBusyMonth(shop: MockShop) {
  const lines = cartOf([unlimitedStockProduct, 1]);
  for (let day = 0; day < 53; day += 1)
    seedOrder(shop, { lines, date: Date.UTC(2026, 10, 25, 9) - day * 86_400_000 });
}

/** Fifty orders a page: 'Older orders' brings the three placed before them, and then there are no more. */
export const OrdersOlderPage: Story = {
  ...shopScene({ path: '/admin/orders', shopper: shopOwner, seed: aBusyMonth }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await rows(canvasElement)).toHaveLength(50);
    await expect(canvas.getByRole('heading', { name: /^50 orders/ })).toHaveTextContent(
      '50 orders, newest first, and older ones',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Older orders' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: /^3 orders/ })).toBeVisible());
    await expect(canvas.getByRole('heading', { name: /^3 orders/ })).toHaveTextContent('3 orders, older');
    const older = await rows(canvasElement);
    await expect(older).toHaveLength(3);
    await expect(older[2]).toHaveTextContent('4 Oct 2026');
    await expect(canvas.queryByRole('button', { name: 'Older orders' })).toBeNull();
  },
};

export const OrdersOlderPageOnAPhone: Story = { ...OrdersOlderPage, globals: atMobile };

export const OrderAwaitingTransfer: Story = {
  ...shopScene({ path: orderPath, ...owner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #2a535483');
    await step('items with their options, totals, address and phone, payment', async () => {
      const items = canvas.getByRole('region', { name: 'Items' });
      await expect(items).toHaveTextContent('Base: Oud, Side: Rose, Size: 50ml');
      await expect(items).toHaveTextContent('Total');
      const delivery = canvas.getByRole('region', { name: 'Delivery' });
      await expect(delivery).toHaveTextContent('14 Bodija Market Road');
      await expect(within(delivery).getByRole('link', { name: '08031234567' })).toHaveAttribute(
        'href',
        'tel:08031234567',
      );
      await expect(canvas.getByText('Payment before Delivery')).toBeVisible();
      await expect(canvas.getByText('Nothing has been changed by the shop yet.')).toBeVisible();
    });
    await step(
      "marked paid with the transfer's reference: the answer, and a line in the history",
      async () => {
        await userEvent.type(canvas.getByLabelText(/^Transfer reference/), 'GTB-20261125-0042');
        await userEvent.click(canvas.getByRole('button', { name: 'Mark paid' }));
        await expect(await canvas.findByRole('status')).toHaveTextContent(
          'Order #2a535483 is paid and processing.',
        );
        const history = canvas.getByRole('region', { name: 'History' });
        await expect(history).toHaveTextContent('Marked paid (transfer GTB-20261125-0042)');
        await expect(history).toHaveTextContent(`by ${shopOwner.email}`);
        await expect(canvas.queryByRole('button', { name: 'Mark paid' })).toBeNull();
        await expect(canvas.getByText('Paid', { selector: '[data-slot="badge"]' })).toBeVisible();
      },
    );
  },
};

export const OrderAwaitingTransferOnAPhone: Story = { ...OrderAwaitingTransfer, globals: atMobile };

export const MarkPaidWithoutReference: Story = {
  ...shopScene({ path: orderPath, ...owner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #2a535483');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark paid' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent("Give the transfer's reference");
    await userEvent.click(within(summary).getByRole('link', { name: "Give the transfer's reference" }));
    await expect(canvas.getByLabelText(/^Transfer reference/)).toHaveFocus();
    await expect(mockShop.orders.find((order) => order._id === orderId)?.payment).toBe(false);
  },
};

export const MarkPaidWithoutReferenceOnAPhone: Story = { ...MarkPaidWithoutReference, globals: atMobile };

export const CancelConfirmation: Story = {
  ...shopScene({ path: orderPath, ...owner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #2a535483');
    const stockBefore = () =>
      mockShop.products.find((product) => product._id === mockShop.orders[0]!.items[1]!.productId)?.stock;
    const before = stockBefore();
    await step('choosing Cancelled asks for a tick first', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Status'), 'cancelled');
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
      const summary = await expectErrorSummaryFocused(canvasElement);
      await expect(summary).toHaveTextContent('Tick "Yes, cancel and return the stock" to cancel this order');
      await expect(mockShop.orders.find((order) => order._id === orderId)?.status).toBe('pending');
    });
    await step('ticked, the order is cancelled and its stock returned', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /Yes, cancel and return the stock/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        'Order #2a535483 is now cancelled. Its stock is back on the shelf.',
      );
      await expect(canvas.getByRole('region', { name: 'History' })).toHaveTextContent(
        'Status: Pending to Cancelled',
      );
      await expect(canvas.queryByRole('region', { name: 'Change status' })).toBeNull();
      if (before !== undefined) await expect(stockBefore()).toBe(before + 2);
    });
  },
};

export const CancelConfirmationOnAPhone: Story = { ...CancelConfirmation, globals: atMobile };

/** Without scripts the select cannot show the box: the server answers with the second step. */
export const CancelWithoutScripts: Story = {
  ...shopScene({ path: orderPath, ...owner, post: { intent: 'status', status: 'cancelled' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('Tick "Yes, cancel and return the stock"');
    await expect(canvas.getByLabelText('Status')).toHaveValue('cancelled');
    await expect(
      canvas.getByRole('checkbox', { name: /Yes, cancel and return the stock/ }),
    ).not.toBeChecked();
  },
};

export const CancelWithoutScriptsOnAPhone: Story = { ...CancelWithoutScripts, globals: atMobile };

export const ShippedWithWhatsApp: Story = {
  ...shopScene({
    path: orderPath,
    shopper: shopOwner,
    seed: (shop) => {
      ordersToWorkOn(shop);
      const order = shop.orders.find((candidate) => candidate._id === orderId)!;
      order.status = 'processing';
      order.payment = true;
    },
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #2a535483');
    await expect(canvas.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'shipped');
    await userEvent.click(canvas.getByRole('button', { name: 'Change status' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Order #2a535483 is now shipped.');
    // the sentence shows once the order has been read again: the link already has its new status
    const chat = canvas.getByRole('link', { name: 'Tell Adaeze on WhatsApp' });
    const href = new URL(chat.getAttribute('href') ?? '');
    await expect(href.searchParams.get('text')).toBe('Hello Adaeze, your order #2a535483 is now Shipped.');
    await expect(href.origin + href.pathname).toBe('https://wa.me/2348031234567');
    await expect(canvas.getByRole('region', { name: 'History' })).toHaveTextContent(
      'Status: Processing to Shipped',
    );
  },
};

export const ShippedWithWhatsAppOnAPhone: Story = { ...ShippedWithWhatsApp, globals: atMobile };

/** A search by a name the shopper gave: posted, and answered with their orders; a name nobody gave finds none. */
export const OrdersFoundByName: Story = {
  ...shopScene({ path: '/admin/orders', ...owner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await step('"Kemi" finds her order, with no error', async () => {
      await userEvent.type(canvas.getByLabelText('Search'), 'Kemi');
      await userEvent.click(canvas.getByRole('button', { name: 'Find orders' }));
      await waitFor(() => expect(canvas.getByText('1 order found')).toBeVisible());
      const [found] = await rows(canvasElement);
      await expect(found).toHaveTextContent('Kemi Balogun');
      await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    });
    await step('a name nobody gave: no orders found, and no error', async () => {
      await userEvent.clear(canvas.getByLabelText('Search'));
      await userEvent.type(canvas.getByLabelText('Search'), 'Oluwadamilola');
      await userEvent.click(canvas.getByRole('button', { name: 'Find orders' }));
      await expect(await canvas.findByRole('heading', { name: 'No orders found' })).toBeVisible();
      await expect(canvas.queryAllByRole('listitem', { name: /^Order #/ })).toHaveLength(0);
      await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    });
  },
};

export const OrdersFoundByNameOnAPhone: Story = { ...OrdersFoundByName, globals: atMobile };

/** Paid on the payment sandbox's test page: the card order looks paid, so it is marked TEST wherever it shows. */
function paidInTheSandbox(shop: MockShop) {
  ordersToWorkOn(shop);
  const test = shop.orders.find((order) => order.paymentMethod === 'paystack')!;
  test._id = testOrderId;
  test.paidInSandbox = true;
}

const testOrderId = '6b00000000000000c0ffee12';
const testOrderPath = `/admin/orders/${testOrderId}`;
const withATestPayment = { shopper: shopOwner, seed: paidInTheSandbox } as const;

/** Today's orders to ship says how many of them were paid in the sandbox, and not to ship those. */
export const TodayWithATestPayment: Story = {
  ...shopScene({ path: '/admin', ...withATestPayment }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Today');
    const toShip = canvas.getByRole('region', { name: 'To ship' });
    await expect(within(toShip).getByText('1', { selector: '[data-slot="today-count"]' })).toBeVisible();
    await expect(toShip).toHaveTextContent(
      'TEST: 1 of them was paid in the payment sandbox. No money was received: do not ship it.',
    );
  },
};

export const TodayWithATestPaymentOnAPhone: Story = { ...TodayWithATestPayment, globals: atMobile };

/** The orders list: the sandbox's order is marked TEST where the others say Paid or Unpaid. */
export const OrdersWithATestPayment: Story = {
  ...shopScene({ path: '/admin/orders', ...withATestPayment }),
  play: async ({ canvasElement }) => {
    const all = await rows(canvasElement);
    const test = all.find((row) => row.textContent?.includes('#c0ffee12'))!;
    await expect(within(test).getByText('TEST', { selector: '[data-slot="badge"]' })).toBeVisible();
    await expect(test).toHaveTextContent('Paid in the payment sandbox: no money received');
    for (const row of all.filter((other) => other !== test))
      await expect(within(row).queryByText('TEST')).toBeNull();
  },
};

export const OrdersWithATestPaymentOnAPhone: Story = { ...OrdersWithATestPayment, globals: atMobile };

/** The order's page: TEST beside its status, and why, before anyone moves it on. */
export const OrderPaidInTheSandbox: Story = {
  ...shopScene({ path: testOrderPath, ...withATestPayment }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #c0ffee12');
    await expect(canvas.getByText('TEST', { selector: '[data-slot="badge"]' })).toBeVisible();
    await expect(canvas.queryByText('Paid', { selector: '[data-slot="badge"]' })).toBeNull();
    await expect(
      canvas.getByText('Paid in the payment sandbox: a test, no money was received. Do not ship this order.'),
    ).toBeVisible();
  },
};

export const OrderPaidInTheSandboxOnAPhone: Story = { ...OrderPaidInTheSandbox, globals: atMobile };

/** A shopper with a long name and a long email, awaiting her transfer. */
function aLongName(shop: MockShop) {
  ordersToWorkOn(shop);
  const order = shop.orders.find((candidate) => candidate._id === orderId)!;
  order.address = {
    ...order.address,
    firstName: 'Oluwadamilola',
    lastName: 'Adebayo-Ogunleye',
    email: 'oluwadamilola.adebayoogunleye1990@yahoo.co.uk',
  };
}

/** On a phone, the long name and email wrap: the totals and Mark paid are whole, nothing scrolls sideways. */
export const LongNameOrderOnAPhone: Story = {
  ...shopScene({ path: orderPath, shopper: shopOwner, seed: aLongName }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Order #2a535483');
    await expect(canvas.getByRole('region', { name: 'Delivery' })).toHaveTextContent(
      'oluwadamilola.adebayoogunleye1990@yahoo.co.uk',
    );
    await expectNoSideScroll();
    for (const whole of [
      canvas.getByRole('button', { name: 'Mark paid' }),
      canvas.getByText('Total').parentElement!,
      canvas.getByRole('link', { name: 'Tell Oluwadamilola on WhatsApp' }),
    ])
      await expect(whole.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone, the list's card holds the long name whole or cut with an ellipsis, never wider than the screen. */
export const LongNameOrdersOnAPhone: Story = {
  ...shopScene({ path: '/admin/orders', shopper: shopOwner, seed: aLongName }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const [first] = await rows(canvasElement);
    await expect(first).toHaveTextContent('Oluwadamilola Adebayo-Ogunleye');
    await expectNoSideScroll();
  },
};
