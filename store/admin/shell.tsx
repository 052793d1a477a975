import { useEffect, useRef } from 'react';
import {
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { AdminTodayAnswer } from '../../api';
import { isRecord } from '../../api/guards';
import { AdminFrame, Button, FormMessage, ShopLink, type AdminNavItem } from '../../ui';
import { shop } from '../content/shop';
import { apiFrom, noticeFrom } from '../data/api';
import { withNext } from '../data/next-page';
import { storeToken } from '../features/session-token';
import { fullTitle } from '../seo/page-meta';
import { pageMetaOf } from '../seo/route-meta';
import type { MetaFunction } from '../seo/route-meta';
import { RouterLinks } from '../shell/links';
import { NavigationProgress } from '../shell/page-change';
import { adminAnswer, deniedWords, refusedToRole, type AdminDenied } from './access';
import { adminPaths } from './view';

/**
 * /admin's frame: the shop owner's pages, in route modules of their own so a shopper never downloads them. Its
 * loader asks the shop what needs doing today, which also says who is asking: without a session the page says how
 * to log in, with a shopper's it says the admin is for staff.
 */
export const ADMIN_ROUTE_ID = 'admin';

export interface AdminShellData {
  today: AdminTodayAnswer | null;
  denied: AdminDenied | null;
  notice: ReturnType<typeof noticeFrom>;
}

export async function loader({ context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminToday());
  const shell: AdminShellData = {
    today: answer.ok ? answer.data : null,
    denied: answer.ok ? null : answer.denied,
    notice: noticeFrom(context),
  };
  // a visitor is shown the way in (200); a shopper's account is refused
  return shell.denied === 'staffOnly' ? refusedToRole(shell) : shell;
}

/** What needs doing today and who is asking; null when this visitor may not use the admin. */
export function useAdminToday(): AdminTodayAnswer | null {
  return useRouteLoaderData<AdminShellData>(ADMIN_ROUTE_ID)?.today ?? null;
}

export const meta: MetaFunction<typeof loader> = () => ({ title: 'Admin', noindex: true });

const navItems = [
  { href: adminPaths.today, label: 'Today' },
  { href: adminPaths.business, label: 'Takings' },
  { href: adminPaths.orders, label: 'Orders' },
  { href: adminPaths.customers, label: 'Customers' },
  { href: adminPaths.products, label: 'Products' },
  { href: adminPaths.transfers, label: 'Transfers' },
  { href: adminPaths.popup, label: 'Popup' },
  { href: adminPaths.reviews, label: 'Reviews' },
  { href: adminPaths.messages, label: 'Messages' },
  { href: adminPaths.subscribers, label: 'Subscribers' },
  // the bank details are the shop's money: staff are not shown the way in (the page refuses them too)
  { href: adminPaths.settings, label: 'Settings', ownerOnly: true },
  // the shop's people and the log of every change: the owner's alone
  { href: adminPaths.staff, label: 'Staff', ownerOnly: true },
  { href: adminPaths.audit, label: 'Audit log', ownerOnly: true },
  { href: adminPaths.security, label: 'Security' },
] as const;

/**
 * Log out is the storefront's own form: the server ends the session and takes the owner to /login. With the
 * page's scripts this browser forgets the session's token too, as the storefront's own logout does.
 */
function LogoutForm() {
  return (
    <form method="post" action="/login" onSubmit={() => storeToken(null)}>
      <input type="hidden" name="intent" value="logout" />
      <Button type="submit" variant="ghost" size="sm">
        Log out
      </Button>
    </form>
  );
}

/** The tab's title follows the page, and the focus moves to the new page's heading, as in the storefront. */
function AdminPageChange() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const meta = pageMetaOf(matches, { path: pathname, publicUrl: window.location.origin });
    if (meta) document.title = fullTitle(meta);
    const moved = lastPath.current !== null && lastPath.current !== pathname;
    lastPath.current = pathname;
    const heading = document.querySelector<HTMLElement>('#content h1');
    if (!moved || !heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [matches, pathname]);
  return null;
}

/**
 * Why the admin is closed, and the way in: the storefront's login, which brings the person back to this admin
 * page (`?next=`), or back to the shop.
 */
export function AdminClosed({ denied }: { denied: AdminDenied }) {
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto grid max-w-prose gap-4 py-10 text-center">
      <h1 className="font-display text-display-sm">{shop.name} admin</h1>
      <p className="text-muted-foreground">{deniedWords[denied]}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {denied === 'login' ? (
          <Button asChild>
            <ShopLink href={withNext('/login', `${pathname}${search}`)}>Log in</ShopLink>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <a href="/">Back to the shop</a>
          </Button>
        )}
      </div>
    </section>
  );
}

function Frame({ denied, children }: { denied: AdminDenied | null; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const { notice } = useRouteLoaderData<AdminShellData>(ADMIN_ROUTE_ID) ?? { notice: null };
  // the sentence a form's redirect left: on the first page of the visit only, as the storefront shows it
  const firstPage = useLocation().key === 'default';
  const role = useAdminToday()?.you.role;
  const nav: AdminNavItem[] = denied
    ? []
    : navItems
        .filter((item) => !('ownerOnly' in item) || role === 'owner')
        .map(({ href, label }) => ({
          href,
          label,
          current: href === adminPaths.today ? pathname === href : pathname.startsWith(href),
        }));
  return (
    <RouterLinks>
      <NavigationProgress />
      <AdminFrame
        shopName={shop.name}
        nav={nav}
        logout={denied === 'login' ? undefined : <LogoutForm />}
        notice={
          notice && firstPage ? (
            <FormMessage tone={notice.tone === 'success' ? 'success' : 'danger'}>{notice.text}</FormMessage>
          ) : undefined
        }
      >
        {children}
      </AdminFrame>
      <AdminPageChange />
      <ScrollRestoration />
    </RouterLinks>
  );
}

export function Component() {
  const { denied } = useLoaderData<typeof loader>();
  return <Frame denied={denied}>{denied ? <AdminClosed denied={denied} /> : <Outlet />}</Frame>;
}

/** A failed admin page (an order that does not exist, the shop unreachable) inside the admin's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) && isRecord(error.data) ? error.data.message : undefined;
  return (
    <Frame denied={null}>
      <section className="grid gap-4">
        <h1 className="font-display text-display-sm">{notFound ? 'Not found' : 'Something went wrong'}</h1>
        <FormMessage>
          {typeof message === 'string' ? message : 'The admin could not load this page.'}
        </FormMessage>
        <a href={adminPaths.orders} className="text-primary underline underline-offset-4">
          Back to the orders
        </a>
      </section>
    </Frame>
  );
}
