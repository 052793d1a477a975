import { useEffect, type ReactNode } from 'react';
import { Link, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { messages } from '../../api';
import { isRecord } from '../../api/guards';
import { Button } from '../../ui/primitives/button';
import { fullTitle } from '../seo/page-meta';
import { Icon } from '../../ui/primitives/icon';

export const notFoundTitle = 'Page not found';

/** What went wrong, in a sentence a shopper can read: the shop's own message when a loader failed. */
export function errorSentence(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    return isRecord(error.data) && typeof error.data.message === 'string' ? error.data.message : null;
  }
  return null;
}

export const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * The network dropped: a loader's call found no shop (store/data/load.ts marks it), or the page's own code could
 * not be fetched (each browser words a failed dynamic import its own way; all are TypeErrors).
 */
export function isOffline(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return isRecord(error.data) && error.data.offline === true;
  return (
    error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message)
  );
}

/** An error screen names itself in the tab too (the server wrote the same title for the first load). */
function useErrorTitle(title: string) {
  useEffect(() => {
    document.title = fullTitle({ title });
  }, [title]);
}

/** The frame of a page that could not be shown: icon, the page's h1, a sentence, where to go next. */
function ProblemScreen({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  useErrorTitle(title);
  return (
    <div className="mx-auto flex max-w-prose flex-col items-center px-gutter py-16 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-pill bg-primary-soft text-primary [&_svg]:size-7"
      >
        {icon}
      </span>
      <h1 className="mt-6 font-display text-display-sm">{title}</h1>
      {children}
    </div>
  );
}

export function NotFoundContent({ message }: { message?: string | null }) {
  return (
    <ProblemScreen icon={<Icon name="search-x" />} title={notFoundTitle}>
      <p className="mt-3 text-muted-foreground">
        {message ?? 'The page you are looking for has moved or never existed.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/products">Browse Collection</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Home</Link>
        </Button>
      </div>
    </ProblemScreen>
  );
}

export function UnexpectedErrorContent({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ProblemScreen icon={<Icon name="circle-alert" />} title={messages.unexpectedError}>
      <p role="alert" className="mt-3 text-muted-foreground">
        {errorSentence(error) ?? messages.somethingWentWrongTryAgain}
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Back to the home page</Link>
      </Button>
    </ProblemScreen>
  );
}

/**
 * "You're offline" with Try again, which runs again by itself when the browser says the connection is back;
 * `more` sits beside Try again, `children` below (the offline page's cart and perfumes kept).
 */
export function OfflineState({
  retry,
  more,
  children,
}: {
  retry: () => void;
  more?: ReactNode;
  children?: ReactNode;
}) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  });
  return (
    <ProblemScreen icon={<Icon name="cloud-off" />} title={messages.offlineTitle}>
      <p role="alert" className="mt-3 text-muted-foreground">
        {messages.offlinePage}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>Try again</Button>
        {more}
      </div>
      {children}
    </ProblemScreen>
  );
}

/**
 * Offline is a state, not an error: the shell stays, the page says so and tries again when asked or when the
 * connection comes back. Its data is asked again by moving to the same address; its code by loading the page
 * afresh (a browser may keep a module that failed to load as failed for the page's life), and only while the
 * browser says it is online, so a tap offline never ends on the browser's own error page.
 */
export function OfflineContent({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const codeMissing = !isRouteErrorResponse(error);
  const retry = () => {
    if (!codeMissing) void navigate(`${pathname}${search}${hash}`, { replace: true });
    else if (navigator.onLine) window.location.reload();
  };
  return <OfflineState retry={retry} />;
}

/** A page's error inside the shell (header and footer stay): offline, not found, or the unexpected-error screen. */
export function PageError() {
  const error = useRouteError();
  if (isOffline(error)) return <OfflineContent error={error} />;
  return isNotFound(error) ? (
    <NotFoundContent message={errorSentence(error)} />
  ) : (
    <UnexpectedErrorContent error={error} />
  );
}

/** When the shell itself fails there is no header to keep: the same screen, on its own, with a plain link home. */
export function RootError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto max-w-prose px-gutter py-16 text-center">
      <h1 className="font-display text-display-sm">{messages.unexpectedError}</h1>
      <p className="mt-3">
        <a href="/" className="underline underline-offset-4">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
