import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { iconButtonVariants } from '../primitives/icon-button';
import { Icon, type IconName } from '../primitives/icon';

// a plain string, not cn(): cn() at import time would build tailwind-merge's tables while the page loads
const itemClasses =
  'flex min-h-touch cursor-pointer items-center gap-3 rounded-md px-3 text-base outline-none select-none ' +
  'data-highlighted:bg-primary-soft data-disabled:cursor-default data-disabled:text-muted-foreground ' +
  '[&_svg]:size-4 [&_svg]:shrink-0';

/** An item that is a link to a page of the shop. */
function LinkItem({ href, icon, children }: { href: string; icon: IconName; children: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <ShopLink href={href}>
        <Icon name={icon} />
        {children}
      </ShopLink>
    </DropdownMenu.Item>
  );
}

type AccountMenuProps = Omit<ComponentProps<typeof DropdownMenu.Root>, 'children'> & {
  onLogout: () => void;
  accountHref?: string;
  ordersHref?: string;
  /** The admin, for an owner or staff: the menu's first item. A shopper's menu has none. */
  adminHref?: string;
  className?: string;
};

/**
 * The logged-in shopper's account menu (Radix DropdownMenu: Enter, Space or ArrowDown open it, arrows move).
 * The old 'My Profile' item led nowhere; it is now My Account, the page to change the password and log out
 * everywhere. An owner or staff member finds the admin here too.
 */
function AccountMenu({
  onLogout,
  accountHref = '/account',
  ordersHref = '/orders',
  adminHref,
  className,
  ...rootProps
}: AccountMenuProps) {
  return (
    <DropdownMenu.Root {...rootProps}>
      <DropdownMenu.Trigger
        data-slot="account-menu-trigger"
        aria-label="Account"
        title="Account"
        className={cn(iconButtonVariants(), 'data-[state=open]:bg-primary-soft', className)}
      >
        <Icon name="user-round" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="account-menu"
          align="end"
          sideOffset={6}
          className={cn(
            'z-50 min-w-48 rounded-lg border border-border bg-card p-1 text-foreground shadow-lift',
            'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
          )}
        >
          {adminHref && (
            <>
              <LinkItem href={adminHref} icon="sliders-horizontal">
                Admin
              </LinkItem>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
            </>
          )}
          <LinkItem href={accountHref} icon="user-round">
            My Account
          </LinkItem>
          <LinkItem href={ordersHref} icon="package">
            Orders
          </LinkItem>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            <Icon name="log-out" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export { AccountMenu, type AccountMenuProps };
