import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PaymentMethod } from '../../api';
import { messages, shortOrderId } from '../../api';
import { on, refuse } from '../../mocks/handle';
import { loadingForever } from '../../mocks/scenarios';
import type { MockShop } from '../../mocks/state';
import { atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { seedOrder, twoLines } from './scenes';

/**
 * After paying online, at `/verify` (the provider sends the shopper back with its reference). States:
 * Pending; PaystackSuccess; FlutterwaveSuccess; Failed (with Pay now for the same order); PayNowSoldOut;
 * InvalidParameters; MissingPaystackReference;
 * MissingFlutterwaveTransaction; InvalidGateway.
 */
const meta = {
  title: 'Screens/Verify',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card order the provider sends the shopper back about, with a known id and proof of payment. */
const ORDER_ID = '6b000000000000004f7a1c93';
const PROOF = { paystack: 'ps-ref-7f3a9c', flutterwave: '4000017' } as const;

const cardOrder = (method: Exclude<PaymentMethod, 'cod'>) => (shop: MockShop) => {
  const order = seedOrder(shop, {
    method,
    status: 'pending',
    payment: false,
    date: Date.UTC(2026, 2, 14, 12),
  });
  order._id = ORDER_ID;
  order.paymentReference = PROOF[method];
};

const verify = (query: Record<string, string>) => `/verify?${new URLSearchParams(query)}`;
const paystackReturn = verify({
  orderId: ORDER_ID,
  gateway: 'paystack',
  reference: PROOF.paystack,
  trxref: PROOF.paystack,
});
const flutterwaveReturn = verify({
  orderId: ORDER_ID,
  gateway: 'flutterwave',
  transaction_id: PROOF.flutterwave,
  status: 'successful',
});

export const Pending: Story = {
  ...shopScene({
    path: paystackReturn,
    seed: cardOrder('paystack'),
    handlers: loadingForever('verifyPaystack'),
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Verifying Payment');
  },
};

/** Paid: order, amount in naira and date; the cart is emptied; after 5 seconds, MY ORDERS. */
export const PaystackSuccess: Story = {
  ...shopScene({ path: paystackReturn, seed: cardOrder('paystack'), guestCart: twoLines }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the payment is confirmed', async () => {
      await findPage(canvasElement, 'Payment Successful!');
      await expect(canvas.getByText(shortOrderId(ORDER_ID))).toBeVisible();
      // ₦137,000 less 5% for paying online; free delivery in Ibadan
      await expect(canvas.getByText('₦130,150.00')).toBeVisible();
      await expect(canvas.getByText('14 Mar 2026')).toBeVisible();
      await expect(canvas.getByText(/Taking you to your orders in \d seconds?/)).toBeVisible();
    });
    await step('the cart is empty now', async () => {
      await expect(canvas.getByRole('link', { name: /^Cart, (empty|0 items)$/ })).toBeVisible();
    });
  },
};

export const FlutterwaveSuccess: Story = {
  ...shopScene({ path: flutterwaveReturn, seed: cardOrder('flutterwave') }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Payment Successful!');
    await expect(within(canvasElement).getByRole('link', { name: 'View My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  },
};

/**
 * The provider's proof does not match the order: the shop's sentence, what to do next, the three ways on: Pay now
 * for this same order (never a new checkout, which would place a second one).
 */
export const Failed: Story = {
  ...shopScene({
    path: verify({ orderId: ORDER_ID, gateway: 'paystack', reference: 'someone-elses-reference' }),
    seed: cardOrder('paystack'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Payment Failed');
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.verificationFailed);
    await expect(canvas.getByRole('heading', { name: 'What to do next' })).toBeVisible();
    const form = canvas.getByRole('button', { name: 'Pay now' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form?.querySelector('input[name="orderId"]')).toHaveValue(ORDER_ID);
    await expect(canvas.queryByRole('link', { name: 'Try Payment Again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  },
};

export const FailedOnAPhone: Story = { ...Failed, globals: atMobile };

/** Pay now after the perfumes sold out meanwhile: the shop's sentence under the button; nothing is charged. */
export const PayNowSoldOut: Story = {
  ...shopScene({
    path: verify({ orderId: ORDER_ID, gateway: 'paystack', reference: PROOF.paystack }),
    seed: (shop) => {
      cardOrder('paystack')(shop);
      // the shopper cancelled on the provider's page
      shop.orders[0]!.paymentReference = 'cancelled-at-the-provider';
    },
    handlers: [on('payNow', () => refuse('payNow', 409, messages.payNowSoldOut))],
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Payment Failed');
    const form = canvas.getByRole('button', { name: 'Pay now' }).closest('form');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(await within(form!).findByRole('alert')).toHaveTextContent(messages.payNowSoldOut);
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  },
};

/** A wrong or missing query parameter fails at once, with the shop's own sentence, and asks nothing of the shop. */
function parameterError(query: Record<string, string>, message: string): Story {
  return {
    ...shopScene({ path: verify(query) }),
    play: async ({ canvasElement }) => {
      await findPage(canvasElement, 'Payment Failed');
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
    },
  };
}

export const InvalidParameters = parameterError({ gateway: 'paystack' }, messages.invalidVerificationParams);
export const MissingPaystackReference = parameterError(
  { orderId: ORDER_ID, gateway: 'paystack' },
  messages.missingPaystackReference,
);
export const MissingFlutterwaveTransaction = parameterError(
  { orderId: ORDER_ID, gateway: 'flutterwave', status: 'successful' },
  messages.missingFlutterwaveTransaction,
);
export const InvalidGateway = parameterError(
  { orderId: ORDER_ID, gateway: 'stripe', reference: 'x' },
  messages.invalidGateway,
);
