import { redirect, useActionData, type LoaderFunctionArgs } from 'react-router-dom';
import { ChangePasswordForm, LogoutEverywhereForm } from '../../ui';
import type { AccountFormProblem } from '../actions/account';
import { onServer, visitorFrom } from '../data/api';
import { useChangePassword, useLogoutEverywhere } from '../features/account-security';
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

export function Component() {
  const refused = useActionData<AccountFormProblem>();
  const changePassword = useChangePassword(refused);
  const logoutEverywhere = useLogoutEverywhere(refused);
  return (
    <Page title={<span className="uppercase">My Account</span>}>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
        <ChangePasswordForm {...changePassword} />
        <LogoutEverywhereForm {...logoutEverywhere} />
      </div>
    </Page>
  );
}
