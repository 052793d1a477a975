import { useActionData } from 'react-router-dom';
import type { PasswordFormProblem } from '../actions/password';
import { ForgotPasswordForm } from '../../ui';
import { useForgotPassword } from '../features/account';
import type { MetaFunction } from '../seo/route-meta';

export const meta: MetaFunction = () => ({
  title: 'Forgot password',
  description: 'Get a link to set a new password.',
  noindex: true,
});

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function Component() {
  const form = useForgotPassword(useActionData<PasswordFormProblem>());
  return (
    <div className="px-gutter py-10 sm:px-6 lg:py-16">
      <ForgotPasswordForm {...form} />
    </div>
  );
}
