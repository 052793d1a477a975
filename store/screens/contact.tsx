import { ContactBlock } from '../../ui/marketing/contact-block';
import { FaqList } from '../../ui/marketing/faq-list';
import { SectionHeading } from '../../ui/marketing/section-heading';
import { Testimonials } from '../../ui/marketing/testimonials';
import { contactHeading, faqHeading, faqItems, openingHours } from '../content/contact';
import { homeHeadings, testimonials } from '../content/home';
import { sectionIds } from '../content/links';
import type { MetaFunction } from '../seo/route-meta';
import { ContactFormSection } from './contact/contact-form-section';
import { useShopInfo } from './parts/shop-info';

export const meta: MetaFunction = () => ({
  title: 'Contact us',
  description:
    'Call, email or visit Òórùn in Ibadan. Opening hours, directions and answers to common questions.',
});

/** Contact: how to reach the shop (the map only when configured), the form, six answers, testimonials. */
export function Component() {
  const { contact, delivery, onlineDiscountRate, whatsApp } = useShopInfo();
  return (
    <>
      {contact ? (
        <ContactBlock
          heading={contactHeading}
          level={1}
          contact={contact}
          hours={openingHours}
          whatsappHref={whatsApp.inquiry}
        />
      ) : (
        // without the shop's settings there are no details to show, but the page keeps its heading
        <div className="mx-auto max-w-page px-gutter py-14 sm:px-6 lg:px-8">
          <SectionHeading {...contactHeading} level={1} />
        </div>
      )}
      <ContactFormSection />
      <FaqList id={sectionIds.faq} heading={faqHeading} items={faqItems(delivery, onlineDiscountRate)} />
      <Testimonials heading={homeHeadings.testimonials} testimonials={testimonials} tone="surface" />
    </>
  );
}
