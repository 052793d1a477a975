/*
 * The shop's policies, as data: the privacy notice a Nigerian shop that keeps personal data owes its shoppers
 * (Nigeria Data Protection Act 2023), the terms of sale and the returns policy. Written from what the shop does
 * (server/, docs/decisions/); the shop owner confirms every sentence before launch, like the rest of the copy,
 * and dates the change in `updated`.
 */

import type { DeliveryTimes } from './delivery-times';

/** A paragraph, or one that says the shop's delivery times as the owner has set them. */
export type PolicyParagraph = string | ((delivery: DeliveryTimes) => string);

export interface PolicySection {
  heading: string;
  paragraphs: readonly PolicyParagraph[];
}

export interface Policy {
  path: '/privacy' | '/terms' | '/returns';
  title: string;
  /** the search result's and link preview's line */
  description: string;
  /** when the text last changed, as shoppers read it */
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
}

const updated = '24 November 2026';

export const privacyPolicy: Policy = {
  path: '/privacy',
  title: 'Privacy notice',
  description:
    'What personal data Òórùn keeps, why, for how long, who sees it, and your rights under the NDPA 2023.',
  updated,
  intro:
    'Òórùn Fragrance House, Ibadan, keeps the personal data it needs to sell and deliver your perfumes, and no more. ' +
    'This notice says what we keep, why, and what you can ask of us under the Nigeria Data Protection Act 2023.',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Your account: your name, your email address and your password, which we keep only as a one-way hash.',
        'Your orders: the delivery address and phone number you give at checkout, what you bought, the amounts and how you paid. We never see or keep your card details: Paystack and Flutterwave take them on their own pages.',
        'What you send us: reviews, contact messages and your email address if you join the newsletter.',
        'For security: the address your requests come from, kept for a short time to stop password guessing and abuse.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'To take, deliver and follow your orders, and to answer you (the contract between us).',
        'To keep the shop and your account safe (our legitimate interest), and to keep the records Nigerian tax law asks of a business (a legal obligation).',
        'To send the newsletter, only if you asked for it (your consent, which you can withdraw at any time).',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Our staff, to prepare and send your order; the courier who delivers it (your name, address and phone); Paystack or Flutterwave when you pay by card; and our mail provider, to send you order and password mails.',
        'We do not sell your data, and we share it with no one else unless the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Your account until you ask us to close it. Orders for six years, as tax records. Security records for no more than a day. Newsletter addresses until you unsubscribe.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask to see the data we hold about you, to correct it, to delete it, to receive it in a common format, or to object to its use; write to us through the contact page and we answer within 30 days.',
        'If you are not satisfied with our answer, you may complain to the Nigeria Data Protection Commission (NDPC).',
      ],
    },
  ],
};

export const termsOfSale: Policy = {
  path: '/terms',
  title: 'Terms of sale',
  description: 'How ordering, prices, payment and delivery work when you buy from Òórùn.',
  updated,
  intro: 'These terms apply to every order placed on this shop. Placing an order means you accept them.',
  sections: [
    {
      heading: 'Prices',
      paragraphs: [
        'Prices are in naira and include VAT where it applies. The delivery fee and any online payment discount are shown at checkout before you place the order.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'Pay before delivery: transfer the total to the bank account shown with your order and send us the proof on WhatsApp. We hold your perfumes for 48 hours; an order still unpaid after that is cancelled and you are told by mail.',
        'Paystack or Flutterwave: the order is confirmed when the payment is.',
      ],
    },
    {
      heading: 'Delivery',
      paragraphs: [
        (delivery) =>
          `${delivery.localCity}: ${delivery.localDays}. Elsewhere in Nigeria: ${delivery.elsewhereDays}, through our logistics partner. Nothing leaves before your payment is confirmed.`,
      ],
    },
    {
      heading: 'Cancelling an order',
      paragraphs: [
        'You may cancel an order until it is shipped: write to us on WhatsApp or through the contact page with its reference. Anything you paid is refunded as the returns policy says.',
      ],
    },
  ],
};

export const returnsPolicy: Policy = {
  path: '/returns',
  title: 'Returns and refunds',
  description: 'What you can return to Òórùn, how, and how refunds are paid.',
  updated,
  intro:
    'Perfume is personal and, once opened, cannot be sold again. We take back what arrives wrong or damaged, and unopened bottles you change your mind about.',
  sections: [
    {
      heading: 'Damaged or wrong',
      paragraphs: [
        'Tell us within 48 hours of delivery, on WhatsApp with a photo and the order reference. We replace the bottle or refund it in full, delivery included.',
      ],
    },
    {
      heading: 'Changed your mind',
      paragraphs: [
        'Unopened bottles, with their seal and box, may be returned within 7 days of delivery. Send them back at your cost, or bring them to our studio in Ibadan; we refund the price of the bottles.',
        'Opened bottles, samples and gift-wrapped orders made to your request cannot be returned.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Refunds are paid within 14 days of our receiving the return: to your card for Paystack and Flutterwave payments, and to the bank account you name for transfers.',
      ],
    },
  ],
};

export const policies = [privacyPolicy, termsOfSale, returnsPolicy] as const;

/** The policy a page shows, by its path. */
export const policyAt = (path: string): Policy | undefined => policies.find((policy) => policy.path === path);
