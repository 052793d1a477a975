import type { MetaFunction } from '../seo/route-meta';
import { PlannedPage } from './parts/page';

export const meta: MetaFunction = () => ({
  title: 'Payment verification',
  description: 'Confirming your payment.',
  noindex: true,
});

export function Component() {
  return (
    <PlannedPage title="Verifying Payment" holds="The result of your card payment will be confirmed here." />
  );
}
