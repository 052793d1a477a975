import { useState } from 'react';
import {
  redirect,
  useActionData,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { isFailure, messages } from '../../api';
import { LoginCodeForm, RecoveryCodeForm } from '../../ui';
import { afterRecoveryLogin, type LoginCodeProblem } from '../actions/login-code';
import { browserApi, visitorFrom } from '../data/api';
import { afterLogin, nextPage, withNext } from '../data/next-page';
import { useSession } from '../features';
import type { MetaFunction } from '../seo/route-meta';
import { toast } from '../toasts';

/**
 * A login's second step: after a right password, an account with a second factor is sent here for its
 * authenticator code. Without JavaScript the form posts to this page; with it the page sends the code itself and
 * keeps the session's token as the login page does. Either way the session starts only now.
 */
export function loader({ context, request }: LoaderFunctionArgs) {
  if (visitorFrom(context).loggedIn)
    throw redirect(nextPage(new URL(request.url).searchParams.get('next')) ?? '/');
  return null;
}

export const meta: MetaFunction = () => ({ title: 'Enter your code', noindex: true });

export function Component() {
  const refused = useActionData<LoginCodeProblem>();
  const [search] = useSearchParams();
  const next = nextPage(search.get('next'));
  const navigate = useNavigate();
  const { logIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [recoveryMessage, setRecoveryMessage] = useState<string | null>(null);

  const send = async (code: string) => {
    setBusy(true);
    const answer = await browserApi().loginCode({ code });
    setBusy(false);
    if (isFailure(answer)) {
      setMessage(answer.message);
      return;
    }
    logIn(answer.token, answer.staff);
    toast.success(messages.loggedIn);
    void navigate(afterLogin(next, answer));
  };

  const sendRecovery = async (recoveryCode: string) => {
    setBusy(true);
    const answer = await browserApi().loginRecovery({ recoveryCode });
    setBusy(false);
    if (isFailure(answer)) {
      setRecoveryMessage(answer.message);
      return;
    }
    logIn(answer.token, answer.staff);
    toast.success(answer.message);
    // the admin's frame has no toasts of its own: the security page says it too
    void navigate(afterRecoveryLogin(next, answer), { state: { notice: answer.message } });
  };
  const refusedRecovery = refused?.recovery ? refused.message : null;

  return (
    <div className="px-gutter py-10 sm:px-6 lg:py-16">
      <LoginCodeForm
        action={withNext('/login/code', next)}
        loginHref={withNext('/login', next)}
        busy={busy}
        error={message ?? (refused?.recovery ? null : refused?.message) ?? null}
        onSubmit={(code) => void send(code)}
        alternative={
          <RecoveryCodeForm
            action={withNext('/login/code', next)}
            busy={busy}
            error={recoveryMessage ?? refusedRecovery}
            onSubmit={(recoveryCode) => void sendRecovery(recoveryCode)}
          />
        }
      />
    </div>
  );
}
