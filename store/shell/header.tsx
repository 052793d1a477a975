import { useLocation, useNavigate } from 'react-router-dom';
import { Header } from '../../ui/storefront/header';
import { whatsAppLinks } from '../content/whatsapp';
import { useCart } from '../features/cart';
import { useSession } from '../features/session';
import { useShopConfig } from './root-data';
import { CollectionSearch, isCollectionPath, searchFocus } from './search';

/**
 * ui/'s Header fed by the shop: the page shown, the cart's count, the session (account menu, logout, and the
 * admin for an owner or staff),
 * the search button, which goes to the collection and puts focus in its search box, and the phone menu's
 * WhatsApp chat.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { itemCount } = useCart();
  const { loggedIn, staff, logOut } = useSession();
  const config = useShopConfig();
  const onCollection = isCollectionPath(pathname);

  const openSearch = () => {
    if (onCollection) {
      // already there: the box is on screen
      document.querySelector<HTMLInputElement>('[data-slot="search-bar"] input')?.focus();
      return;
    }
    void navigate('/products', { state: searchFocus });
  };

  return (
    <>
      <Header
        currentPath={pathname}
        loggedIn={loggedIn}
        adminHref={staff ? '/admin' : undefined}
        cartCount={itemCount}
        onSearch={openSearch}
        onLogout={() => void logOut()}
        whatsappHref={config ? whatsAppLinks(config.businessPhone).inquiry : undefined}
      />
      {onCollection && <CollectionSearch />}
    </>
  );
}
