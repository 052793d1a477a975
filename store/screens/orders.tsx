import type { MetaFunction } from '../seo/route-meta';
import { PlannedPage } from './parts/page';

export const meta: MetaFunction = () => ({
  title: 'My orders',
  description: 'Your orders and their status.',
  noindex: true,
});

export function Component() {
  return (
    <PlannedPage
      title="My Orders"
      holds="Your orders, newest first, with their status and payment, will be listed here."
    />
  );
}
