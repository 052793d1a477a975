import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { OrderLookupForm, type OrderLookupFormProps } from '../../../ui/checkout';
import { useRefusedAfterSending } from '../../harness/refused-later';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * 'Track an order' for a guest: the order's id or reference and the email it was placed with, to find an
 * order placed on another device. When nothing matches it says so at the top of the form.
 *
 * **Use when** a guest's MY ORDERS has not got the order they look for.
 *
 * **Not when** the shopper is logged in: their orders are listed.
 */
const meta = {
  title: 'Components/Checkout/OrderLookupForm',
  tags: ['autodocs'],
  component: OrderLookupForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof OrderLookupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('both fields are needed: the browser takes the shopper to the first empty one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Track order' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvas.getByRole('textbox', { name: 'Order ID' })).toHaveFocus();
    });
    await step('id and email, typed with the keyboard, are sent trimmed and without the #', async () => {
      await userEvent.keyboard('#665f1c2e9d4b7a0012a1b2c3 ');
      await userEvent.tab();
      await userEvent.keyboard('adaeze.okafor@example.ng{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith({
        orderId: '665f1c2e9d4b7a0012a1b2c3',
        email: 'adaeze.okafor@example.ng',
      });
    });
  },
};

export const Tracking: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tracking...' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  args: { error: 'We could not find an order with that ID and email.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not find an order with that ID and email.',
    );
  },
};

/** The page around the form: busy while the shop looks, then its answer. */
function NothingFound(args: OrderLookupFormProps) {
  const { sending, refused, send } = useRefusedAfterSending(
    'We could not find an order with that id and email.',
  );
  return (
    <OrderLookupForm
      {...args}
      busy={sending}
      error={refused}
      onSubmit={(lookup) => {
        args.onSubmit(lookup);
        send();
      }}
    />
  );
}

/**
 * Nothing found: the summary at the top of the form says so and takes the focus. The sentence is about the pair,
 * not one box, so it links to none; the next Tab reaches the order id.
 */
export const NotFoundAfterSubmitOnAPhone: Story = {
  globals: atMobile,
  render: (args) => <NothingFound {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const orderId = canvas.getByRole('textbox', { name: 'Order ID' });
    await userEvent.type(orderId, '2a535483');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email Address' }),
      'adaeze.okafor@example.ng{Enter}',
    );
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('We could not find an order with that id and email.');
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.tab();
    await expect(orderId).toHaveFocus();
  },
};

export const Mobile: Story = { globals: atMobile };
