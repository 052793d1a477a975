import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { InviteStaffForm, PendingInvitationList, StaffList, type StaffRow } from '../../../ui/admin';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

const people: StaffRow[] = [
  {
    id: 'o1',
    name: 'Folake Adeyemi',
    email: 'owner@oorun.example',
    roleLabel: 'Owner',
    owner: true,
    twoStep: true,
    you: true,
  },
  {
    id: 's1',
    name: 'Tolu Bello',
    email: 'tolu@oorun.example',
    roleLabel: 'Staff',
    owner: false,
    twoStep: false,
    you: false,
  },
];

/**
 * Who works in the admin: name, email, role and whether their login asks for a code, with a Remove form
 * beside each one but the person looking (removing turns them back into a shopper). The invite stories show
 * `InviteStaffForm`, which invites someone by email; the pending stories `PendingInvitationList`, the invitations
 * nobody has followed yet, with Send again and Cancel.
 *
 * **Use when** /admin/staff, the owner's only.
 *
 * **Not when** listing shoppers or subscribers (SubscriberList).
 */
const meta = {
  title: 'Components/Admin/StaffList',
  tags: ['autodocs'],
  component: StaffList,
  args: { people, action: '/admin/staff' },
  globals: atDesktop,
} satisfies Meta<typeof StaffList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each person with their role and two-step login; a Remove form beside all but the one looking. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(you)')).toBeVisible();
    await expect(canvas.getByText('Two-step login')).toBeVisible();
    const remove = canvas.getByRole('button', {
      name: 'Remove Tolu Bello (tolu@oorun.example) from the admin',
    });
    await expect(canvas.getAllByRole('button', { name: /^Remove/ })).toEqual([remove]);
    const form = remove.closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.querySelector('input[name="id"]')).toHaveValue('s1');
    await expect(form.querySelector('input[name="intent"]')).toHaveValue('remove');
  },
};

export const DefaultOnAPhone: Story = { ...Default, globals: atMobile };

/** A Remove on its way: that button says so. */
export const Removing: Story = {
  args: { removing: 's1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Removing/ })).toBeDisabled();
  },
};

export const RemovingOnAPhone: Story = { ...Removing, globals: atMobile };

/** The invitation form: an email box in a post form. */
export const Invite: StoryObj<typeof InviteStaffForm> = {
  render: (args) => <InviteStaffForm {...args} />,
  args: { action: '/admin/staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(box).toHaveAttribute('type', 'email');
    await expect(box.closest('form')).toHaveAttribute('action', '/admin/staff');
    await expect(canvas.getByRole('button', { name: 'Invite' })).toBeVisible();
  },
};

export const InviteOnAPhone: StoryObj<typeof InviteStaffForm> = { ...Invite, globals: atMobile };

/** A refused email: the summary leads to the box, which keeps what was typed. */
export const InviteRefused: StoryObj<typeof InviteStaffForm> = {
  render: (args) => <InviteStaffForm {...args} />,
  args: {
    action: '/admin/staff',
    defaultEmail: 'kemi at oorun',
    error: 'Please enter a valid email address',
  },
  play: async ({ canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: 'Please enter a valid email address' }));
    await expect(within(canvasElement).getByRole('textbox', { name: /^Email/ })).toHaveFocus();
  },
};

export const InviteRefusedOnAPhone: StoryObj<typeof InviteStaffForm> = {
  ...InviteRefused,
  globals: atMobile,
};

const HOUR = 60 * 60 * 1000;
// a fixed moment, so the picture is the same every time
const sent = Date.UTC(2026, 10, 25, 13, 0);

/** Invitations nobody has followed yet: when each was sent, until when its link works, Send again and Cancel. */
export const Pending: StoryObj<typeof PendingInvitationList> = {
  render: (args) => <PendingInvitationList {...args} />,
  args: {
    action: '/admin/staff',
    invitations: [
      {
        id: 'i1',
        email: 'kemi@oorun.example',
        roleLabel: 'Staff',
        sentAt: sent,
        expiresAt: sent + 72 * HOUR,
        expired: false,
      },
      {
        id: 'i2',
        email: 'femi@oorun.example',
        roleLabel: 'Staff',
        sentAt: sent - 96 * HOUR,
        expiresAt: sent - 24 * HOUR,
        expired: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invitations waiting' })).toBeVisible();
    await expect(canvas.getAllByText('Link expired')).toHaveLength(1);
    const again = canvas.getByRole('button', { name: 'Send again the invitation to femi@oorun.example' });
    await expect(again.closest('form')?.querySelector('input[name="id"]')).toHaveValue('i2');
    await expect(again.closest('form')?.querySelector('input[name="intent"]')).toHaveValue('resend');
    const cancel = canvas.getByRole('button', { name: 'Cancel the invitation to kemi@oorun.example' });
    await expect(cancel.closest('form')?.querySelector('input[name="intent"]')).toHaveValue('cancel');
  },
};

export const PendingOnAPhone: StoryObj<typeof PendingInvitationList> = { ...Pending, globals: atMobile };
