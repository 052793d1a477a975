// What the marketing stories share: the shop's contact details as /api/config serves them, its WhatsApp links,
// and a way to read which carousel slide is shown. Not a story file: Storybook does not pick it up.
import { defaultDeliveryRules } from '../../../api';
import { whatsAppLinks } from '../../../store/content';
import type { DeliveryTerms, ShopContact } from '../../../ui/marketing';

export { atDesktop, atMobile } from '../primitives/play-helpers';

export const businessPhone = '2348031234567';

export const links = whatsAppLinks(businessPhone);

/** The shop's delivery rule as /api/config serves it by default. */
export const delivery: DeliveryTerms = defaultDeliveryRules;

/** A map page that needs no internet (the real one is the shop's own embed URL). */
const offlineMap =
  'data:text/html,' +
  encodeURIComponent(
    '<!doctype html><html lang="en"><title>Map</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:%23e4d7c3;font:16px sans-serif">Map of Bodija, Ibadan</body></html>',
  );

export const shopContact: ShopContact = {
  phone: '+234 803 123 4567',
  email: 'hello@oorun.ng',
  address: '12 Awolowo Avenue, Bodija, Ibadan, Oyo State',
  directionsUrl: 'https://maps.google.com/?q=Bodija+Ibadan',
  mapEmbedUrl: offlineMap,
};

/** The index of the slide shown, or -1. */
export function activeSlide(root: HTMLElement): number {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-slot="carousel-slide"]')).findIndex(
    (slide) => slide.dataset.active,
  );
}

/** The message a wa.me link opens with. */
export function whatsAppMessage(href: string | null): string {
  return new URL(href ?? '').searchParams.get('text') ?? '';
}
