import type { MetaFunction } from '../seo/route-meta';
import { PlannedPage } from './parts/page';

export const meta: MetaFunction = () => ({
  title: 'Login',
  description: 'Log in to your account or create one.',
  noindex: true,
});

export function Component() {
  return (
    <PlannedPage
      title="Login"
      holds="Log in or create an account here to keep your cart on every device and follow your orders."
    />
  );
}
