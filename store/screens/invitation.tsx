import { data, useActionData, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { isFailure, PASSWORD_MIN } from '../../api';
import { AcceptInvitationForm, FormMessage } from '../../ui';
import type { InvitationFormProblem } from '../actions/invitation';
import { apiFrom } from '../data/api';
import { orThrow } from '../data/load';
import type { MetaFunction } from '../seo/route-meta';
import { Page } from './parts/page';

/**
 * An invitation to work in the shop's admin, opened from its mailed link (/invitation/:token): the person
 * chooses the account's password in a form the server answers, and the role is theirs. The address is a key,
 * so no request from the page names it (no-referrer) and search engines keep out.
 */
export const meta: MetaFunction = () => ({
  title: 'Join the admin',
  description: "An invitation to the shop's admin.",
  noindex: true,
  noreferrer: true,
});

export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = await apiFrom(context).invitation({ token: params.token ?? '' });
  if (!isFailure(answer)) return { invitation: answer, message: null };
  // a spent, cancelled or expired link says what to do next; a limit or an outage is the error screen's
  if (answer.status !== 400) orThrow(answer);
  return data({ invitation: null, message: answer.message }, { status: 404 });
}

export function Component() {
  const { token = '' } = useParams();
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<InvitationFormProblem>();
  const invitation = 'invitation' in loaded ? loaded.invitation : null;
  const message = 'message' in loaded ? loaded.message : null;
  if (!invitation)
    return (
      <Page title="Join the admin">
        <FormMessage className="mt-6 max-w-prose">{message}</FormMessage>
      </Page>
    );
  const roleLabel = invitation.role === 'owner' ? 'Owner' : 'Staff';
  return (
    <Page
      title="Join the admin"
      intro={
        invitation.role === 'owner'
          ? "You are invited to be the shop's owner: its admin, its staff and its settings."
          : "You are invited to work in the shop's admin: orders, transfers, products and messages."
      }
    >
      <div className="mt-6 grid gap-4">
        {refused?.at === 'form' && <FormMessage className="max-w-md">{refused.message}</FormMessage>}
        <AcceptInvitationForm
          action={`/invitation/${encodeURIComponent(token)}`}
          email={invitation.email}
          roleLabel={roleLabel}
          newAccount={invitation.newAccount}
          passwordHint={`At least ${PASSWORD_MIN} characters.`}
          passwordError={refused?.at === 'password' ? refused.message : undefined}
          confirmError={refused?.at === 'confirmPassword' ? refused.message : undefined}
        />
      </div>
    </Page>
  );
}
