import { readOrderReference, type AuditEntry, type StaffMember } from '../../api';
import { answer, handleForStaff, refuse, type Call, type RequestOf } from '../handle';
import type { MockShopper } from '../state';
import { nextId, shop } from '../state';
import { hasMockSecondFactor } from './second-factor';

/*
 * The owner's own calls as the mock answers them (issue 18): the shop's people and the audit log, with the
 * server's sentences (server/services/staff.ts, audit-reading.ts). Staff get 403, as from the server.
 */

type OwnerCall = 'adminStaff' | 'adminInviteStaff' | 'adminRemoveStaff' | 'adminAudit';

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
  forOwner('adminStaff', () => answer('adminStaff', { success: true, staff: staffList() })),

  forOwner('adminInviteStaff', ({ owner, body }) => {
    const existing = shop.shoppers.find((shopper) => shopper.email === body.email);
    let message: string;
    if (existing?.role) message = `${body.email} already works in the admin.`;
    else if (existing) {
      existing.role = 'staff';
      roleChange(owner, existing, 'shopper', 'staff');
      message = `${body.email} is now staff: they see the admin when they next open it.`;
    } else {
      // the new account's password is not known to anyone, as on the server
      const invited: MockShopper = {
        id: nextId(),
        name: body.email.split('@')[0] ?? body.email,
        email: body.email,
        password: crypto.randomUUID(),
        role: 'staff',
      };
      shop.shoppers.push(invited);
      // the invitation's link to choose a password: the mock sends no mail, so it is kept where a reset's is
      shop.resetTokens.set(`mock-invite-${crypto.randomUUID()}`, invited.id);
      roleChange(owner, invited, null, 'staff');
      message = `${body.email} is invited: a mail with a link to choose a password is on its way.`;
    }
    return answer('adminInviteStaff', { success: true, message, staff: staffList() });
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
      staff: staffList(),
    });
  }),

  forOwner('adminAudit', ({ body }) => {
    if (body.from && body.to && body.to < body.from)
      return refuse('adminAudit', 400, 'The first day comes after the last day.');
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
