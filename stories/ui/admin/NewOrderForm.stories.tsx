import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import {
  cashOnlyAtPickup,
  emptyAddress,
  keyedInPaymentLabels,
  keyedInPayments,
  newOrderHasNoLines,
  orderSourceLabels,
  orderSources,
} from '../../../api';
import { NewOrderForm } from '../../../ui/admin';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * An order the shop keys in for a customer who asked on WhatsApp, on the phone or at the counter: the perfumes,
 * each with its options as one choice, how many, the customer (the email optional), pickup or an address, and how
 * they pay. A plain form: it works before the page's scripts, and the server prices the order.
 *
 * **Use when** the owner or staff take an order outside the shop's checkout.
 *
 * **Not when** a shopper orders: that is the checkout.
 */
const lines = (chosen: [string, string][] = []) =>
  Array.from({ length: 6 }, (_, index) => ({
    choice: chosen[index]?.[0] ?? '',
    quantity: chosen[index]?.[1] ?? '1',
  }));

const meta = {
  title: 'Components/Admin/NewOrderForm',
  tags: ['autodocs'],
  component: NewOrderForm,
  args: {
    action: '/admin/orders/new',
    fields: { attempt: 'story' },
    perfumes: [
      {
        value: 'oud|base=Amber|size=50ml',
        label: 'Abuja Nights · Base: Amber, Size: 50ml · ₦88,000.00 · 110 left',
      },
      {
        value: 'oud|base=Oud|size=50ml',
        label: 'Abuja Nights · Base: Oud, Size: 50ml · ₦88,000.00 · 110 left',
      },
      { value: 'attar', label: 'Sokoto Sandal Attar · ₦26,000.00 · 65 left' },
    ],
    sources: orderSources.map((value) => ({ value, label: orderSourceLabels[value] })),
    payments: keyedInPayments.map((value) => ({ value, label: keyedInPaymentLabels[value] })),
    choices: { state: ['Lagos', 'Oyo'], area: ['Ibadan North', 'Bodija', 'Elsewhere in Nigeria'] },
    feeRule: 'Ibadan ₦1,500.00, free from ₦100,000.00; elsewhere ₦4,000.00',
    draft: { from: 'whatsapp', pay: 'transfer', delivery: 'address', lines: lines(), address: emptyAddress },
  },
} satisfies Meta<typeof NewOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox', { name: /^Line/ })).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'The confirmation is mailed when given',
    );
    await expect(canvas.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Deliver to the customer' })).toHaveAccessibleDescription(
      /free from ₦100,000.00/,
    );
  },
};

export const Refused: Story = {
  args: {
    draft: {
      ...meta.args.draft,
      pay: 'cash',
      lines: lines([['attar', '2']]),
      address: { ...emptyAddress, firstName: 'Kemi', lastName: 'Adeyemi', phone: '0803 123 4567' },
    },
    errors: { pay: cashOnlyAtPickup, street: 'Street is required' },
  },
  globals: atMobile,
  play: async ({ canvas, canvasElement }) => {
    await expectErrorSummaryFocused(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(cashOnlyAtPickup);
    await expect(canvas.getByRole('textbox', { name: /^Street/ })).toHaveAccessibleDescription(
      /Street is required/,
    );
    // what was typed stays
    await expect(canvas.getAllByRole('combobox', { name: /^Line/ })[0]).toHaveValue('attar');
    await expect(canvas.getAllByRole('textbox', { name: 'How many' })[0]).toHaveValue('2');
    await expect(canvas.getByRole('radio', { name: 'Cash at pickup' })).toBeChecked();
  },
};

export const NoPerfumeChosen: Story = {
  args: { errors: { lines: newOrderHasNoLines } },
  play: async ({ canvas, canvasElement }) => {
    await expectErrorSummaryFocused(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Perfumes' })).toHaveTextContent(newOrderHasNoLines);
  },
};

export const Placing: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Placing the order/ })).toBeDisabled();
  },
};
