import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { shopReviewStats } from '../../api';
import { AcademySection } from '../../ui/marketing/academy-section';
import { ContactBlock } from '../../ui/marketing/contact-block';
import { DeliveryPaymentInfo } from '../../ui/marketing/delivery-payment-info';
import { FeatureBadges } from '../../ui/marketing/feature-badges';
import { HeritageTimeline } from '../../ui/marketing/heritage-timeline';
import { Hero } from '../../ui/marketing/hero';
import { ReviewsCarousel } from '../../ui/marketing/reviews-carousel';
import { StorySection } from '../../ui/marketing/story-section';
import { Testimonials } from '../../ui/marketing/testimonials';
import { WholesaleTiers } from '../../ui/marketing/wholesale-tiers';
import { WorkshopsSection } from '../../ui/marketing/workshops-section';
import { academyHeading, courses } from '../content/academy';
import { openingHours } from '../content/contact';
import { heritageHeading, heritageTimeline } from '../content/heritage';
import { hero } from '../content/hero';
import { featureBadges, homeHeadings, testimonials } from '../content/home';
import { sectionIds } from '../content/links';
import { shop } from '../content/shop';
import { story } from '../content/story';
import { wholesaleHeading, wholesaleTiers } from '../content/wholesale';
import { workshops, workshopsHeading } from '../content/workshops';
import { apiFrom } from '../data/api';
import { orElse } from '../data/load';
import { useHeroCarousel } from '../features/hero-carousel';
import type { MetaFunction } from '../seo/route-meta';
import { ChatWidget } from './home/chat-widget';
import { HomeProductSections, homeProducts } from './home/product-sections';
import { loaded, streamedInBrowser } from './parts/deferred';
import { useShopInfo } from './parts/shop-info';

/**
 * Home: the sections in the order the storefront has always shown them. The available perfumes and the shop's
 * reviews are read on the server, so the first page arrives whole; after a tap the page shows at once and the
 * perfumes stream in. The shop's reviews are not essential: unreadable, they give the default statistics.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const products = loaded(api.productAvailable(), (answer) => homeProducts(answer.products));
  const [reviews, streamed] = await Promise.all([api.shopReviews(), streamedInBrowser(products)]);
  return { products: streamed.value, reviews: orElse(reviews, { reviews: [] }).reviews };
}

export const meta: MetaFunction<typeof loader> = () => ({ title: shop.name, description: shop.description });

export function Component() {
  const { products, reviews } = useLoaderData<typeof loader>();
  const { delivery, onlineDiscountRate, contact, chatWidget, whatsApp } = useShopInfo();
  const carousel = useHeroCarousel(hero.slides.length);
  return (
    <>
      <ChatWidget widget={chatWidget} />
      <Hero {...hero} inquiryHref={whatsApp.inquiry} {...carousel} />
      <HomeProductSections products={products} />
      <Testimonials heading={homeHeadings.testimonials} testimonials={testimonials} />
      <ReviewsCarousel
        heading={homeHeadings.reviews}
        reviews={reviews}
        stats={shopReviewStats(reviews.map((review) => review.rating))}
        delivery={delivery}
      />
      <DeliveryPaymentInfo
        id={sectionIds.delivery}
        heading={homeHeadings.delivery}
        delivery={delivery}
        onlineDiscountRate={onlineDiscountRate}
      />
      <StorySection {...story} tone="surface" />
      <AcademySection
        id={sectionIds.academy}
        heading={academyHeading}
        courses={courses}
        enrolHref={whatsApp.enrol}
      />
      <HeritageTimeline heading={heritageHeading} entries={heritageTimeline} />
      <WholesaleTiers
        id={sectionIds.wholesale}
        heading={wholesaleHeading}
        tiers={wholesaleTiers}
        joinHref={whatsApp.wholesale}
      />
      <WorkshopsSection
        id={sectionIds.workshops}
        heading={workshopsHeading}
        workshops={workshops}
        bookHref={whatsApp.workshop}
      />
      <FeatureBadges badges={featureBadges(delivery)} />
      {contact && <ContactBlock heading={homeHeadings.contact} contact={contact} hours={openingHours} />}
    </>
  );
}
