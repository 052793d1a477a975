import { Spinner } from '../../ui/primitives/spinner';

/**
 * What shows while the first page loads in the browser without a server render (`npm run dev`,
 * `npm run dev:mock`). A server-rendered page never shows it: its data comes with the HTML.
 */
export function FirstLoad() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading the shop" size="lg" />
    </div>
  );
}
