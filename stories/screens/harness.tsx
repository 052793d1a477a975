/**
 * The screen story harness: renders a route of the storefront exactly as the app does (the real route table
 * with its shell, providers, machines and ShopLinkProvider) inside a memory router, against the mock shop of
 * mocks/ (MSW). A screen story says where it opens and what the shop and this device hold:
 *
 *   export const Empty: Story = shopScene({ path: '/cart' });
 *   export const Shopper: Story = shopScene({ path: '/orders', shopper: adaeze, seed: (shop) => ... });
 *   export const Broken: Story = shopScene({ path: '/orders', shopper: adaeze, handlers: serverError('userOrders') });
 *
 * Before each story the mock shop starts afresh (`resetMockShop`), this device forgets the shop's keys
 * (token, guest cart, guest orders, dismissed popup), then the scene is laid out. `handlers` go ahead of the
 * mock shop's own, so one endpoint can load forever or fail (mocks/scenarios.ts). The announcement popup is
 * off unless a scene asks for it, so it does not cover the screen under test.
 *
 * A scene with `post` opens the page as the server answers a form posted to `path` without JavaScript and
 * shown again (a refused post, docs/decisions/036-html-first-forms.md): the store's own form action and loaders
 * run against the mock shop, and the router starts from their data, as the browser's starts from the server's.
 *
 * Meta: `{ title: 'Screens/Cart', ...screenMeta }`. Play functions find the page by its heading, with
 * `findPage(canvas, name)` (the first render loads the route's code and data).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { useEffect, useLayoutEffect, useState } from 'react';
import {
  RouterProvider,
  createMemoryRouter,
  createPath,
  createStaticHandler,
  matchRoutes,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { CartData } from '../../api';
import { handlers as mockShopHandlers } from '../../mocks/handlers';
import { answerWith } from '../../mocks/scenarios';
import { resetMockShop, shop, type MockShop } from '../../mocks/state';
import { withFormActions } from '../../store/actions';
import { storageKeys } from '../../store/data/storage';
import { storeToken } from '../../store/features/session-token';
import type { GuestOrder } from '../../store/features/guest-orders';
import { routes } from '../../store/routes';
import { toast, useToasts } from '../../store/toasts';

export interface ShopScene {
  /** where the story opens: a path, or a path with router state */
  path: InitialEntry;
  /** logged in as this shopper of the mock shop (mocks/fixtures/users.ts) */
  shopper?: { email: string };
  /** the guest cart kept on this device */
  guestCart?: CartData;
  /** the logged-in shopper's cart on the mock server */
  serverCart?: CartData;
  /** the orders this device remembers for a guest (docs/decisions/028-guest-orders-and-order-mails.md) */
  guestOrders?: GuestOrder[];
  /** the announcement the shop serves; none by default */
  popup?: string;
  /** answer some calls differently (ahead of the mock shop's handlers) */
  handlers?: HttpHandler[];
  /**
   * changes the mock shop before the story (add orders, reviews, stock); may answer with the guest orders
   * this device remembers, when they are orders it has just placed
   */
  seed?: (shop: MockShop) => void | { guestOrders: GuestOrder[] };
  /** the fields of a form posted to `path` without JavaScript, which the server refuses and answers with the page */
  post?: Record<string, string>;
  /**
   * where the state this story names is shown, when the shop sends the shopper on from `path` (a guest sent to
   * log in; a path ending in '/' takes any page under it); a story ends where it opened otherwise (the story
   * check holds it to that: docs/storybook.md)
   */
  endsAt?: string;
}

/** The token a scene's shopper is logged in with, in the mock shop and on this device. */
const sessionTokenOf = (shopperId: string) => `story-session-${shopperId}`;

function layOut(scene: ShopScene) {
  resetMockShop();
  delete document.body.dataset.storyPath;
  // logged out, token and session cookie alike: the story page keeps store/ modules from story to story
  storeToken(null);
  for (const key of Object.values(storageKeys)) window.localStorage.removeItem(key);
  if (scene.shopper) {
    const shopper = shop.shoppers.find((candidate) => candidate.email === scene.shopper?.email);
    if (!shopper) throw new Error(`No shopper ${scene.shopper.email} in the mock shop`);
    const token = sessionTokenOf(shopper.id);
    shop.sessions.set(token, shopper.id);
    window.localStorage.setItem(storageKeys.token, token);
    // the owner's or staff's login said so (store/features/session-token.ts)
    if (shopper.role) window.localStorage.setItem(storageKeys.staff, 'yes');
    if (scene.serverCart) shop.carts.set(shopper.id, structuredClone(scene.serverCart));
  }
  if (scene.guestCart) window.localStorage.setItem(storageKeys.guestCart, JSON.stringify(scene.guestCart));
  const seeded = scene.seed?.(shop);
  const guestOrders = seeded?.guestOrders ?? scene.guestOrders;
  if (guestOrders) window.localStorage.setItem(storageKeys.guestOrders, JSON.stringify(guestOrders));
}

/** Toasts of an earlier story would otherwise reappear in this one (the queue lives as long as the page). */
function ForgetEarlierToasts() {
  const toasts = useToasts();
  const [earlier] = useState(toasts);
  useLayoutEffect(() => {
    for (const old of earlier) toast.dismiss(old.id);
  }, [earlier]);
  return null;
}

/** The route table with the screens `url` opens already loaded, as the browser loads them before hydrating. */
async function routesWithScreensOf(url: URL): Promise<RouteObject[]> {
  const copy = (list: RouteObject[]): RouteObject[] =>
    list.map(
      (route) => ({ ...route, ...(route.children && { children: copy(route.children) }) }) as RouteObject,
    );
  const table = copy(routes);
  for (const { route } of matchRoutes(table, url) ?? []) {
    if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }
  return table;
}

/** The page the server renders after refusing `fields` posted to `path`, as a router in the browser starts from it. */
async function routerAfterPost(path: string, fields: Record<string, string>) {
  const url = new URL(path, window.location.origin);
  const answer = await createStaticHandler(withFormActions(routes)).query(
    new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
  );
  if (answer instanceof Response) {
    const to = answer.headers.get('Location');
    throw new Error(
      `The post to ${path} was answered ${answer.status}${to ? ` (to ${to})` : ''}, not the page again`,
    );
  }
  const { loaderData, actionData, errors } = answer;
  return createMemoryRouter(await routesWithScreensOf(url), {
    initialEntries: [path],
    hydrationData: { loaderData, actionData, errors },
  });
}

/** The storefront at one address, in a memory router: the whole app, shell and all. */
export function ShopScreen({ path, post }: { path: InitialEntry; post?: Record<string, string> }) {
  const [router, setRouter] = useState(() =>
    post ? null : createMemoryRouter(routes, { initialEntries: [path] }),
  );
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    if (!post) return;
    let current = true;
    routerAfterPost(typeof path === 'string' ? path : createPath(path), post).then(
      (answered) => current && setRouter(answered),
      (error: unknown) => current && setProblem(error),
    );
    return () => {
      current = false;
    };
  }, [path, post]);
  useEffect(() => {
    if (!router) return;
    showWhereTheStoryIs(createPath(router.state.location));
    return router.subscribe(({ location }) => showWhereTheStoryIs(createPath(location)));
  }, [router]);
  if (problem) throw problem;
  return (
    <>
      <ForgetEarlierToasts />
      {router && <RouterProvider router={router} />}
    </>
  );
}

/**
 * The address the story's storefront is at, on the story page's body: the story check compares it with the
 * address the story opened, so a state story that walks on to another page is caught.
 */
function showWhereTheStoryIs(path: string) {
  document.body.dataset.storyPath = path;
}

/** A story of the storefront: the args, MSW handlers and device set-up of one scene. */
export function shopScene(scene: ShopScene) {
  return {
    args: { path: scene.path, ...(scene.post && { post: scene.post }) },
    parameters: {
      // Here rather than in screenMeta: a story file's JSDoc becomes meta parameters that replace a spread one.
      layout: 'fullscreen',
      ...(scene.endsAt && { storyCheck: { endsAt: scene.endsAt } }),
      msw: {
        handlers: [
          ...(scene.handlers ?? []),
          ...answerWith('popup', { success: true, popup: scene.popup ?? '' }),
          ...mockShopHandlers,
        ],
      },
    },
    beforeEach: () => layOut(scene),
  } satisfies StoryObj<typeof ShopScreen>;
}

/** A story built on `story` whose state is shown on another page than the one it opened (ShopScene's `endsAt`). */
export const endingAt = <S extends { parameters?: object }>(story: S, path: string): S => ({
  ...story,
  parameters: { ...story.parameters, storyCheck: { endsAt: path } },
});

/** The meta every screen story file spreads: full-page layout, rendered through ShopScreen. */
export const screenMeta = {
  component: ShopScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
} satisfies Partial<Meta<typeof ShopScreen>>;

/** The page's h1, once its route has loaded (code and data) and rendered. */
export async function findPage(canvasElement: HTMLElement, name: string | RegExp) {
  const heading = await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 15_000 });
  await expect(heading).toBeVisible();
  return heading;
}
