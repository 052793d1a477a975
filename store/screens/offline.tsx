import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../api';
import { Button } from '../../ui/primitives/button';
import { nextPage } from '../data/next-page';
import { perfumesSeen, type PerfumeSeen } from '../offline/seen';
import type { MetaFunction } from '../seo/route-meta';
import { OfflineState } from '../shell/errors';

/**
 * What the phone's service worker shows for a page it could neither fetch nor find kept
 * (docs/decisions/047-service-worker.md): it says so, tries the page again when asked or when the connection
 * comes back, and offers what works without one: the cart on this device and the perfumes whose pages are kept.
 */
export const meta: MetaFunction = () => ({ title: messages.offlineTitle, noindex: true });

/** The page the shopper was going to (`?from=`), a path of this shop only. */
function usePageWanted(): string {
  const [search] = useSearchParams();
  return nextPage(search.get('from')) ?? '/';
}

export function Component() {
  const wanted = usePageWanted();
  const [seen, setSeen] = useState<PerfumeSeen[]>([]);
  useEffect(() => {
    void perfumesSeen().then(setSeen);
  }, []);
  // a whole new load, so the service worker asks the network again or finds a kept copy
  const retry = () => window.location.assign(wanted);
  return (
    <OfflineState
      retry={retry}
      more={
        <Button asChild variant="outline">
          <Link to="/cart">Your cart</Link>
        </Button>
      }
    >
      {seen.length > 0 && (
        <section aria-labelledby="perfumes-seen" className="mt-12 w-full text-left">
          <h2 id="perfumes-seen" className="font-display text-xl">
            Perfumes you have looked at
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Kept on this phone: they open without a connection.
          </p>
          <ul className="mt-4 divide-y divide-border border-y border-border">
            {seen.map((perfume) => (
              <li key={perfume.path}>
                <Link
                  reloadDocument
                  to={perfume.path}
                  className="block py-3 underline-offset-4 hover:underline"
                >
                  {perfume.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </OfflineState>
  );
}
