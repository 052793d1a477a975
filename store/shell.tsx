import { Suspense, lazy, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ShopProviders } from './providers';
import { Announcement } from './shell/announcement';
import { SiteFooter } from './shell/footer';
import { SiteHeader } from './shell/header';
import { RouterLinks } from './shell/links';
import { NavigationProgress, PageChange } from './shell/page-change';
import { toast, useToasts } from './toasts';
import { useNeeded } from '../ui/lib/use-needed';

// Radix's toast code is not fetched with every page: the shopper's first tap or key fetches it, so the toast
// an action raises shows at once; a toast raised before any (a failed load) waits for it.
const loadToaster = () => import('../ui/primitives/toast');
const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));

function useToasterOnFirstInput() {
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const load = () => {
      events.forEach((type) => window.removeEventListener(type, load, true));
      void loadToaster();
    };
    events.forEach((type) => window.addEventListener(type, load, true));
    return () => events.forEach((type) => window.removeEventListener(type, load, true));
  }, []);
}

function ShopToaster() {
  const toasts = useToasts();
  useToasterOnFirstInput();
  if (!useNeeded(toasts.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      {/* below the sticky header, so the cart badge a toast talks about stays in sight */}
      <Toaster toasts={toasts} onDismiss={toast.dismiss} duration={3000} className="top-16" />
    </Suspense>
  );
}

/** Every page's frame: skip link, header, the page in <main>, footer, the announcement and the toasts. */
export function Shell() {
  return (
    <ShopProviders>
      <RouterLinks>
        <a
          href="#content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-3 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <div className="flex min-h-dvh flex-col">
          <SiteHeader />
          <main id="content" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
        <Announcement />
        <ShopToaster />
        <PageChange />
        <ScrollRestoration />
      </RouterLinks>
    </ShopProviders>
  );
}
