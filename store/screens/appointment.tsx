import type { MetaFunction } from '../seo/route-meta';
import { PlannedPage } from './parts/page';

export const meta: MetaFunction = () => ({
  title: 'Book a workshop or consultation',
  description: 'Book a perfume-making workshop or a personal scent consultation with Òórùn on WhatsApp.',
});

export function Component() {
  return (
    <PlannedPage
      title="Book a Workshop or Consultation"
      holds="Book a perfume workshop or a personal scent consultation with us on WhatsApp from this page."
    />
  );
}
