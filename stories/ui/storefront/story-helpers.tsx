// Shared by the storefront pieces' stories. Not a story file: Storybook does not pick it up.
import type { Decorator } from '@storybook/react-vite';

import { ShopLinkProvider, type ShopLinkProps } from '../../../ui';

export { atDesktop, atMobile, expectEscapeCloses, holdArrow } from '../primitives/play-helpers';

/** Links stay in the story when followed (a real navigation would unload the test); their handlers still run. */
function StayingLink({ href, onClick, children, ...props }: ShopLinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

export const withStayingLinks: Decorator = (Story) => (
  <ShopLinkProvider render={(props) => <StayingLink {...props} />}>{Story()}</ShopLinkProvider>
);

/** A story with no padding, so a page-wide piece (header, footer) spans the viewport. */
export const fullscreen = { layout: 'fullscreen' } as const;
