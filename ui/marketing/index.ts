// The marketing sections of the home, About, Contact and Appointment screens. Presentational: store/content
// holds the words and passes them in.
export { AcademySection, type AcademySectionProps, type Course } from './academy-section';
export {
  AppointmentOptions,
  appointmentIcons,
  type AppointmentOption,
  type AppointmentOptionsProps,
} from './appointment-options';
export { ContactBlock, type ContactBlockProps, type OpeningHours, type ShopContact } from './contact-block';
export {
  ContactForm,
  type ContactFormField,
  type ContactFormProps,
  type ContactFormResult,
  type ContactFormValues,
} from './contact-form';
export {
  DeliveryPaymentInfo,
  type DeliveryPaymentInfoProps,
  type DeliveryTerms,
} from './delivery-payment-info';
export { FaqList, type FaqItem, type FaqListProps } from './faq-list';
export { FeatureBadges, featureIcons, type FeatureBadge, type FeatureBadgesProps } from './feature-badges';
export { HeritageTimeline, type HeritageEntry, type HeritageTimelineProps } from './heritage-timeline';
export { Hero, type HeroProps, type HeroSlide } from './hero';
export { MarketingSection, marketingSectionVariants, type MarketingSectionProps } from './marketing-section';
export {
  MissionSection,
  missionIcons,
  type MissionPillar,
  type MissionSectionProps,
} from './mission-section';
export { PerfumerProfiles, type Perfumer, type PerfumerProfilesProps } from './perfumer-profiles';
export { ReviewsCarousel, type ReviewsCarouselProps } from './reviews-carousel';
export {
  SectionHeading,
  sectionHeadingVariants,
  type SectionHeadingProps,
  type SectionHeadingText,
} from './section-heading';
export { StorySection, type StoryFact, type StoryImage, type StorySectionProps } from './story-section';
export { Testimonials, type Testimonial, type TestimonialsProps } from './testimonials';
export { WhatsAppLink, type WhatsAppLinkProps } from './whatsapp-link';
export { WholesaleTiers, type WholesaleTier, type WholesaleTiersProps } from './wholesale-tiers';
export { WorkshopsSection, type Workshop, type WorkshopsSectionProps } from './workshops-section';
