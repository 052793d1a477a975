import { redirect, useActionData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { AuthForm } from '../../ui';
import type { AuthFormProblem } from '../actions/login';
import { visitorFrom } from '../data/api';
import { afterLogin, nextPage, withNext } from '../data/next-page';
import { useAuthForm } from '../features/account';
import type { MetaFunction } from '../seo/route-meta';

/**
 * Login and Sign Up in one card. Someone already logged in is sent on where a login lands (home, or the admin
 * for staff): by the server when the session cookie says so, in the browser when the stored token does. Sign Up opens with ?mode=signup (the
 * switch link without JavaScript); a post the server refused comes back with the mode, the name and email typed,
 * and the message (never the password). `?next=/admin/orders` (the admin's 'Log in' link) sends the person back
 * there after logging in: a path of this site only.
 */
export function loader({ context, request }: LoaderFunctionArgs) {
  const visitor = visitorFrom(context);
  if (visitor.loggedIn)
    throw redirect(afterLogin(nextPage(new URL(request.url).searchParams.get('next')), visitor));
  return null;
}

export const meta: MetaFunction = () => ({
  title: 'Log in',
  description: 'Log in to your account, or create one.',
  noindex: true,
});

export function Component() {
  const refused = useActionData<AuthFormProblem>();
  const [search] = useSearchParams();
  const next = nextPage(search.get('next'));
  const form = useAuthForm(
    refused ?? {
      mode: search.get('mode') === 'signup' ? 'signup' : 'login',
      name: '',
      email: '',
      message: null,
    },
    next,
  );
  return (
    <div className="px-gutter py-10 sm:px-6 lg:py-16">
      <AuthForm action={withNext('/login', next)} {...form} />
    </div>
  );
}
