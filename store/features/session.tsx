import { createContext, use, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../api';
import { browserApi } from '../data/api';
import { toast } from '../toasts';
import { useCart } from './cart';
import { storeToken, useToken } from './session-token';

export interface Session {
  /** null for a guest; always null on the server and during hydration */
  token: string | null;
  loggedIn: boolean;
  /** after a successful login or sign-up: keeps the token and merges the guest cart (decision 9) */
  logIn(token: string): void;
  /** revokes the token, forgets it, empties the cart, goes to /login and says so (specification, Header) */
  logOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const { actor: cart } = useCart();
  const navigate = useNavigate();

  // The cart follows the token: restored on load, gone on logout (here or in another tab).
  useEffect(() => {
    const cartToken = cart.getSnapshot().context.token;
    if (token === cartToken) return;
    if (cartToken) cart.send({ type: 'cart.loggedOut' });
    if (token) cart.send({ type: 'cart.sessionRestored', token });
  }, [cart, token]);

  const logIn = useCallback(
    (next: string) => {
      // the token is stored first: the cart's server calls start at once and read it from storage. The
      // cart hears of the login before this provider re-renders, so it merges the guest cart (decision 9)
      // instead of taking the login for a restored session, which would replace it.
      storeToken(next);
      cart.send({ type: 'cart.loggedIn', token: next });
    },
    [cart],
  );

  const logOut = useCallback(async () => {
    // revoking is a courtesy to the server; the shopper is logged out here whatever it answers
    await browserApi().logout({});
    storeToken(null);
    await navigate('/login');
    toast.success(messages.loggedOut);
  }, [navigate]);

  const session = useMemo<Session>(
    () => ({ token, loggedIn: token !== null, logIn, logOut }),
    [token, logIn, logOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session)
    throw new Error('useSession() must be used inside <SessionProvider> (the app shell provides it)');
  return session;
}
