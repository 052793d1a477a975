// The marketing content as data (docs/architecture.md): the words the marketing sections of ui/marketing show.
export { courses, academyHeading } from './academy';
export { aboutStory, story } from './story';
export { appointmentHeading, appointmentOptions } from './appointment';
export {
  contactFormHeading,
  contactHeading,
  contactSent,
  faqHeading,
  faqItems,
  openingHours,
} from './contact';
export { type DeliveryTimes } from './delivery-times';
export { hero, heroSlides } from './hero';
export { heritageHeading, heritageTimeline } from './heritage';
export { featureBadges, homeHeadings, testimonials } from './home';
export {
  customerServiceLinks,
  quickLinks,
  sectionIds,
  socialLinks,
  type ContentLink,
  type SocialLink,
} from './links';
export { missionHeading, missionPillars, perfumers, perfumersHeading } from './about';
export { whatsAppLink, whatsAppLinks, whatsAppMessages, type WhatsAppLinks } from './whatsapp';
export { wholesaleHeading, wholesaleTiers } from './wholesale';
export { workshops, workshopsHeading } from './workshops';
