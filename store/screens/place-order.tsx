import type { MetaFunction } from '../seo/route-meta';
import { PlannedPage } from './parts/page';

export const meta: MetaFunction = () => ({
  title: 'Checkout',
  description: 'Delivery details and payment.',
  noindex: true,
});

export function Component() {
  return (
    <PlannedPage
      title="Checkout"
      holds="Your delivery details, order totals and payment method will be asked for here before your order is placed."
    />
  );
}
