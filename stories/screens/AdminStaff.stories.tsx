import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyNow } from '../../mocks/fixtures/clock';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { adaeze, mockShop } from './scenes';

/**
 * Staff, at `/admin/staff` (the owner's only): who works in the admin, an invitation by email, and Remove.
 * States: List; Invited (pending until the mailed link is followed); InvitationsWaiting (one sent yesterday, one
 * whose link expired: Send again and Cancel); Removed (their sessions ended); Refused (an email refused without
 * scripts); StaffSeesOwnerOnly. Each also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Staff',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/staff';
const tolu = {
  id: 'demo-staff',
  name: 'Tolu Bello',
  email: 'tolu@oorun.example',
  password: 'StaffOfOorun2026!',
} as const;
const withStaff = (shop: MockShop) => {
  shop.shoppers.push({ ...tolu, role: 'staff' });
};

const list = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="staff-list"]')!;
const emailBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Email/ });

/** The owner and one staff member: the owner has no Remove beside their own name. */
export const List: Story = {
  ...shopScene({ path: '/admin/staff', shopper: shopOwner, seed: withStaff }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the owner's menu marks this page", async () => {
      const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
      await expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
      await findPage(canvasElement, 'Staff');
    });
    await step('each person, their role, and Remove for all but the owner looking', async () => {
      const people = within(list(canvasElement));
      await expect(people.getByText(shopOwner.email)).toBeVisible();
      await expect(people.getByText(tolu.email)).toBeVisible();
      await expect(people.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
      await expect(
        people.getByRole('button', { name: `Remove ${tolu.name} (${tolu.email}) from the admin` }),
      ).toBeVisible();
      await expect(emailBox(canvasElement).closest('form')).toHaveAttribute('method', 'post');
      await expect(emailBox(canvasElement).closest('form')).toHaveAttribute('action', path);
    });
  },
};

export const ListOnAPhone: Story = { ...List, globals: atMobile };

const HOUR = 60 * 60 * 1000;
const pendingList = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="pending-invitations"]')!;

/** A new email: the sentence says a mail is on its way; they wait under Invitations waiting, not as staff. */
export const Invited: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withStaff }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Staff');
    await userEvent.type(emailBox(canvasElement), 'kemi@oorun.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(
      await canvas.findByText(
        'kemi@oorun.example is invited: a mail with a link is on its way. They join the admin when they follow it.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(pendingList(canvasElement)).getByText('kemi@oorun.example')).toBeVisible(),
    );
    await expect(within(list(canvasElement)).queryByText('kemi@oorun.example')).toBeNull();
    await expect(emailBox(canvasElement)).toHaveValue('');
  },
};

export const InvitedOnAPhone: Story = { ...Invited, globals: atMobile };

/** Two invitations nobody has followed yet: when each was sent, until when its link works, Send again and Cancel. */
export const InvitationsWaiting: Story = {
  ...shopScene({
    path,
    shopper: shopOwner,
    seed: (shop) => {
      withStaff(shop);
      shop.invitations.push(
        {
          id: 'invite-kemi',
          email: 'kemi@oorun.example',
          role: 'staff',
          sentAt: storyNow - 20 * HOUR,
          expiresAt: storyNow + 52 * HOUR,
          token: 'story-invitation-kemi',
        },
        {
          id: 'invite-femi',
          email: 'femi@oorun.example',
          role: 'staff',
          sentAt: storyNow - 100 * HOUR,
          expiresAt: storyNow - 28 * HOUR,
          token: 'story-invitation-femi',
        },
      );
    },
  }),
  play: async ({ canvasElement, step, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Staff');
    const waiting = within(pendingList(canvasElement));
    await step('each invitation, when it was sent, and whether its link still works', async () => {
      await expect(waiting.getByRole('heading', { name: 'Invitations waiting' })).toBeVisible();
      await expect(waiting.getByText('kemi@oorun.example')).toBeVisible();
      await expect(waiting.getAllByText('Link expired')).toHaveLength(1);
      // invited people are not staff until they follow the link
      await expect(within(list(canvasElement)).queryByText('kemi@oorun.example')).toBeNull();
    });
    await step('Send again and Cancel are forms the server answers', async () => {
      const again = waiting.getByRole('button', { name: 'Send again the invitation to femi@oorun.example' });
      await expect(again.closest('form')).toHaveAttribute('method', 'post');
      await expect(again.closest('form')?.querySelector('input[name="intent"]')).toHaveValue('resend');
      const cancel = waiting.getByRole('button', { name: 'Cancel the invitation to kemi@oorun.example' });
      await expect(cancel.closest('form')?.querySelector('input[name="intent"]')).toHaveValue('cancel');
    });
    await step('Cancel takes it off the list', async () => {
      await userEvent.click(
        waiting.getByRole('button', { name: 'Cancel the invitation to kemi@oorun.example' }),
      );
      await expect(
        await canvas.findByText(
          'The invitation to kemi@oorun.example is cancelled: its link no longer works.',
        ),
      ).toBeVisible();
      await waitFor(() =>
        expect(within(pendingList(canvasElement)).queryByText('kemi@oorun.example')).toBeNull(),
      );
    });
  },
};

export const InvitationsWaitingOnAPhone: Story = { ...InvitationsWaiting, globals: atMobile };

/** Removed: the sentence, the list without them, and their sessions ended in the mock shop. */
export const Removed: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withStaff }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Staff');
    await userEvent.click(
      canvas.getByRole('button', { name: `Remove ${tolu.name} (${tolu.email}) from the admin` }),
    );
    await expect(
      await canvas.findByText(`${tolu.email} no longer works in the admin; their sessions are ended.`),
    ).toBeVisible();
    await waitFor(() => expect(within(list(canvasElement)).queryByText(tolu.email)).toBeNull());
    await expect(mockShop.shoppers.find((shopper) => shopper.email === tolu.email)?.role).toBeUndefined();
  },
};

export const RemovedOnAPhone: Story = { ...Removed, globals: atMobile };

/** A refused email, posted without scripts: the summary first, the box marked, what was typed kept. */
export const Refused: Story = {
  ...shopScene({
    path,
    shopper: shopOwner,
    seed: withStaff,
    post: { intent: 'invite', email: 'kemi at oorun' },
  }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'Staff');
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: 'Please enter a valid email address' }));
    await expect(emailBox(canvasElement)).toHaveFocus();
    await expect(emailBox(canvasElement)).toHaveValue('kemi at oorun');
  },
};

export const RefusedOnAPhone: Story = { ...Refused, globals: atMobile };

/** Staff: no Staff link in their menu, and the page says it is the owner's. */
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
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Staff');
    await expect(canvas.getByText("Only the shop's owner can see this page.")).toBeVisible();
    const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
    await expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Security' })).toBeVisible();
  },
};

export const StaffSeesOwnerOnlyOnAPhone: Story = { ...StaffSeesOwnerOnly, globals: atMobile };
