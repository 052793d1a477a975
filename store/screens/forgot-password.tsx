import { useSelector } from '@xstate/react';
import { useActionData } from 'react-router-dom';
import type { PasswordFormProblem } from '../actions/password';
import { ForgotPasswordForm, type FormResult } from '../../ui';
import { useForgotPasswordActor } from '../features/account';
import type { MetaFunction } from '../seo/route-meta';

export const meta: MetaFunction = () => ({
  title: 'Forgot password',
  description: 'Get a link to set a new password.',
  noindex: true,
});

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function Component() {
  const refused = useActionData<PasswordFormProblem>();
  const actor = useForgotPasswordActor();
  const busy = useSelector(actor, (state) => state.matches('sending'));
  const sent = useSelector(actor, (state) => state.matches('sent'));
  const message = useSelector(actor, (state) => state.context.message);
  const result: FormResult | undefined = message
    ? { tone: sent ? 'success' : 'danger', text: message }
    : refused && { tone: 'danger', text: refused.message };

  return (
    <div className="px-gutter py-10 sm:px-6 lg:py-16">
      <ForgotPasswordForm
        busy={busy}
        result={result}
        defaultEmail={refused?.email}
        onSubmit={(email) => {
          actor.send({ type: 'forgot.setEmail', value: email });
          actor.send({ type: 'forgot.submit' });
        }}
      />
    </div>
  );
}
