import type { ReactNode } from 'react';
import { CartProvider } from './cart';
import { SessionProvider } from './session';

export { useCart, type Cart } from './cart';
export { useHydrated } from '../../ui/lib/use-hydrated';
export { useSession, type Session } from './session';

/**
 * The one place where the shop's machines get their real effects (the api client, localStorage, the
 * router, toasts). Rendered by the shell, inside the router, on the server and in the browser alike:
 * nothing here touches the browser until it has hydrated.
 */
export function ShopProviders({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <SessionProvider>{children}</SessionProvider>
    </CartProvider>
  );
}
