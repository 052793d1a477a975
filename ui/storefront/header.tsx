import { Suspense, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { useControllableState } from '../lib/use-controllable-state';
import { lazyPart } from '../lib/lazy-part';
import { useHydrated } from '../lib/use-hydrated';
import { useNeeded } from '../lib/use-needed';
import { IconButton, iconButtonVariants } from '../primitives/icon-button';
import { isCurrentLink, mainLinks } from './nav-links';
import { countOf } from './words';
import { Icon } from '../primitives/icon';

type HeaderProps = ComponentProps<'header'> & {
  /** The path of the page shown, to mark its link ('/products'). */
  currentPath?: string;
  loggedIn: boolean;
  /** Lines in the cart, shown on the badge. */
  cartCount: number;
  /** The search button: the store opens the search bar and goes to /products. */
  onSearch: () => void;
  onLogout: () => void;
  /** The shopper's account page, where the account button leads before the page's scripts run. */
  accountHref?: string;
  /** The admin, offered in the account menus of an owner or staff; a shopper's have none. */
  adminHref?: string;
  /** The mobile menu's open state, when the parent wants to own it (it closes it on navigation anyway). */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /** A wa.me chat with the shop, offered in the phone's menu. */
  whatsappHref?: string;
};

// The account menu and the mobile menu (Radix's menu, popper and dialog code) are fetched when first
// needed, not with every page: a logged-out shopper on a phone never pays for the account menu, and the
// mobile menu's code starts loading as soon as a finger or the keyboard reaches its button.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazyPart(async () => (await loadAccountMenu()).AccountMenu);
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazyPart(async () => (await loadMobileMenu()).MobileMenu);
/** Starts fetching the mobile menu's code early; a failed fetch is tried again when the menu is opened. */
const prefetchMobileMenu = () => void loadMobileMenu().catch(() => undefined);

/**
 * Stands where the account menu's button will be until the page's scripts and the menu's code are in: a link to
 * the shopper's orders page (which has Orders and Logout), so a tap before then does what it can, not nothing.
 */
function AccountLink({ href }: { href: string }) {
  return (
    <ShopLink href={href} aria-label="Account" title="Account" className={iconButtonVariants()}>
      <Icon name="user-round" />
    </ShopLink>
  );
}

/** 'Cart, 3 items' for screen readers; the badge itself is decoration. */
function CartLink({ count }: { count: number }) {
  return (
    <ShopLink
      href="/cart"
      data-slot="header-cart"
      aria-label={count > 0 ? `Cart, ${countOf(count, 'item')}` : 'Cart, empty'}
      className={iconButtonVariants()}
    >
      <Icon name="shopping-bag" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-slot="header-cart-badge"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-pill bg-accent px-1 text-xs font-semibold text-accent-foreground tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </ShopLink>
  );
}

/** The shop's top bar: logo, main links (desktop), search, account, cart, and the menu button (phone). */
function Header({
  currentPath,
  loggedIn,
  cartCount,
  onSearch,
  onLogout,
  accountHref = '/orders',
  adminHref,
  menuOpen,
  onMenuOpenChange,
  whatsappHref,
  className,
  ...props
}: HeaderProps) {
  const [open, setOpen] = useControllableState({
    value: menuOpen,
    defaultValue: false,
    onChange: onMenuOpenChange,
  });
  const menuMounted = useNeeded(open);
  // the menu button and the account menu need the page's scripts; until then they are links that work
  const hydrated = useHydrated();

  return (
    <header
      data-slot="header"
      className={cn('sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur-sm', className)}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-page items-center gap-1 px-2 sm:px-6 lg:h-20 lg:gap-6 lg:px-8">
        {hydrated ? (
          <IconButton
            label="Open menu"
            className="lg:hidden"
            aria-expanded={open}
            onPointerEnter={prefetchMobileMenu}
            onFocus={prefetchMobileMenu}
            onClick={() => setOpen(true)}
          >
            <Icon name="menu" />
          </IconButton>
        ) : (
          <a
            href="#site-links"
            aria-label="Menu"
            title="Menu"
            className={cn(iconButtonVariants(), 'lg:hidden')}
          >
            <Icon name="menu" />
          </a>
        )}
        <ShopLink
          href="/"
          data-slot="header-logo"
          className="flex min-h-touch shrink-0 items-center rounded-md"
        >
          <img src="/images/logo.webp" alt="Òórùn" width={150} height={40} className="h-8 w-auto lg:h-10" />
        </ShopLink>
        <nav aria-label="Main" className="mx-auto hidden lg:block">
          <ul className="flex items-center gap-8">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <ShopLink
                  href={link.href}
                  aria-current={isCurrentLink(link.href, currentPath) ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-touch items-center text-sm label-caps text-foreground',
                    'underline-offset-8 hover:underline aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-2',
                  )}
                >
                  {link.label}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center lg:ml-0">
          <ShopLink
            href="/products"
            aria-label="Search"
            title="Search"
            className={iconButtonVariants()}
            onClick={(event) => {
              event.preventDefault();
              onSearch();
            }}
          >
            <Icon name="search" />
          </ShopLink>
          {loggedIn && !hydrated ? (
            <AccountLink href={accountHref} />
          ) : loggedIn ? (
            <Suspense fallback={<AccountLink href={accountHref} />}>
              <AccountMenu onLogout={onLogout} adminHref={adminHref} />
            </Suspense>
          ) : (
            <ShopLink href="/login" aria-label="Login" title="Login" className={iconButtonVariants()}>
              <Icon name="user-round" />
            </ShopLink>
          )}
          <CartLink count={cartCount} />
        </div>
      </div>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu
            open={open}
            onOpenChange={setOpen}
            currentPath={currentPath}
            loggedIn={loggedIn}
            adminHref={adminHref}
            onLogout={onLogout}
            whatsappHref={whatsappHref}
          />
        </Suspense>
      )}
    </header>
  );
}

export { Header, type HeaderProps };
