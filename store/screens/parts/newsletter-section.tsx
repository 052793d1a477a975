import { MarketingSection } from '../../../ui/marketing/marketing-section';
import { NewsletterForm } from '../../../ui/storefront/newsletter-form';
import { useNewsletter } from '../../features/newsletter';

const heading = {
  eyebrow: 'Newsletter',
  title: 'New scents, first',
  intro: 'New perfumes, workshop dates and offers from the house, now and then. No spam.',
} as const;

/** The newsletter signup that closes the home and contact pages, with its own subscribe call. */
export function NewsletterSection() {
  const newsletter = useNewsletter();
  return (
    <MarketingSection heading={heading} tone="surface">
      <NewsletterForm {...newsletter} label="Email address for the newsletter" className="mx-auto max-w-xl" />
    </MarketingSection>
  );
}
