import { Link } from 'react-router-dom';
import { shop } from '../content/shop';
import { useShopConfig } from './root-data';

/*
 * The storefront's footer until ui/ ships its shop Footer (with the newsletter box, which needs the
 * newsletter machine): who the shop is, where to reach it, and the quick links.
 */
const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/products', label: 'Collections' },
  { to: '/appointment', label: 'Workshops' },
  { to: '/contact', label: 'Contact Us' },
] as const;

export function SiteFooter() {
  const config = useShopConfig();
  return (
    <footer className="surface-inverse mt-16">
      <div className="mx-auto grid max-w-page gap-8 px-gutter py-12 sm:grid-cols-3 sm:px-6">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="font-display text-2xl">
            {shop.fullName}
          </h2>
          <p className="mt-2 text-sm opacity-80">{shop.description}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-label">
            Quick links
          </h2>
          <ul className="mt-2 grid gap-1">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-touch items-center hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {config && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="text-label">
              Reach us
            </h2>
            <address className="mt-2 grid gap-1 text-sm not-italic">
              <a
                href={`tel:${config.contact.phone}`}
                className="inline-flex min-h-touch items-center hover:underline"
              >
                {config.contact.phone}
              </a>
              <a
                href={`mailto:${config.contact.email}`}
                className="inline-flex min-h-touch items-center hover:underline"
              >
                {config.contact.email}
              </a>
              <span>{config.contact.address}</span>
            </address>
          </section>
        )}
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs opacity-80">
        © {shop.fullName}. Prices in naira (₦).
      </p>
    </footer>
  );
}
