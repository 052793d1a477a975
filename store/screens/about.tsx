import type { MetaFunction } from '../seo/route-meta';
import { PlannedPage } from './parts/page';

export const meta: MetaFunction = () => ({
  title: 'About us',
  description: 'The story of a Nigerian fragrance house: our mission and the perfumers behind every bottle.',
});

export function Component() {
  return (
    <PlannedPage
      title="About Us"
      holds="Our story, our mission (cultural preservation, sustainable sourcing, global recognition) and the four perfumers behind every bottle will be told here."
    />
  );
}
