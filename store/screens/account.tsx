import { useSelector } from '@xstate/react';
import { redirect, useActionData, type LoaderFunctionArgs } from 'react-router-dom';
import { problemField } from '../../machines/change-password';
import { ChangePasswordForm, LogoutEverywhereForm, type FormResult } from '../../ui';
import type { AccountFormProblem } from '../actions/account';
import { onServer, visitorFrom } from '../data/api';
import { useChangePasswordActor, useLogoutEverywhereActor } from '../features/account-security';
import { readSession } from '../features/session-token';
import type { MetaFunction } from '../seo/route-meta';
import { Page } from './parts/page';

/**
 * MY ACCOUNT: a logged-in shopper changes their password or logs out everywhere. A guest is sent to /login:
 * by the server when no session cookie came, in the browser when this device holds no session.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const loggedIn = onServer(context) ? visitorFrom(context).loggedIn : readSession() !== null;
  if (!loggedIn) throw redirect('/login');
  return null;
}

export const meta: MetaFunction = () => ({
  title: 'My account',
  description: 'Change your password, or log out on every device.',
  noindex: true,
});

/** The form's refusal, from the machine once the scripts run, or from the server's answer to a post without them. */
function problemOf(message: string | null, refused: AccountFormProblem | undefined) {
  if (message !== null) return { message, field: problemField(message) };
  return refused?.form === 'changePassword' ? refused : null;
}

function ChangePassword({ refused }: { refused: AccountFormProblem | undefined }) {
  const actor = useChangePasswordActor();
  const busy = useSelector(actor, (state) => state.matches('changing'));
  const changed = useSelector(actor, (state) => state.matches('changed'));
  const { message, ...values } = useSelector(actor, (state) => state.context);

  const problem = changed ? null : problemOf(message, refused);
  const result: FormResult | undefined = changed
    ? { tone: 'success', text: message ?? '' }
    : problem && !problem.field
      ? { tone: 'danger', text: problem.message }
      : undefined;
  return (
    <ChangePasswordForm
      values={values}
      onChange={(field, value) => actor.send({ type: 'passwordChange.set', field, value })}
      onSubmit={() => actor.send({ type: 'passwordChange.submit' })}
      busy={busy}
      errors={problem?.field ? { [problem.field]: problem.message } : {}}
      result={result}
    />
  );
}

function LogoutEverywhere({ refused }: { refused: AccountFormProblem | undefined }) {
  const actor = useLogoutEverywhereActor();
  const busy = useSelector(actor, (state) => !state.matches('idle'));
  const message = useSelector(actor, (state) => state.context.message);
  const error = message ?? (refused?.form === 'logoutEverywhere' ? refused.message : null);
  return (
    <LogoutEverywhereForm
      onSubmit={() => actor.send({ type: 'sessions.endAll' })}
      busy={busy}
      error={error}
    />
  );
}

export function Component() {
  const refused = useActionData<AccountFormProblem>();
  return (
    <Page title={<span className="uppercase">My Account</span>}>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
        <ChangePassword refused={refused} />
        <LogoutEverywhere refused={refused} />
      </div>
    </Page>
  );
}
