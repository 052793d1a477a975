import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { AuditFilterForm, AuditLogList, AuditOlderForm } from '../../ui';
import type { AuditFilter, AuditFilterAnswer } from '../actions/admin-people';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer, refusedToRole } from './access';
import { auditActionOptions, auditLineOf } from './audit-view';
import { OwnerOnly } from './owner-only';
import { adminPaths } from './view';

/**
 * /admin/audit (the owner's): every change made in the admin or the terminal, newest first, a page at a time.
 * The filter posts (its who is an email); 'Older' posts the same filter with where the next page starts.
 */
export const meta: MetaFunction = () => ({ title: 'Audit log', noindex: true });

export async function loader({ context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminAudit({}));
  if (answer.ok) return { entries: answer.data.entries, older: answer.data.older };
  return answer.denied === 'staffOnly' ? refusedToRole(null) : null;
}

export function Component() {
  const newest = useLoaderData<typeof loader>();
  const posted = useActionData<AuditFilterAnswer>();
  const navigation = useNavigation();
  if (!newest) return <OwnerOnly title="Audit log" />;
  const sending = navigation.state === 'submitting' && navigation.formAction === adminPaths.audit;
  const olderAsked = sending && navigation.formData?.has('older');
  const filter: AuditFilter = posted?.filter ?? {};
  const found = posted && 'entries' in posted ? posted : newest;
  const errors = posted && 'errors' in posted ? posted.errors : undefined;
  return (
    <>
      <div className="grid gap-3">
        <h1 className="font-display text-display-sm">Audit log</h1>
        <p className="text-muted-foreground">Who changed what in the admin, and when. Newest first.</p>
      </div>
      <AuditFilterForm
        action={adminPaths.audit}
        formAs={Form}
        actionOptions={auditActionOptions}
        values={filter}
        errors={errors}
        busy={sending && !olderAsked}
      />
      <section aria-labelledby="audit-lines" className="grid gap-3">
        <h2 id="audit-lines" className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {found.entries.length === 1 ? '1 change' : `${found.entries.length} changes`}
          {found.older ? ', and older ones' : ''}
        </h2>
        <AuditLogList lines={found.entries.map(auditLineOf)} />
        {found.older && (
          <AuditOlderForm
            action={adminPaths.audit}
            formAs={Form}
            values={filter}
            older={found.older}
            busy={olderAsked}
          />
        )}
      </section>
    </>
  );
}
