import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { isFailure, type AuditEntry } from '../../api';
import { apiFrom, onServer } from '../data/api';
import { done, field, refused } from './answer';

/*
 * The owner's forms: /admin/staff's Invite, Remove, and a pending invitation's Send again and Cancel;
 * /admin/audit's filter and Older. The same code on the server without JavaScript and in the browser with it; the
 * api's schemas stay out (they would bring zod to the page): the server checks every call and says what is wrong.
 */

/** A change's sentence, or why it was refused with the email typed to show again. */
export type StaffFormAnswer = { done: string } | { message: string; at: 'email' | 'form'; email: string };

export async function adminStaffAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  const api = apiFrom(context);
  const email = field(form, 'email').trim();
  const intent = field(form, 'intent');
  const id = field(form, 'id');
  const answer =
    intent === 'remove'
      ? await api.adminRemoveStaff({ id })
      : intent === 'cancel'
        ? await api.adminCancelInvitation({ id })
        : intent === 'resend'
          ? await api.adminResendInvitation({ id })
          : await api.adminInviteStaff({ email });
  if (isFailure(answer)) {
    const at = intent === 'invite' && answer.status === 400 ? 'email' : 'form';
    return refused<StaffFormAnswer & { message: string }>(
      { message: answer.message, at, email },
      answer.status,
    );
  }
  return onServer(context)
    ? done('/admin/staff', answer.message)
    : ({ done: answer.message } satisfies StaffFormAnswer);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const filterFields = ['actor', 'action', 'target', 'from', 'to'] as const;
type FilterField = (typeof filterFields)[number];
export type AuditFilter = Partial<Record<FilterField, string>>;

/** The lines a posted filter found (and where older ones start), or why it was refused. */
export type AuditFilterAnswer =
  | { filter: AuditFilter; entries: AuditEntry[]; older: string | null }
  | { filter: AuditFilter; errors: Partial<Record<FilterField | 'form', string>> };

/** /admin/audit's filter, and its Older button (the same filter with where to start). */
export async function adminAuditAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  if (field(form, 'intent') === 'clear') return redirect('/admin/audit');
  const filter: AuditFilter = Object.fromEntries(
    filterFields.map((name) => [name, field(form, name).trim()]),
  );
  const errors: Partial<Record<FilterField, string>> = {};
  for (const day of ['from', 'to'] as const)
    if (filter[day] && !DAY.test(filter[day] ?? '')) errors[day] = 'Give the date as YYYY-MM-DD';
  if (Object.keys(errors).length > 0)
    return refused({ message: 'The filter was refused', filter, errors } satisfies AuditFilterAnswer & {
      message: string;
    });
  const answer = await apiFrom(context).adminAudit({ ...filter, older: field(form, 'older') });
  if (isFailure(answer)) {
    // a day the calendar does not have is the server's to say; it names the day
    const at = (['from', 'to'] as const).find((day) => filter[day] && answer.message.includes(filter[day]));
    return refused(
      { message: answer.message, filter, errors: { [at ?? 'form']: answer.message } },
      answer.status,
    );
  }
  return { filter, entries: answer.entries, older: answer.older } satisfies AuditFilterAnswer;
}
