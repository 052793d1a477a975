import { useSelector } from '@xstate/react';
import { useActionData, useParams } from 'react-router-dom';
import type { PasswordFormProblem } from '../actions/password';
import { messages, passwordProblem } from '../../api';
import { ResetPasswordForm } from '../../ui';
import { useResetPasswordActor } from '../features/account';
import type { MetaFunction } from '../seo/route-meta';

export const meta: MetaFunction = () => ({
  title: 'Reset password',
  description: 'Set a new password.',
  noindex: true,
});

/** A new password from the emailed link (/reset-password/:token); success sends the shopper to log in. */
export function Component() {
  const { token = '' } = useParams();
  const refused = useActionData<PasswordFormProblem>();
  const actor = useResetPasswordActor(token);
  const busy = useSelector(actor, (state) => state.matches('resetting') || state.matches('done'));
  const { message, password } = useSelector(actor, (state) => state.context);

  // the machine has one message: under the field it is about, or for the whole form (the server's answer)
  const mismatch = message === messages.passwordsDoNotMatch;
  const weak = message !== null && message === passwordProblem(password);

  return (
    <div className="px-gutter py-10 sm:px-6 lg:py-16">
      <ResetPasswordForm
        busy={busy}
        confirmError={mismatch ? message : undefined}
        passwordError={weak ? message : undefined}
        action={`/reset-password/${encodeURIComponent(token)}`}
        result={
          message && !mismatch && !weak
            ? { tone: 'danger', text: message }
            : refused && !message
              ? { tone: 'danger', text: refused.message }
              : undefined
        }
        onSubmit={(newPassword, confirm) => {
          actor.send({ type: 'reset.setPassword', value: newPassword });
          actor.send({ type: 'reset.setConfirm', value: confirm });
          actor.send({ type: 'reset.submit' });
        }}
      />
    </div>
  );
}
