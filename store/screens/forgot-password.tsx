import type { MetaFunction } from '../seo/route-meta';
import { PlannedPage } from './parts/page';

export const meta: MetaFunction = () => ({
  title: 'Forgot password',
  description: 'Get a link to set a new password.',
  noindex: true,
});

export function Component() {
  return (
    <PlannedPage
      title="Forgot Password"
      holds="Enter your email address here to receive a link to set a new password."
    />
  );
}
