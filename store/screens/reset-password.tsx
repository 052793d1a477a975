import { useSelector } from '@xstate/react';
import { useActionData, useParams } from 'react-router-dom';
import type { PasswordFormProblem } from '../actions/password';
import { problemField } from '../../machines/change-password';
import { ResetPasswordForm } from '../../ui';
import { useResetPasswordActor } from '../features/account';
import type { MetaFunction } from '../seo/route-meta';

export const meta: MetaFunction = () => ({
  title: 'Reset password',
  description: 'Set a new password.',
  noindex: true,
  // the address holds the reset token: no request from the page may carry it in a Referer
  noreferrer: true,
});

/** A new password from the emailed link (/reset-password/:token); success sends the shopper to log in. */
export function Component() {
  const { token = '' } = useParams();
  const refused = useActionData<PasswordFormProblem>();
  const actor = useResetPasswordActor(token);
  const busy = useSelector(actor, (state) => state.matches('resetting') || state.matches('done'));
  const message = useSelector(actor, (state) => state.context.message);

  // the machine's message once the scripts run, else the server's answer to a post without them: beside the
  // field it is about ('Passwords do not match'), or for the whole form ('This reset link is invalid...')
  const problem = message ?? refused?.message ?? null;
  const field = problem === null ? null : problemField(problem);

  return (
    <div className="px-gutter py-10 sm:px-6 lg:py-16">
      <ResetPasswordForm
        busy={busy}
        confirmError={field === 'confirmPassword' ? problem : undefined}
        passwordError={field === 'newPassword' ? problem : undefined}
        action={`/reset-password/${encodeURIComponent(token)}`}
        result={
          problem && field !== 'confirmPassword' && field !== 'newPassword'
            ? { tone: 'danger', text: problem }
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
