import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { type AuthMode, isFailure, isLoginCodeNeeded, messages } from '../../api';
import { apiFrom } from '../data/api';
import { afterLogin, nextPage, withNext } from '../data/next-page';
import { done, field, refused } from './answer';

/** What the login page shows again after a refused post: never the password. */
export interface AuthFormProblem {
  mode: AuthMode;
  name: string;
  email: string;
  message: string;
}

/**
 * /login's form without JavaScript: Sign In, Sign Up, or Logout (the logout buttons post here too: a shopper who
 * logs out lands on /login). The API sets or ends the session cookie. A login goes on to `?next=` (a path of this
 * site), or else to the admin for staff and home for a shopper; an account with a second factor first to
 * /login/code, with the password step's cookie the API set.
 */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const api = apiFrom(context);
  const intent = field(form, 'intent');
  if (intent === 'logout') {
    await api.logout({});
    return done('/login', messages.loggedOut);
  }

  const mode: AuthMode = intent === 'signup' ? 'signup' : 'login';
  const name = field(form, 'name').trim();
  const email = field(form, 'email').trim();
  const password = field(form, 'password');
  const next = nextPage(new URL(request.url).searchParams.get('next'));
  const answer =
    mode === 'signup' ? await api.register({ name, email, password }) : await api.login({ email, password });
  if (isFailure(answer) && isLoginCodeNeeded(answer)) return redirect(withNext('/login/code', next));
  if (isFailure(answer)) {
    return refused<AuthFormProblem>({ mode, name, email, message: answer.message }, answer.status);
  }
  return done(afterLogin(next, answer), mode === 'signup' ? messages.accountCreated : messages.loggedIn);
}
