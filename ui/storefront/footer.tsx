import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { iconButtonVariants } from '../primitives/icon-button';
import { NewsletterForm, type NewsletterFormProps } from './newsletter-form';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon } from './social-icons';
import { Icon } from '../primitives/icon';

type SocialLinks = { instagram: string; facebook: string; tiktok: string; x: string };

type FooterLinks = {
  home: string;
  about: string;
  collections: string;
  academy: string;
  workshops: string;
  contact: string;
  shipping: string;
  returns: string;
  faq: string;
  privacy: string;
  terms: string;
};

type BusinessHours = readonly { days: string; hours: string }[];

/** Where the footer links go unless the store says otherwise; the academy and workshops live on the home page. */
const defaultFooterLinks = {
  home: '/',
  about: '/about',
  collections: '/products',
  academy: '/#academy',
  workshops: '/#workshops',
  contact: '/contact',
  shipping: '/#delivery',
  returns: '/returns',
  faq: '/contact#faq',
  privacy: '/privacy',
  terms: '/terms',
} as const satisfies FooterLinks;

/** The shop's usual hours: Mon-Fri 9-6, Sat 10-4, Sunday closed. */
const defaultBusinessHours = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const satisfies BusinessHours;

type FooterProps = ComponentProps<'footer'> & {
  /** The newsletter box's props, passed straight to NewsletterForm. */
  newsletter: Omit<NewsletterFormProps, 'className'>;
  social: SocialLinks;
  /** The web developer's contact link. */
  developer: { name: string; href: string };
  links?: Partial<FooterLinks>;
  businessHours?: BusinessHours;
  /** The copyright year; given by the store so server and browser render the same. */
  year: number;
};

const linkClasses =
  'inline-flex min-h-touch items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

function LinkColumn({
  id,
  title,
  links,
}: {
  id?: string;
  title: string;
  links: readonly { label: string; href: string }[];
}) {
  return (
    <nav id={id} aria-label={title}>
      <h2 className="mb-2 text-xs label-caps text-accent-text">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <ShopLink href={link.href} className={linkClasses}>
              {link.label}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SocialLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <li>
      <a
        href={href}
        aria-label={label}
        title={label}
        className={cn(iconButtonVariants(), 'border border-border hover:bg-white/10')}
      >
        {children}
      </a>
    </li>
  );
}

/** The shop's footer on a dark band: newsletter, social links, link columns, hours, developer credit, copyright. */
function Footer({
  newsletter,
  social,
  developer,
  links,
  businessHours = defaultBusinessHours,
  year,
  className,
  ...props
}: FooterProps) {
  const to = { ...defaultFooterLinks, ...links };
  const newsletterId = useId();
  const hoursId = useId();

  return (
    <footer data-slot="footer" className={cn('surface-inverse', className)} {...props}>
      <div className="mx-auto grid max-w-page gap-10 px-gutter py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <section
          aria-labelledby={newsletterId}
          className="grid content-start gap-4 md:col-span-2 lg:col-span-1"
        >
          <h2 id={newsletterId} className="font-display text-2xl">
            Join our newsletter
          </h2>
          <p className="text-sm text-muted-foreground">
            New scents, workshops and offers from the house, now and then.
          </p>
          {/* surface-inverse re-points text colours but not the ivory control fill: keep the typed text dark. */}
          <NewsletterForm
            {...newsletter}
            className="[&_input]:text-aubergine-950 [&_input]:placeholder:text-aubergine-600"
          />
          <ul aria-label="Follow us" className="flex gap-2">
            <SocialLink href={social.instagram} label="Instagram">
              <InstagramIcon />
            </SocialLink>
            <SocialLink href={social.facebook} label="Facebook">
              <FacebookIcon />
            </SocialLink>
            <SocialLink href={social.tiktok} label="TikTok">
              <TikTokIcon />
            </SocialLink>
            <SocialLink href={social.x} label="X">
              <XIcon />
            </SocialLink>
          </ul>
        </section>
        {/* the header's menu button leads here until the page's scripts can open the menu */}
        <LinkColumn
          id="site-links"
          title="Quick Links"
          links={[
            { label: 'Home', href: to.home },
            { label: 'About Us', href: to.about },
            { label: 'Collections', href: to.collections },
            { label: 'Perfume Academy', href: to.academy },
            { label: 'Workshops', href: to.workshops },
          ]}
        />
        <LinkColumn
          title="Customer Service"
          links={[
            { label: 'Contact Us', href: to.contact },
            { label: 'Shipping Policy', href: to.shipping },
            { label: 'Returns & Refunds', href: to.returns },
            { label: 'FAQ', href: to.faq },
            { label: 'Privacy Notice', href: to.privacy },
            { label: 'Terms of Sale', href: to.terms },
          ]}
        />
        <section aria-labelledby={hoursId}>
          <h2 id={hoursId} className="mb-2 flex items-center gap-2 text-xs label-caps text-accent-text">
            <Icon name="clock" className="size-4" />
            Business Hours
          </h2>
          <dl className="grid gap-2 text-sm">
            {businessHours.map((row) => (
              <div key={row.days}>
                <dt className="font-medium">{row.days}</dt>
                <dd className="text-muted-foreground">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-page flex-col gap-1 px-gutter py-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {year} Òórùn. All rights reserved.</p>
          <p>
            Website by{' '}
            <a
              href={developer.href}
              className="inline-flex min-h-touch items-center text-foreground underline underline-offset-4"
            >
              {developer.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

export {
  defaultBusinessHours,
  defaultFooterLinks,
  Footer,
  type BusinessHours,
  type FooterLinks,
  type FooterProps,
  type SocialLinks,
};
