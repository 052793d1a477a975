import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { FormMessage, InviteStaffForm, PendingInvitationList, StaffList } from '../../ui';
import type { StaffFormAnswer } from '../actions/admin-people';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer, refusedToRole } from './access';
import { OwnerOnly } from './owner-only';
import { useAdminToday } from './shell';
import { adminPaths } from './view';

/**
 * /admin/staff (the owner's): who works in the admin, an invitation by email (pending, with Send again and
 * Cancel, until its person follows the mailed link), and Remove, which turns a staff member back into a shopper
 * and ends their sessions.
 */
export const meta: MetaFunction = () => ({ title: 'Staff', noindex: true });

export async function loader({ context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminStaff());
  // judged when the page is loaded: an expired link is said so, beside Send again
  const now = Date.now();
  if (answer.ok)
    return {
      staff: answer.data.staff,
      invitations: answer.data.invitations.map((invitation) => ({
        ...invitation,
        expired: invitation.expiresAt <= now,
      })),
    };
  return answer.denied === 'staffOnly' ? refusedToRole({ staff: null }) : { staff: null };
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const { staff } = loaded;
  const invitations = ('invitations' in loaded ? loaded.invitations : undefined) ?? [];
  const answer = useActionData<StaffFormAnswer>();
  const navigation = useNavigation();
  const you = useAdminToday()?.you;
  if (!staff) return <OwnerOnly title="Staff" />;
  const sending = navigation.state === 'submitting' && navigation.formAction === adminPaths.staff;
  const intent = sending ? navigation.formData?.get('intent') : null;
  const problem = answer && 'at' in answer ? answer : null;
  const pendingIntent = intent === 'resend' || intent === 'cancel' ? intent : null;
  const pendingId = String(navigation.formData?.get('id') ?? '');
  return (
    <>
      <div className="grid gap-3">
        <h1 className="font-display text-display-sm">Staff</h1>
        <p className="text-muted-foreground">
          Staff work with orders, transfers, products and messages; the owner alone sees this page, the audit
          log and the settings.
        </p>
        {answer && 'done' in answer && navigation.state === 'idle' && (
          <FormMessage tone="success">{answer.done}</FormMessage>
        )}
        {problem?.at === 'form' && !sending && <FormMessage>{problem.message}</FormMessage>}
      </div>
      <StaffList
        action={adminPaths.staff}
        formAs={Form}
        removing={intent === 'remove' ? String(navigation.formData?.get('id') ?? '') : null}
        people={staff.map((member) => ({
          id: member.id,
          name: member.name,
          email: member.email,
          roleLabel: member.role === 'owner' ? 'Owner' : 'Staff',
          owner: member.role === 'owner',
          twoStep: member.totp,
          you: member.email === you?.email,
        }))}
      />
      <PendingInvitationList
        action={adminPaths.staff}
        formAs={Form}
        busy={pendingIntent ? { id: pendingId, intent: pendingIntent } : null}
        invitations={invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          roleLabel: invitation.role === 'owner' ? 'Owner' : 'Staff',
          sentAt: invitation.sentAt,
          expiresAt: invitation.expiresAt,
          expired: invitation.expired,
        }))}
      />
      <InviteStaffForm
        // a done invitation starts the form afresh
        key={answer && 'done' in answer ? answer.done : 'invite'}
        action={adminPaths.staff}
        formAs={Form}
        defaultEmail={problem?.email}
        error={problem?.at === 'email' ? problem.message : undefined}
        busy={intent === 'invite'}
      />
    </>
  );
}
