import { formatLongDay, whatsAppLink } from '../../api';
import { formatPrice } from '../../ui/lib/money';
import type { AppointmentOption, Course, WholesaleTier, Workshop } from '../../ui/marketing';
import { shop } from './shop';

/*
 * Enrolment, wholesale, workshop bookings, consultations and inquiries all happen in a WhatsApp chat with the
 * shop, not in the site. Content holds the opening messages; the phone comes from the shop's config at run time
 * (`config.businessPhone`), so nothing here knows it. The wa.me link itself is api's (the shop's mails link to
 * the same chat).
 */

export { whatsAppLink };

const hello = `Hello ${shop.name},`;

/** The opening message of each chat, in the shopper's voice. */
export const whatsAppMessages = {
  inquiry: `${hello} I would like to make an inquiry about your perfumes.`,
  enrol: (course: Pick<Course, 'title' | 'duration' | 'price'>) =>
    `${hello} I would like to enrol in the ${course.title} (${course.duration}, ${formatPrice(course.price)}). ` +
    'Please send me the next start date and how to pay.',
  wholesale: (tier: Pick<WholesaleTier, 'name' | 'minimumOrder' | 'discount'>) =>
    `${hello} I am interested in the ${tier.name} wholesale partnership (orders from ` +
    `${formatPrice(tier.minimumOrder)}, ${tier.discount}% discount). Please tell me how to join.`,
  workshop: (workshop: Pick<Workshop, 'title' | 'date' | 'location'>) =>
    `${hello} I would like to book a place at "${workshop.title}" on ` +
    `${formatLongDay(workshop.date)} at ${workshop.location}.`,
  workshopDates: `${hello} I would like to book a perfume-making workshop. Which dates are open?`,
  consultation: `${hello} I would like to book a personal scent consultation. When are you available?`,
  product: (name: string) => `${hello} I would like to ask about ${name}.`,
  order: (reference: string) => `${hello} I have a question about my order #${reference}.`,
} as const;

/** Every WhatsApp link the marketing sections need, for the shop's phone: pass these straight to the sections. */
export function whatsAppLinks(phone: string) {
  const link = (message: string) => whatsAppLink(phone, message);
  return {
    inquiry: link(whatsAppMessages.inquiry),
    enrol: (course: Course) => link(whatsAppMessages.enrol(course)),
    wholesale: (tier: WholesaleTier) => link(whatsAppMessages.wholesale(tier)),
    workshop: (workshop: Workshop) => link(whatsAppMessages.workshop(workshop)),
    consultation: link(whatsAppMessages.consultation),
    product: (name: string) => link(whatsAppMessages.product(name)),
    order: (reference: string) => link(whatsAppMessages.order(reference)),
    appointment: (option: AppointmentOption) =>
      link(option.kind === 'workshop' ? whatsAppMessages.workshopDates : whatsAppMessages.consultation),
  };
}

export type WhatsAppLinks = ReturnType<typeof whatsAppLinks>;
