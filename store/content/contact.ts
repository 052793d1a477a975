import { formatPercent } from '../../api';
import type { FaqItem, OpeningHours, SectionHeadingText } from '../../ui/marketing';
import type { DeliveryTimes } from './delivery-times';

/** The Contact page: the block's heading, hours, the form, and six FAQ items. */
export const contactHeading = {
  eyebrow: 'Contact us',
  title: 'We would love to hear from you',
  intro: 'Call, email or visit our studio in Ibadan. For orders and bookings, WhatsApp is quickest.',
} as const satisfies SectionHeadingText;

export const openingHours = [
  { days: 'Monday to Friday', hours: '9 am to 6 pm' },
  { days: 'Saturday', hours: '10 am to 4 pm' },
  { days: 'Sunday', hours: 'Closed' },
] as const satisfies readonly OpeningHours[];

export const contactFormHeading = {
  eyebrow: 'Write to us',
  title: 'Send us a message',
  intro: 'We answer every message within one working day.',
} as const satisfies SectionHeadingText;

/** What the form says when the shop has received the message. */
export const contactSent =
  'Thank you. Your message has reached us, and we will reply within one working day.';

export const faqHeading = {
  eyebrow: 'FAQ',
  title: 'Questions we are often asked',
} as const satisfies SectionHeadingText;

/**
 * Six answers; delivery times come from the shop's rule, not the old 3-5 and 5-7 days
 * (docs/decisions/023-food-shop-leftovers-replaced.md), and the online discount from the owner's setting.
 */
export function faqItems(delivery: DeliveryTimes, onlineDiscountRate: number): FaqItem[] {
  const discount =
    onlineDiscountRate > 0 ? `, which takes ${formatPercent(onlineDiscountRate)} off your subtotal` : '';
  return [
    {
      question: 'How long does delivery take?',
      answer: `Orders in ${delivery.localCity} arrive in ${delivery.localDays}. Everywhere else in Nigeria, our logistics partner delivers in ${delivery.elsewhereDays}. We dispatch once your payment is confirmed.`,
    },
    {
      question: 'How long does an Òórùn perfume last on the skin?',
      answer:
        'Our eau de parfums usually last six to eight hours, and our oil-based attars longer. Heat, skin type and where you apply it all make a difference: try the pulse points and your clothes.',
    },
    {
      question: 'Are your perfumes original?',
      answer:
        'Yes. Every perfume is our own formula, blended and bottled in our Ibadan studio. We do not sell copies of other brands’ perfumes.',
    },
    {
      question: 'How can I pay?',
      answer: `You can pay online by card or bank at checkout${discount}, or pay by bank transfer before dispatch and send us your proof of payment.`,
    },
    {
      question: 'Can I return or exchange a perfume?',
      answer:
        'If your order arrives damaged or is not what you ordered, message us within 48 hours with a photo and we will replace it. For hygiene reasons we cannot take back opened perfume.',
    },
    {
      question: 'Can I visit the studio to smell the scents first?',
      answer:
        'Yes, during our opening hours. Book a free consultation on WhatsApp and a perfumer will take you through the collection.',
    },
  ];
}
