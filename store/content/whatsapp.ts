import { formatPrice } from '../../ui/lib/money';
import type { AppointmentOption, Course, WholesaleTier, Workshop } from '../../ui/marketing';
import { shop } from './shop';

/*
 * Enrolment, wholesale, workshop bookings, consultations and inquiries all happen in a WhatsApp chat with the
 * shop (specification, section 1). Content holds the opening messages; the phone comes from the shop's config at
 * run time (`config.businessPhone`), so nothing here knows it.
 */

/** Nigeria's country code: a number written the local way ('0803 ...') is dialled as '234803 ...'. */
const NIGERIA = '234';

/** The digits wa.me wants: no '+', spaces or dashes, and a local leading 0 turned into the country code. */
function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `${NIGERIA}${digits.slice(1)}` : digits;
}

/** A chat with the shop that opens with `message` typed in, ready to send. */
export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${whatsAppNumber(phone)}?text=${encodeURIComponent(message)}`;
}

// Workshop days are Lagos days, whatever zone renders the message.
const workshopDay = new Intl.DateTimeFormat('en-NG', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

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
    `${workshopDay.format(new Date(`${workshop.date}T12:00:00Z`))} at ${workshop.location}.`,
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
