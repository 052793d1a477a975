import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthForm } from '../../ui';
import { useAuthActor } from '../features/account';
import { useSession } from '../features';
import type { MetaFunction } from '../seo/route-meta';

/**
 * Login and Sign Up in one card (specification, Login). The server renders it for everyone (it has no
 * token); in the browser a shopper who is already logged in is sent to the home page.
 */
export const meta: MetaFunction = () => ({
  title: 'Log in',
  description: 'Log in to your account, or create one.',
  noindex: true,
});

export function Component() {
  const actor = useAuthActor();
  const { mode, name, email, password, message } = useSelector(actor, (state) => state.context);
  const busy = useSelector(actor, (state) => state.matches({ guest: 'submitting' }));
  const { loggedIn } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    // after logging in here the machine has already gone home; this is for a shopper who arrives logged in
    if (loggedIn && !actor.getSnapshot().matches('member')) void navigate('/', { replace: true });
  }, [actor, loggedIn, navigate]);

  return (
    <div className="px-gutter py-10 sm:px-6 lg:py-16">
      <AuthForm
        mode={mode}
        onModeChange={(next) => {
          if (next !== mode) actor.send({ type: 'auth.toggleMode' });
        }}
        values={{ name, email, password }}
        onChange={(field, value) => actor.send({ type: 'auth.setField', field, value })}
        onSubmit={() => actor.send({ type: 'auth.submit' })}
        busy={busy}
        error={message}
      />
    </div>
  );
}
