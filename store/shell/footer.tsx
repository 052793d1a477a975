import { formatYear } from '../../api';
import { defaultFooterLinks, Footer, type SocialLinks } from '../../ui/storefront/footer';
import { customerServiceLinks, openingHours, quickLinks, socialLinks } from '../content';
import { useNewsletter } from '../features/newsletter';

/*
 * Not in store/content yet, so kept here until the shop gives them: the X account (the other networks are
 * content's placeholders too) and the web developer's contact link the footer has always carried.
 */
const xAccount = 'https://x.com/oorun_fragrance';
const developer = { name: 'Òórùn Digital', href: 'mailto:web@oorun.ng' };

const social: SocialLinks = {
  instagram: socialLinks.find((link) => link.network === 'instagram')?.href ?? '',
  facebook: socialLinks.find((link) => link.network === 'facebook')?.href ?? '',
  tiktok: socialLinks.find((link) => link.network === 'tiktok')?.href ?? '',
  x: xAccount,
};

const hrefOf = (links: readonly { label: string; href: string }[], label: string, fallback: string) =>
  links.find((link) => link.label === label)?.href ?? fallback;

/** Where the footer's links lead, from store/content (the labels are the Footer's own). */
const links = {
  home: hrefOf(quickLinks, 'Home', defaultFooterLinks.home),
  about: hrefOf(quickLinks, 'About Us', defaultFooterLinks.about),
  collections: hrefOf(quickLinks, 'Collections', defaultFooterLinks.collections),
  academy: hrefOf(quickLinks, 'Perfume Academy', defaultFooterLinks.academy),
  workshops: hrefOf(quickLinks, 'Workshops', defaultFooterLinks.workshops),
  contact: hrefOf(customerServiceLinks, 'Contact Us', defaultFooterLinks.contact),
  shipping: hrefOf(customerServiceLinks, 'Shipping Policy', defaultFooterLinks.shipping),
  returns: hrefOf(customerServiceLinks, 'Returns & Refunds', defaultFooterLinks.returns),
  faq: hrefOf(customerServiceLinks, 'FAQ', defaultFooterLinks.faq),
  privacy: hrefOf(customerServiceLinks, 'Privacy Notice', defaultFooterLinks.privacy),
  terms: hrefOf(customerServiceLinks, 'Terms of Sale', defaultFooterLinks.terms),
};

// the year in Lagos, so the server and the shopper's browser print the same one on New Year's Eve too
const year = Number(formatYear(Date.now()));

/** ui/'s Footer with the real newsletter box (/api/newsletter/subscribe) and the shop's links and hours. */
export function SiteFooter() {
  const newsletter = useNewsletter();
  return (
    <Footer
      newsletter={newsletter}
      social={social}
      developer={developer}
      links={links}
      businessHours={openingHours}
      year={year}
    />
  );
}
