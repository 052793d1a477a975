import { messages, readOrderReference, type AuditEntry, type StaffMember } from '../../api';
import { answer, handleForStaff, refuse, type Call, type RequestOf } from '../handle';
import type { MockShopper } from '../state';
import { nextId, shop } from '../state';
import { hasMockSecondFactor } from './second-factor';

/*
 * The owner's own calls as the mock answers them: the shop's people and the audit log, with the server's
 * sentences (server/services/staff.ts, audit-reading.ts). Staff get 403, as from the server.
 */

type OwnerCall =
  | 'adminStaff'
  | 'adminInviteStaff'
  | 'adminRemoveStaff'
  | 'adminCancelInvitation'
  | 'adminResendInvitation'
  | 'adminAudit';

/** The owner's (`role: 'owner'` in api/routes.ts, which mocks/handle.ts holds staff to: 403). */
const forOwner = <K extends OwnerCall>(
  name: K,
  resolver: (call: Call<K> & { owner: MockShopper }) => Response | Promise<Response>,
) => handleForStaff(name, (call) => resolver({ ...call, owner: call.staff }));

const staffList = (): StaffMember[] =>
  shop.shoppers
    .filter((shopper) => shopper.role !== undefined)
    .map((shopper) => ({
      id: shopper.id,
      name: shopper.name,
      email: shopper.email,
      role: shopper.role === 'owner' ? ('owner' as const) : ('staff' as const),
      totp: hasMockSecondFactor(shopper),
    }))
    .sort(
      (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || a.email.localeCompare(b.email),
    );

const INVITATION_MS = 3 * 24 * 60 * 60 * 1000;

/** The people and the invitations pending, as every answer of the staff page carries them. */
const people = () => ({
  staff: staffList(),
  invitations: shop.invitations.map(({ token: _token, ...invitation }) => invitation),
});

/** A pending invitation with a new link (the mock sends no mail: the link's token is kept on it). */
function sendInvitation(owner: MockShopper, email: string, before: number | null) {
  const now = Date.now();
  let invitation = shop.invitations.find((pending) => pending.email === email);
  if (!invitation) {
    invitation = { id: nextId(), email, role: 'staff', sentAt: now, expiresAt: now, token: '' };
    shop.invitations.push(invitation);
  }
  Object.assign(invitation, {
    sentAt: now,
    expiresAt: now + INVITATION_MS,
    token: `mock-invitation-${crypto.randomUUID()}`,
  });
  shop.audit.push({
    at: now,
    actor: owner.email,
    action: 'account.invite',
    target: `invitation:${invitation.id}`,
    before: before === null ? null : { sentAt: new Date(before).toISOString() },
    after: { role: invitation.role, email },
  });
  return invitation;
}

const notPending = 'That invitation is no longer pending: it was accepted or cancelled.';

const roleChange = (owner: MockShopper, who: MockShopper, before: string | null, after: string) =>
  shop.audit.push({
    at: Date.now(),
    actor: owner.email,
    action: 'account.role',
    target: `account:${who.id}`,
    before: { role: before },
    after: { role: after, email: who.email },
  });

/** A Lagos day's start (UTC+1 all year), in ms. */
const lagosDay = (day: string) => Date.parse(`${day}T00:00:00+01:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** An order's id or reference typed, or a target as the log writes it (the server's targetCondition). */
function isTarget(target: string, typed: string): boolean {
  const order = readOrderReference(typed);
  if (!order) return target === typed.toLowerCase();
  if ('id' in order) return target === `order:${order.id}`;
  return target.startsWith('order:') && target.endsWith(order.reference);
}

function matches(entry: AuditEntry, filter: RequestOf<'adminAudit'>): boolean {
  if (filter.actor && !entry.actor.toLowerCase().includes(filter.actor.toLowerCase())) return false;
  if (filter.action && entry.action !== filter.action) return false;
  if (filter.target && !isTarget(entry.target, filter.target)) return false;
  if (filter.from && entry.at < lagosDay(filter.from)) return false;
  if (filter.to && entry.at >= lagosDay(filter.to) + DAY_MS) return false;
  return true;
}

export const adminPeopleHandlers = [
  forOwner('adminStaff', () => answer('adminStaff', { success: true, ...people() })),

  // as the server: nobody gets a role until the mailed link is followed (mocks/handlers/invitations.ts)
  forOwner('adminInviteStaff', ({ owner, body }) => {
    const existing = shop.shoppers.find((shopper) => shopper.email === body.email);
    let message = `${body.email} already works in the admin.`;
    if (!existing?.role) {
      const pending = shop.invitations.find((invitation) => invitation.email === body.email);
      sendInvitation(owner, body.email, pending?.sentAt ?? null);
      message = `${body.email} is invited: a mail with a link is on its way. They join the admin when they follow it.`;
    }
    return answer('adminInviteStaff', { success: true, message, ...people() });
  }),

  forOwner('adminResendInvitation', ({ owner, body }) => {
    const pending = shop.invitations.find((invitation) => invitation.id === body.id);
    if (!pending) return refuse('adminResendInvitation', 404, notPending);
    sendInvitation(owner, pending.email, pending.sentAt);
    return answer('adminResendInvitation', {
      success: true,
      message: `A new invitation is on its way to ${pending.email}; the link mailed before no longer works.`,
      ...people(),
    });
  }),

  forOwner('adminCancelInvitation', ({ owner, body }) => {
    const pending = shop.invitations.find((invitation) => invitation.id === body.id);
    if (!pending) return refuse('adminCancelInvitation', 404, notPending);
    shop.invitations = shop.invitations.filter((invitation) => invitation !== pending);
    shop.audit.push({
      at: Date.now(),
      actor: owner.email,
      action: 'account.invite.cancel',
      target: `invitation:${pending.id}`,
      before: { role: pending.role, email: pending.email },
      after: null,
    });
    return answer('adminCancelInvitation', {
      success: true,
      message: `The invitation to ${pending.email} is cancelled: its link no longer works.`,
      ...people(),
    });
  }),

  forOwner('adminRemoveStaff', ({ owner, body }) => {
    if (body.id === owner.id)
      return refuse('adminRemoveStaff', 400, 'You cannot remove yourself. Another owner can.');
    const member = shop.shoppers.find((shopper) => shopper.id === body.id);
    if (!member?.role) return refuse('adminRemoveStaff', 404, 'That account does not work in the admin.');
    const before = member.role;
    delete member.role;
    for (const [token, id] of shop.sessions) if (id === member.id) shop.sessions.delete(token);
    roleChange(owner, member, before, 'shopper');
    return answer('adminRemoveStaff', {
      success: true,
      message: `${member.email} no longer works in the admin; their sessions are ended.`,
      ...people(),
    });
  }),

  forOwner('adminAudit', ({ body }) => {
    if (body.from && body.to && body.to < body.from)
      return refuse('adminAudit', 400, messages.firstDayAfterLastDay);
    // the mock's lines are in the order written: its line number stands in for the server's id
    const numbered = shop.audit.map((entry, line) => ({ entry, line }));
    const [olderAt, olderLine] = body.older ? body.older.split(':').map(Number) : [Infinity, Infinity];
    const found = numbered
      .filter(({ entry }) => matches(entry, body))
      .filter(({ entry, line }) => entry.at < olderAt! || (entry.at === olderAt && line < olderLine!))
      .sort((a, b) => b.entry.at - a.entry.at || b.line - a.line);
    const page = found.slice(0, body.limit);
    const last = page.at(-1);
    return answer('adminAudit', {
      success: true,
      entries: page.map(({ entry }) => entry),
      older: found.length > body.limit && last ? `${last.entry.at}:${last.line}` : null,
    });
  }),
];
