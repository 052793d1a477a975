import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { AuditEntry } from '../../api';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { adaeze } from './scenes';

/**
 * The audit log, at `/admin/audit` (the owner's only): every change, newest first, as sentences. States:
 * Newest; Filtered (by who and what, posted); NothingFound; Older (the next page, the filter kept); BadDate
 * (a date the server cannot read, refused without scripts); StaffSeesOwnerOnly. Each also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Audit log',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/audit';
const ORDER = '65cc8110c0de5a1b0ea1f3aa';
const start = Date.parse('2026-11-20T09:00:00+01:00');
const HOUR = 60 * 60 * 1000;

const line = (hours: number, entry: Omit<AuditEntry, 'at'>): AuditEntry => ({
  at: start + hours * HOUR,
  ...entry,
});

const withLines = (shop: MockShop) => {
  shop.audit.push(
    line(0, {
      actor: 'owner@oorun.example',
      action: 'account.role',
      target: 'account:demo-staff',
      before: { role: null },
      after: { role: 'staff', email: 'tolu@oorun.example' },
    }),
    line(2, {
      actor: 'tolu@oorun.example',
      action: 'order.paid',
      target: `order:${ORDER}`,
      before: { payment: false, status: 'pending' },
      after: { payment: true, status: 'processing', reference: 'GTB-TRF-0042' },
    }),
    line(26, {
      actor: 'tolu@oorun.example',
      action: 'order.status',
      target: `order:${ORDER}`,
      before: { status: 'processing' },
      after: { status: 'shipped' },
    }),
    line(30, {
      actor: 'cli',
      action: 'popup.set',
      target: 'popup',
      before: { text: '' },
      after: { text: 'Closed on Sunday' },
    }),
    line(32, {
      actor: 'owner@oorun.example',
      action: 'settings.change',
      target: 'settings',
      before: { bankName: 'GTBank', bankAccountNumber: '0123456789' },
      after: { bankName: 'Zenith Bank', bankAccountNumber: '1012345678' },
    }),
  );
};

/** Many lines: more than a page, so 'Older' shows. */
const withManyLines = (shop: MockShop) => {
  for (let hour = 0; hour < 55; hour += 1)
    shop.audit.push(
      line(hour, {
        actor: 'tolu@oorun.example',
        action: 'order.status',
        target: `order:${ORDER}`,
        before: { status: 'processing' },
        after: { status: hour === 0 ? 'delivered' : 'shipped' },
      }),
    );
};

const lines = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('[data-slot="audit-log-list"]')!).getAllByRole('listitem');

/** Newest first, each a sentence with who and when; the order's line links to it. */
export const Newest: Story = {
  ...shopScene({ path: '/admin/audit', shopper: shopOwner, seed: withLines }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the owner's menu marks this page", async () => {
      await expect(
        within(await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 })).getByRole(
          'link',
          { name: 'Audit log' },
        ),
      ).toHaveAttribute('aria-current', 'page');
      await findPage(canvasElement, 'Audit log');
    });
    await step('newest first, in words', async () => {
      const shown = lines(canvasElement).map((item) => item.textContent ?? '');
      // a change of the bank details says what they were and what they are now
      await expect(shown[0]).toContain(
        'Settings: Changed Bank: GTBank to Zenith Bank; Account number: 0123456789 to 1012345678',
      );
      await expect(within(lines(canvasElement)[0]!).getByRole('link', { name: 'Settings' })).toHaveAttribute(
        'href',
        '/admin/settings',
      );
      await expect(shown[1]).toContain('Popup: Set the popup: "Closed on Sunday"');
      await expect(shown[2]).toContain(`Order #${ORDER.slice(-8)}`);
      await expect(shown[2]).toContain('Status: Processing to Shipped');
      await expect(shown[3]).toContain('Marked paid (transfer GTB-TRF-0042)');
      await expect(shown[4]).toContain('Invited tolu@oorun.example as staff');
      await expect(shown[4]).toContain('by owner@oorun.example');
      await expect(canvas.getAllByRole('link', { name: `Order #${ORDER.slice(-8)}` })[0]).toHaveAttribute(
        'href',
        `/admin/orders/${ORDER}`,
      );
      await expect(canvas.queryByRole('button', { name: 'Older' })).toBeNull();
    });
  },
};

export const NewestOnAPhone: Story = { ...Newest, globals: atMobile };

/** Filtered by who and what: posted, the address unchanged; only the matching lines. */
export const Filtered: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withLines }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Audit log');
    await userEvent.type(canvas.getByRole('searchbox', { name: /^Who/ }), 'tolu');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'What was done' }), 'order.paid');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(lines(canvasElement)).toHaveLength(1));
    await expect(lines(canvasElement)[0]).toHaveTextContent('Marked paid (transfer GTB-TRF-0042)');
    await expect(canvas.getByRole('searchbox', { name: /^Who/ }).closest('form')).toHaveAttribute(
      'method',
      'post',
    );
  },
};

export const FilteredOnAPhone: Story = { ...Filtered, globals: atMobile };

/** Nothing matches: a sentence instead of an empty list. */
export const NothingFound: Story = {
  ...shopScene({
    path,
    shopper: shopOwner,
    seed: withLines,
    post: { actor: 'nobody@example.com', action: '', target: '', from: '', to: '' },
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Audit log');
    await expect(within(canvasElement).getByText('No change matches these filters.')).toBeVisible();
  },
};

export const NothingFoundOnAPhone: Story = { ...NothingFound, globals: atMobile };

/** More than a page: 'Older' brings the rest, the filter kept. */
export const Older: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withManyLines }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Audit log');
    await expect(lines(canvasElement)).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(lines(canvasElement)).toHaveLength(5));
    await expect(lines(canvasElement).at(-1)).toHaveTextContent('Status: Processing to Delivered');
    await expect(canvas.queryByRole('button', { name: 'Older' })).toBeNull();
  },
};

export const OlderOnAPhone: Story = { ...Older, globals: atMobile };

/** A date the server cannot read, posted without scripts: the summary first, the box marked. */
export const BadDate: Story = {
  ...shopScene({
    path,
    shopper: shopOwner,
    seed: withLines,
    post: { actor: '', action: '', target: '', from: '20/11/2026', to: '' },
  }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'Audit log');
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: 'Give the date as YYYY-MM-DD' }));
    await expect(within(canvasElement).getByLabelText(/^From/)).toHaveFocus();
  },
};

export const BadDateOnAPhone: Story = { ...BadDate, globals: atMobile };

/** Staff: the page says it is the owner's. */
export const StaffSeesOwnerOnly: Story = {
  ...shopScene({
    path,
    shopper: adaeze,
    seed: (shop) => {
      const staff = shop.shoppers.find((shopper) => shopper.email === adaeze.email);
      if (staff) staff.role = 'staff';
    },
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Audit log');
    await expect(within(canvasElement).getByText("Only the shop's owner can see this page.")).toBeVisible();
  },
};

export const StaffSeesOwnerOnlyOnAPhone: Story = { ...StaffSeesOwnerOnly, globals: atMobile };
