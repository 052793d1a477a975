import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Badge, Button, RadioGroup } from '../../../ui';

import { atDesktop, atMobile, holdArrow } from './play-helpers';

const paymentOptions = [
  {
    value: 'transfer',
    label: 'Payment before Delivery',
    description: 'Pay before your order is processed',
  },
  {
    value: 'paystack',
    label: (
      <span className="inline-flex flex-wrap items-center gap-2">
        Paystack <Badge tone="info">Test mode</Badge>
      </span>
    ),
    description: 'Card, bank or USSD. 5% off your subtotal.',
  },
  { value: 'flutterwave', label: 'Flutterwave', description: 'Not available right now', disabled: true },
];

/**
 * One choice out of a few, on the browser's own radios: Tab enters the group on the chosen option and the
 * arrow keys move and choose, skipping disabled ones. `appearance="cards"` makes each option a bordered card
 * that highlights when chosen; an option's `description` is a second line linked to it.
 *
 * **Use when** exactly one of two to five options must be chosen and all should be seen: payment method,
 * delivery option.
 *
 * **Not when** the list is long (NativeSelect), or several may be chosen (Checkbox).
 */
const meta = {
  title: 'Components/Primitives/RadioGroup',
  tags: ['autodocs'],
  component: RadioGroup,
  args: { label: 'Payment method', options: paymentOptions, onValueChange: fn() },
  argTypes: { appearance: { control: 'inline-radio', options: ['list', 'cards'] } },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    await expect(group).toBeVisible();
    const transfer = canvas.getByRole('radio', { name: 'Payment before Delivery' });
    const paystack = canvas.getByRole('radio', { name: /Paystack/ });
    await step('each radio is named by its label and described by its description', async () => {
      await expect(transfer).toHaveAccessibleDescription('Pay before your order is processed');
    });
    await step('Tab enters the group, arrow keys move and choose, skipping a disabled option', async () => {
      await userEvent.tab();
      await expect(transfer).toHaveFocus();
      await holdArrow(userEvent, 'ArrowDown', () => paystack);
      await expect(paystack).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('paystack');
      await holdArrow(userEvent, 'ArrowDown', () => transfer);
      await expect(transfer).toHaveFocus();
      await expect(canvas.getByRole('radio', { name: 'Flutterwave' })).toBeDisabled();
    });
    await step('clicking anywhere on an option chooses it', async () => {
      await userEvent.click(canvas.getByText('Card, bank or USSD. 5% off your subtotal.'));
      await expect(paystack).toBeChecked();
    });
  },
};

/** In a form, as on the checkout: Enter on a radio neither places the order nor changes the choice. */
export const InsideAForm: Story = {
  args: { appearance: 'cards', defaultValue: 'transfer' },
  render: (args) => (
    <form className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      <RadioGroup {...args} />
      <Button type="submit">Place order</Button>
    </form>
  ),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const placeOrder = fn();
    canvasElement.querySelector('form')?.addEventListener('submit', placeOrder);
    const transfer = canvas.getByRole('radio', { name: 'Payment before Delivery' });
    await userEvent.tab();
    await expect(transfer).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(placeOrder).not.toHaveBeenCalled();
    await expect(transfer).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // the form still submits from its button
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(placeOrder).toHaveBeenCalledOnce();
  },
};

export const Cards: Story = {
  args: { appearance: 'cards', defaultValue: 'transfer' },
  play: async ({ canvas, userEvent }) => {
    // a card's shade: tinted while its radio is checked, plain card colour otherwise
    const shade = (name: string | RegExp) =>
      getComputedStyle(canvas.getByRole('radio', { name }).closest('label')!).backgroundColor;
    const plain = shade('Flutterwave');
    await expect(shade('Payment before Delivery')).not.toBe(plain);
    await userEvent.click(canvas.getByText('Card, bank or USSD. 5% off your subtotal.'));
    await waitFor(() => expect(shade(/Paystack/)).not.toBe(plain));
    await waitFor(() => expect(shade('Payment before Delivery')).toBe(plain));
  },
};

export const CardsMobile: Story = {
  args: { appearance: 'cards', defaultValue: 'paystack' },
  globals: atMobile,
};

export const CardsDesktop: Story = {
  ...CardsMobile,
  globals: atDesktop,
};

export const WithoutDescriptions: Story = {
  args: {
    label: 'Size',
    options: [
      { value: '30', label: '30 ml' },
      { value: '50', label: '50 ml' },
      { value: '100', label: '100 ml' },
    ],
    defaultValue: '50',
  },
};
