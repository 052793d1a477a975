import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { SettingsForm } from '../../../ui/admin';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';
import { settingsSections } from './settings-sections';

const values = {
  bankName: 'GTBank',
  bankAccountName: 'Òórùn Fragrance House Ltd',
  bankAccountNumber: '0123456789',
  contactPhone: '+234 803 123 4567',
  contactEmail: 'hello@oorun.ng',
  contactAddress: '14 Bodija Market Road, Bodija, Ibadan',
  whatsAppNumber: '+2348031234567',
  localDeliveryFee: '1500',
  freeDeliveryFrom: '100000',
  elsewhereDeliveryFee: '4000',
  onlineDiscountPercent: '5',
  transferHoldHours: '48',
  cardReservationMinutes: '30',
  newOrderAlert: 'on',
  lowStockAlert: 'on',
  alertEmails: '',
};

/**
 * The shop's settings in sections the owner reads in order (bank details, contact, WhatsApp, delivery fees,
 * the online discount, reservation times, the alerts mailed to the shop), saved together with one button. Each field says what it changes
 * for shoppers and where its value comes from; a refused save leads with an ErrorSummary. Like every admin
 * form, it is a real form that posts to `action` (drawn by the router's form through `formAs` once the page's
 * scripts run), so it works without them.
 *
 * **Use when** /admin/settings, the owner's only.
 *
 * **Not when** a perfume's own details (ProductForm) or the announcement (PopupForm).
 */
const meta = {
  title: 'Components/Admin/SettingsForm',
  tags: ['autodocs'],
  component: SettingsForm,
  args: { action: '/admin/settings', values },
  globals: atDesktop,
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven sections of labelled boxes holding the values, posted together with one button. */
export const Default: Story = {
  args: { origins: { localDeliveryFee: 'Saved here. The environment’s: ₦1,500.00' } },
  play: async ({ canvas }) => {
    for (const section of settingsSections)
      await expect(canvas.getByRole('group', { name: section })).toBeVisible();
    const fee = canvas.getByRole('textbox', { name: 'Local delivery fee (₦)' });
    await expect(fee).toHaveValue('1500');
    await expect(fee).toHaveAttribute('name', 'localDeliveryFee');
    await expect(fee).toHaveAttribute('inputmode', 'numeric');
    await expect(fee).toHaveAccessibleDescription(
      'Within the local areas Saved here. The environment’s: ₦1,500.00',
    );
    await expect(canvas.getByRole('textbox', { name: 'Account name' })).toHaveValue(
      'Òórùn Fragrance House Ltd',
    );
    await expect(fee.closest('form')).toHaveAttribute('method', 'post');
    // the alerts start on, to the shop's email
    await expect(canvas.getByRole('checkbox', { name: 'Mail each new order' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Mail when a perfume runs low' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Send alerts to' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toHaveAttribute('type', 'submit');
  },
};

export const DefaultOnAPhone: Story = { ...Default, globals: atMobile };

/** Refused: the summary first, each message leading to its box, which keeps what was typed. */
export const WithErrors: Story = {
  args: {
    values: { ...values, bankAccountNumber: '12345', onlineDiscountPercent: '80' },
    errors: {
      bankAccountNumber: 'Enter the 10-digit account number (NUBAN)',
      onlineDiscountPercent: 'Enter the online discount as a percentage from 0 to 50',
    },
  },
  globals: atMobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Enter the online discount as a percentage from 0 to 50' }),
    );
    const discount = canvas.getByRole('textbox', { name: 'Discount for paying online (%)' });
    await expect(discount).toHaveFocus();
    await expect(discount).toHaveValue('80');
    await expect(discount).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveValue('12345');
  },
};

export const WithErrorsAtDesktop: Story = { ...WithErrors, globals: atDesktop };

/** The session ended: the whole form's sentence, with no field to lead to. */
export const FormError: Story = {
  args: { formError: 'Please log in again.' },
  play: async ({ canvasElement }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('Please log in again.');
    await expect(within(summary).queryByRole('link')).toBeNull();
  },
};

export const Saving: Story = {
  args: { busy: true, errors: { bankAccountNumber: 'Enter the 10-digit account number (NUBAN)' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    // an old refusal is not shown while the new post is on its way
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  },
};

/** The owner wants no mail per order, only the low-stock one, sent to two addresses of their own. */
export const AlertsOff: Story = {
  args: {
    values: { ...values, newOrderAlert: 'off', alertEmails: 'ada@oorun.ng, orders@oorun.ng' },
    origins: { newOrderAlert: 'Saved here.', alertEmails: 'Saved here.' },
  },
  play: async ({ canvas, userEvent }) => {
    const alerts = within(canvas.getByRole('group', { name: 'Alerts' }));
    const newOrder = alerts.getByRole('checkbox', { name: 'Mail each new order' });
    await expect(newOrder).not.toBeChecked();
    await expect(newOrder).toHaveAttribute('name', 'newOrderAlert');
    await expect(newOrder).toHaveAttribute('value', 'on');
    await expect(alerts.getByRole('checkbox', { name: 'Mail when a perfume runs low' })).toBeChecked();
    await expect(alerts.getByRole('textbox', { name: 'Send alerts to' })).toHaveValue(
      'ada@oorun.ng, orders@oorun.ng',
    );
    // the whole row is the target: its label ticks the box
    await userEvent.click(alerts.getByText('Mail each new order'));
    await expect(newOrder).toBeChecked();
    await userEvent.click(alerts.getByText('Mail each new order'));
    await expect(newOrder).not.toBeChecked();
  },
};

export const AlertsOffOnAPhone: Story = { ...AlertsOff, globals: atMobile };

const alertEmailsProblem =
  "Enter up to 5 email addresses for the alerts, separated by commas, such as owner@example.com, orders@example.com; leave it blank for the shop's email";

/** An alert address that is not one: refused, the summary leading to the box that keeps what was typed. */
export const AlertAddressRefused: Story = {
  args: {
    values: { ...values, alertEmails: 'ada@oorun.ng, orders at oorun' },
    errors: { alertEmails: alertEmailsProblem },
  },
  globals: atMobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: alertEmailsProblem }));
    const addresses = canvas.getByRole('textbox', { name: 'Send alerts to' });
    await expect(addresses).toHaveFocus();
    await expect(addresses).toHaveValue('ada@oorun.ng, orders at oorun');
    await expect(addresses).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AlertAddressRefusedAtDesktop: Story = { ...AlertAddressRefused, globals: atDesktop };
