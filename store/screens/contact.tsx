import type { MetaFunction } from '../seo/route-meta';
import { PlannedPage } from './parts/page';

export const meta: MetaFunction = () => ({
  title: 'Contact us',
  description:
    'Call, email or visit Òórùn in Ibadan. Opening hours, directions and answers to common questions.',
});

export function Component() {
  return (
    <PlannedPage
      title="Contact Us"
      holds="Call, email or visit us in Ibadan; this page will hold our hours, directions, a contact form and answers to common questions."
    />
  );
}
