import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ShopLinkProvider, type ShopLinkProps } from '../../ui/lib/link';

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
