import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ownerOnlySettings, settingProblems } from '../../api';
import { babatunde } from '../../mocks/fixtures/users';
import { shopOwner, type MockShop } from '../../mocks/state';
import { settingsSections } from '../ui/admin/settings-sections';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop } from './scenes';

/**
 * The shop's settings, at `/admin/settings` (the owner's only): bank and contact details, WhatsApp number,
 * delivery fees, online discount, reservation times and the alerts mailed to the shop, which the storefront
 * and the server read next. States: Filled; Saved; AlertsChanged; WithErrors; RefusedWithoutScripts; StaffRefused (no link, and the page says it is the owner's). Each
 * also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Settings',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/settings';

const box = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByRole('textbox', { name: label });

/** Babatunde works in the shop: a staff account. */
const asStaff = (shop: MockShop) => {
  const staff = shop.shoppers.find((shopper) => shopper.email === babatunde.email);
  if (staff) staff.role = 'staff';
};

/** The settings in force in their sections, each saying where its value comes from; reached from the frame. */
export const Filled: Story = {
  ...shopScene({ path: '/admin/settings', shopper: shopOwner }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the frame's Settings marks this page", async () => {
      const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
      await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await findPage(canvasElement, 'Settings');
      await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('seven sections, the values in force, a form the server takes', async () => {
      for (const section of settingsSections)
        await expect(canvas.getByRole('group', { name: section })).toBeVisible();
      await expect(box(canvasElement, /^Bank/)).toHaveValue('GTBank');
      await expect(box(canvasElement, /^Account number/)).toHaveValue('0123456789');
      await expect(box(canvasElement, /^Local delivery fee/)).toHaveValue('1500');
      await expect(box(canvasElement, /^Discount for paying online/)).toHaveValue('5');
      await expect(box(canvasElement, /^Pay before delivery \(hours\)/)).toHaveValue('48');
      await expect(box(canvasElement, /^Local delivery fee/)).toHaveAccessibleDescription(
        'Within the local areas From the environment (DELIVERY_LOCAL_FEE)',
      );
      // the alerts are on, to the shop's email, until the owner says otherwise
      const newOrders = canvas.getByRole('checkbox', { name: 'Mail each new order' });
      await expect(newOrders).toBeChecked();
      await expect(newOrders).toHaveAccessibleDescription(
        'A transfer order when it is placed, a card order once it is paid The shop’s default.',
      );
      await expect(box(canvasElement, /^Send alerts to/)).toHaveValue('');
      const form = box(canvasElement, /^Bank/).closest('form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', path);
    });
  },
};

export const FilledOnAPhone: Story = { ...Filled, globals: atMobile };

/** Saved: the sentence, the new values in the boxes, marked saved, and the storefront's config changed. */
export const Saved: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Settings');
    await userEvent.clear(box(canvasElement, /^Local delivery fee/));
    await userEvent.type(box(canvasElement, /^Local delivery fee/), '2,000');
    await userEvent.clear(box(canvasElement, /^Bank/));
    await userEvent.type(box(canvasElement, /^Bank/), 'Zenith Bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText('Saved: the shop uses the new settings from now on.')).toBeVisible();
    await waitFor(() => expect(mockShop.config.delivery.localFee).toBe(2000));
    await expect(mockShop.config.bankTransfer.bankName).toBe('Zenith Bank');
    await waitFor(() => expect(box(canvasElement, /^Local delivery fee/)).toHaveValue('2000'));
    await expect(box(canvasElement, /^Local delivery fee/)).toHaveAccessibleDescription(
      'Within the local areas Saved here. The environment’s: ₦1,500.00',
    );
    await expect(mockShop.audit.at(-1)).toMatchObject({
      action: 'settings.change',
      after: { localDeliveryFee: 2000 },
    });
  },
};

export const SavedOnAPhone: Story = { ...Saved, globals: atMobile };

/** The owner turns the new-order mail off and sends the alerts to two addresses of their own. */
export const AlertsChanged: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Settings');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mail each new order' }));
    await userEvent.type(box(canvasElement, /^Send alerts to/), 'ada@oorun.ng, orders@oorun.ng');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText('Saved: the shop uses the new settings from now on.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Mail each new order' })).not.toBeChecked(),
    );
    await expect(canvas.getByRole('checkbox', { name: 'Mail when a perfume runs low' })).toBeChecked();
    await expect(box(canvasElement, /^Send alerts to/)).toHaveValue('ada@oorun.ng, orders@oorun.ng');
    await expect(mockShop.audit.at(-1)).toMatchObject({
      action: 'settings.change',
      after: { newOrderAlert: 'off', alertEmails: 'ada@oorun.ng, orders@oorun.ng' },
    });
  },
};

export const AlertsChangedOnAPhone: Story = { ...AlertsChanged, globals: atMobile };

/** Refused: the summary leads to each field, everything typed stays, nothing is saved. */
export const WithErrors: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Settings');
    await userEvent.clear(box(canvasElement, /^Account number/));
    await userEvent.type(box(canvasElement, /^Account number/), '12345');
    await userEvent.clear(box(canvasElement, /^WhatsApp number/));
    await userEvent.type(box(canvasElement, /^WhatsApp number/), '0123');
    await userEvent.clear(box(canvasElement, /^Local delivery fee/));
    await userEvent.type(box(canvasElement, /^Local delivery fee/), '1800');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(within(summary).getByRole('link', { name: settingProblems.whatsAppNumber }));
    await expect(box(canvasElement, /^WhatsApp number/)).toHaveFocus();
    // what was typed, right or wrong, is all still there
    await expect(box(canvasElement, /^WhatsApp number/)).toHaveValue('0123');
    await expect(box(canvasElement, /^Account number/)).toHaveValue('12345');
    await expect(box(canvasElement, /^Local delivery fee/)).toHaveValue('1800');
    await expect(mockShop.config.delivery.localFee).toBe(1500);
  },
};

export const WithErrorsOnAPhone: Story = { ...WithErrors, globals: atMobile };

/** Posted without scripts and refused: the server's page, the summary first, the typed values kept. */
export const RefusedWithoutScripts: Story = {
  ...shopScene({
    path,
    shopper: shopOwner,
    post: {
      bankName: 'GTBank',
      bankAccountName: '',
      bankAccountNumber: '',
      contactPhone: '+234 803 123 4567',
      contactEmail: 'hello@oorun.ng',
      contactAddress: '14 Bodija Market Road, Ibadan',
      whatsAppNumber: '0803 123 4567',
      localDeliveryFee: '1500',
      freeDeliveryFrom: '100000',
      elsewhereDeliveryFee: '4000',
      onlineDiscountPercent: '5',
      transferHoldHours: '48',
      cardReservationMinutes: '30',
    },
  }),
  play: async ({ canvasElement }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(within(summary).getAllByRole('link', { name: settingProblems.bankIncomplete })).toHaveLength(
      2,
    );
    await expect(box(canvasElement, /^Bank/)).toHaveValue('GTBank');
    await expect(box(canvasElement, /^Address/)).toHaveValue('14 Bodija Market Road, Ibadan');
  },
};

export const RefusedWithoutScriptsOnAPhone: Story = { ...RefusedWithoutScripts, globals: atMobile };

/** Staff: no Settings in the frame, and the page says it is the owner's, with none of the details. */
export const StaffRefused: Story = {
  ...shopScene({ path, shopper: babatunde, seed: asStaff }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Settings');
    await expect(canvas.getByText(ownerOnlySettings)).toBeVisible();
    const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    await expect(canvas.queryByDisplayValue('0123456789')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Today' })).toHaveAttribute('href', '/admin');
  },
};

export const StaffRefusedOnAPhone: Story = { ...StaffRefused, globals: atMobile };
