import type { MetaFunction } from '../seo/route-meta';
import { PlannedPage } from './parts/page';

export const meta: MetaFunction = () => ({
  title: 'Reset password',
  description: 'Set a new password.',
  noindex: true,
});

export function Component() {
  return (
    <PlannedPage
      title="Reset Password"
      holds="Choose your new password here, using the link from your email."
    />
  );
}
