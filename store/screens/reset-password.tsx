import { useActionData, useParams } from 'react-router-dom';
import type { PasswordFormProblem } from '../actions/password';
import { ResetPasswordForm } from '../../ui';
import { useResetPassword } from '../features/account';
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
  const form = useResetPassword(token, useActionData<PasswordFormProblem>());
  return (
    <div className="px-gutter py-10 sm:px-6 lg:py-16">
      <ResetPasswordForm action={`/reset-password/${encodeURIComponent(token)}`} {...form} />
    </div>
  );
}
