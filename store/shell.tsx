import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ShopProviders } from './features';
import { Announcement } from './shell/announcement';
import { SiteFooter } from './shell/footer';
import { SiteHeader } from './shell/header';
import { FormNotice } from './shell/notice';
import { RouterLinks } from './shell/links';
import { NavigationProgress, PageChange } from './shell/page-change';
import { ShopToaster } from './shell/toaster';

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
            <FormNotice />
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
