import { LogOut, Menu, Package, Search, ShoppingBag, User } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  IconButton,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  iconButtonVariants,
} from '../../ui';
import { shop } from '../content/shop';
import { useCart } from '../providers/cart';
import { useSession } from '../providers/session';
import { NavItem } from './links';
import { navItems } from './nav-items';

/*
 * The storefront's header until ui/ ships its shop Header (a presentational one, fed by these same hooks):
 * logo, the four links, search, account, and the cart with its item count.
 */

function CartLink() {
  const { itemCount } = useCart();
  const label = itemCount === 1 ? 'Cart, 1 item' : `Cart, ${itemCount} items`;
  return (
    <Link
      to="/cart"
      aria-label={label}
      title="Cart"
      className={iconButtonVariants({ className: 'relative' })}
    >
      <ShoppingBag aria-hidden="true" />
      {itemCount > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-pill bg-accent px-1 text-xs font-semibold text-accent-foreground"
        >
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </Link>
  );
}

function AccountLinks() {
  const { loggedIn, logOut } = useSession();
  if (!loggedIn) {
    return (
      <Link to="/login" aria-label="Log in" title="Log in" className={iconButtonVariants()}>
        <User aria-hidden="true" />
      </Link>
    );
  }
  return (
    <>
      <Link to="/orders" aria-label="My orders" title="My orders" className={iconButtonVariants()}>
        <Package aria-hidden="true" />
      </Link>
      <IconButton label="Log out" onClick={() => void logOut()} className="max-md:hidden">
        <LogOut />
      </IconButton>
    </>
  );
}

function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { loggedIn, logOut } = useSession();
  // after following a link, focus belongs to the new page's heading, not back on the menu button
  const followedLink = useRef(false);
  const close = () => {
    followedLink.current = true;
    setOpen(false);
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <IconButton label="Open menu" className="md:hidden">
          <Menu />
        </IconButton>
      </SheetTrigger>
      <SheetContent
        side="left"
        closeLabel="Close menu"
        className="flex flex-col gap-6 p-6"
        onCloseAutoFocus={(event) => {
          if (followedLink.current) event.preventDefault();
          followedLink.current = false;
        }}
      >
        <SheetHeader>
          <SheetTitle>{shop.name}</SheetTitle>
          <SheetDescription className="sr-only">Pages of the shop</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="grid gap-1">
          {navItems.map((item) => (
            <NavItem key={item.to} to={item.to} onClick={close}>
              {item.label}
            </NavItem>
          ))}
        </nav>
        {loggedIn && (
          <section aria-labelledby="mobile-account" className="grid gap-1">
            <h2 id="mobile-account" className="text-label text-muted-foreground">
              Account
            </h2>
            <NavItem to="/orders" onClick={close}>
              My Orders
            </NavItem>
            <Button
              variant="ghost"
              className="justify-start px-2"
              onClick={() => {
                close();
                void logOut();
              }}
            >
              Logout
            </Button>
          </section>
        )}
      </SheetContent>
    </Sheet>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-page items-center gap-2 px-gutter sm:px-6">
        <MobileMenu />
        <Link to="/" className="font-display text-2xl text-primary" aria-label={`${shop.name}, home`}>
          {shop.name}
        </Link>
        <nav aria-label="Main" className="mx-auto hidden gap-4 md:flex">
          {navItems.map((item) => (
            <NavItem key={item.to} to={item.to}>
              {item.label}
            </NavItem>
          ))}
        </nav>
        <div className="ml-auto flex items-center md:ml-0">
          <Link to="/products" aria-label="Search perfumes" title="Search" className={iconButtonVariants()}>
            <Search aria-hidden="true" />
          </Link>
          <AccountLinks />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
