import { type ComponentProps } from 'react';

import { formatDateTime } from '../../api/rules/dates';
import { cn } from '../lib/cn';
import { Badge } from '../primitives/badge';
import { Button } from '../primitives/button';
import { type FormAs } from './form-as';

type StaffRow = {
  id: string;
  name: string;
  email: string;
  /** 'Owner' or 'Staff' */
  roleLabel: string;
  owner: boolean;
  /** whether their login asks for an authenticator code */
  twoStep: boolean;
  /** the person looking: no Remove beside their own name */
  you: boolean;
};

type StaffListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  people: readonly StaffRow[];
  /** Where each Remove posts (intent=remove and the account's id). */
  action: string;
  /** The id whose Remove is on its way. */
  removing?: string | null;
  formAs?: FormAs;
};

/**
 * Who works in the admin: name, email, role and whether their login asks for a code; a Remove form beside each
 * one but the person looking, which turns them back into a shopper.
 */
function StaffList({
  people,
  action,
  removing = null,
  formAs: Form = 'form',
  className,
  ...props
}: StaffListProps) {
  return (
    <ul data-slot="staff-list" className={cn('grid gap-2', className)} {...props}>
      {people.map((person) => (
        <li
          key={person.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
        >
          <div className="grid min-w-0 gap-1">
            <span className="font-medium text-foreground">
              {person.name}
              {person.you && <span className="text-muted-foreground"> (you)</span>}
            </span>
            <span className="break-all text-sm text-muted-foreground">{person.email}</span>
            <span className="flex flex-wrap gap-2">
              <Badge tone={person.owner ? 'new' : 'info'}>{person.roleLabel}</Badge>
              {person.twoStep && <Badge tone="success">Two-step login</Badge>}
            </span>
          </div>
          {!person.you && (
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={person.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                busy={removing === person.id}
                busyLabel="Removing..."
                // while busy the button says 'Removing...' itself
                aria-label={
                  removing === person.id
                    ? undefined
                    : `Remove ${person.name} (${person.email}) from the admin`
                }
              >
                Remove
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

export { StaffList, type StaffListProps, type StaffRow };

type PendingInvitationRow = {
  id: string;
  email: string;
  /** 'Owner' or 'Staff': what following the link makes them */
  roleLabel: string;
  /** when the newest link was mailed, and when it stops working (ms since epoch) */
  sentAt: number;
  expiresAt: number;
  /** the link has stopped working: only Send again helps */
  expired: boolean;
};

type PendingInvitationListProps = Omit<ComponentProps<'section'>, 'children'> & {
  invitations: readonly PendingInvitationRow[];
  /** Where Send again (intent=resend) and Cancel (intent=cancel) post, with the invitation's id. */
  action: string;
  /** The id whose Send again or Cancel is on its way. */
  busy?: { id: string; intent: 'resend' | 'cancel' } | null;
  formAs?: FormAs;
};

const when = (at: number) => <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>;

/**
 * Invitations mailed and not yet followed: no account has their role until its person follows the link. Each
 * says when it was sent and until when its link works, with Send again (a new link; the old one stops working)
 * and Cancel. Nothing is shown when none is pending.
 */
function PendingInvitationList({
  invitations,
  action,
  busy = null,
  formAs: Form = 'form',
  className,
  ...props
}: PendingInvitationListProps) {
  if (invitations.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-invitations"
      data-slot="pending-invitations"
      className={cn('grid gap-2', className)}
      {...props}
    >
      <h2 id="pending-invitations" className="font-display text-xl">
        Invitations waiting
      </h2>
      <p className="text-sm text-muted-foreground">
        They join the admin when they follow the link mailed to them.
      </p>
      <ul className="grid gap-2">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-border bg-card p-4"
          >
            <div className="grid min-w-0 gap-1">
              <span className="break-all font-medium text-foreground">{invitation.email}</span>
              <span className="flex flex-wrap gap-2">
                <Badge tone="info">Invited as {invitation.roleLabel.toLowerCase()}</Badge>
                {invitation.expired && <Badge tone="warning">Link expired</Badge>}
              </span>
              <span className="text-sm text-muted-foreground">
                Sent {when(invitation.sentAt)}
                {invitation.expired ? (
                  '; send it again for a new link.'
                ) : (
                  <>; the link works until {when(invitation.expiresAt)}.</>
                )}
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              {(['resend', 'cancel'] as const).map((intent) => (
                <Form key={intent} method="post" action={action}>
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="id" value={invitation.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    busy={busy?.id === invitation.id && busy.intent === intent}
                    busyLabel={intent === 'resend' ? 'Sending...' : 'Cancelling...'}
                    aria-label={
                      busy?.id === invitation.id && busy.intent === intent
                        ? undefined
                        : `${intent === 'resend' ? 'Send again the invitation' : 'Cancel the invitation'} to ${invitation.email}`
                    }
                  >
                    {intent === 'resend' ? 'Send again' : 'Cancel'}
                  </Button>
                </Form>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { PendingInvitationList, type PendingInvitationListProps, type PendingInvitationRow };
