import { useId, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../primitives/sheet';
import { isCurrentLink, mainLinks } from './nav-links';
import { Icon } from '../primitives/icon';

type MobileMenuProps = Omit<ComponentProps<typeof Sheet>, 'children'> & {
  currentPath?: string;
  loggedIn: boolean;
  /** The admin, for an owner or staff: the account's first row. */
  adminHref?: string;
  onLogout: () => void;
  /** Called with the link's href when the shopper follows a link; the menu closes itself too. */
  onNavigate?: (href: string) => void;
  /** A wa.me chat with the shop; the row shows when the shop has a WhatsApp number. */
  whatsappHref?: string;
};

const rowClasses =
  'flex min-h-touch w-full items-center border-b border-border py-3 text-left text-base label-caps text-foreground';

/** A link row that closes the sheet when followed. */
function MenuLink({
  href,
  current,
  onNavigate,
  children,
}: {
  href: string;
  current?: boolean;
  onNavigate?: (href: string) => void;
  children: string;
}) {
  return (
    <SheetClose asChild>
      <ShopLink
        href={href}
        aria-current={current ? 'page' : undefined}
        onClick={() => onNavigate?.(href)}
        className={cn(rowClasses, 'aria-[current=page]:text-accent-text')}
      >
        {children}
      </ShopLink>
    </SheetClose>
  );
}

/** The slide-in menu of a phone: the main links, then the account links. Escape and any link close it. */
function MobileMenu({
  currentPath,
  loggedIn,
  adminHref,
  onLogout,
  onNavigate,
  whatsappHref,
  ...sheetProps
}: MobileMenuProps) {
  const accountHeadingId = useId();
  return (
    <Sheet {...sheetProps}>
      <SheetContent side="left" closeLabel="Close menu" data-slot="mobile-menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">The shop&apos;s pages and your account</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <ul>
            {mainLinks.map((link) => (
              <li key={link.href}>
                <MenuLink
                  href={link.href}
                  current={isCurrentLink(link.href, currentPath)}
                  onNavigate={onNavigate}
                >
                  {link.label}
                </MenuLink>
              </li>
            ))}
            {whatsappHref && (
              <li>
                <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={rowClasses}>
                  <Icon name="message-circle" className="mr-2 size-4" />
                  Chat on WhatsApp<span className="sr-only"> (opens WhatsApp in a new tab)</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
        <section aria-labelledby={accountHeadingId} className="mt-4">
          <h2 id={accountHeadingId} className="mb-1 text-xs label-caps text-muted-foreground">
            Account
          </h2>
          {loggedIn ? (
            <ul>
              {adminHref && (
                <li>
                  <MenuLink href={adminHref} onNavigate={onNavigate}>
                    Admin
                  </MenuLink>
                </li>
              )}
              <li>
                <MenuLink href="/orders" current={currentPath === '/orders'} onNavigate={onNavigate}>
                  My Orders
                </MenuLink>
              </li>
              <li>
                <MenuLink href="/account" current={currentPath === '/account'} onNavigate={onNavigate}>
                  My Account
                </MenuLink>
              </li>
              <li>
                <SheetClose asChild>
                  <button type="button" className={rowClasses} onClick={onLogout}>
                    Logout
                  </button>
                </SheetClose>
              </li>
            </ul>
          ) : (
            <SheetClose asChild>
              <Button asChild fullWidth className="mt-2">
                <ShopLink href="/login" onClick={() => onNavigate?.('/login')}>
                  Login
                </ShopLink>
              </Button>
            </SheetClose>
          )}
        </section>
      </SheetContent>
    </Sheet>
  );
}

export { MobileMenu, type MobileMenuProps };
