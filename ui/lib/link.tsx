import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

/** What every link inside ui/ receives. `href` is an app path ('/products') or a full URL. */
type ShopLinkProps = ComponentProps<'a'> & { href: string };

type RenderLink = (props: ShopLinkProps) => ReactNode;

const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

const RenderLinkContext = createContext<RenderLink>(renderAnchor);

/**
 * ui/ knows no router. The app wraps itself in this provider with a function that draws its router's link
 * (react-router: `render={({ href, ...rest }) => <Link to={href} {...rest} />}`); without it links are plain <a>.
 */
function ShopLinkProvider({ render, children }: { render: RenderLink; children: ReactNode }) {
  return <RenderLinkContext.Provider value={render}>{children}</RenderLinkContext.Provider>;
}

/** A link that navigates with the app's router when one is provided. */
function ShopLink(props: ShopLinkProps) {
  return useContext(RenderLinkContext)(props);
}

export { ShopLink, ShopLinkProvider, type ShopLinkProps };
