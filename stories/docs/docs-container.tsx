import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useLayoutEffect, type PropsWithChildren } from 'react';

const focus = HTMLElement.prototype.focus;

function focusWithoutScrolling(this: HTMLElement, options?: FocusOptions) {
  focus.call(this, { ...options, preventScroll: true });
}

/**
 * Storybook's Docs page, opened at its top. A Docs page mounts every story of a component at once, and a refused
 * form's error summary takes the focus as it appears (as it must in the shop): the page would open scrolled down to
 * the last one. While a Docs page is shown, a script's focus() moves the focus but leaves the scrolling to the
 * reader; Tab still scrolls to what it reaches.
 */
export function ShopDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  useLayoutEffect(() => {
    HTMLElement.prototype.focus = focusWithoutScrolling;
    return () => {
      HTMLElement.prototype.focus = focus;
    };
  }, []);
  return <DocsContainer {...props} />;
}
