import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ShopLinkProvider, type ShopLinkProps } from '../../ui';

const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** ui/ links navigate with the router (no page reload); other addresses (wa.me, mailto:) stay plain links. */
function renderLink({ href, children, ...props }: ShopLinkProps) {
  if (!isAppPath(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

export function RouterLinks({ children }: { children: ReactNode }) {
  return <ShopLinkProvider render={renderLink}>{children}</ShopLinkProvider>;
}

/** A header link that marks the current page (aria-current) and shows it. */
export function NavItem({
  to,
  children,
  className,
  onClick,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <NavLink
      to={to}
      onClick={onClick}
      end={to === '/'}
      // joined by hand: cn()'s tailwind-merge takes the text-label utility for a colour and drops it
      className={({ isActive }) =>
        [
          'text-label inline-flex min-h-touch items-center px-2 underline-offset-8 hover:text-primary',
          isActive ? 'underline decoration-accent decoration-2' : '',
          className ?? '',
        ].join(' ')
      }
    >
      {children}
    </NavLink>
  );
}
