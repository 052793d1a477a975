import { StrictMode, useEffect, type ReactNode } from 'react';

/**
 * Marks the moment the page has come to life (the end of its hydration, or of its first render where there was
 * no server HTML) with a User Timing mark, 'hydrated', which the bench and the e2e journeys wait for and a
 * browser's performance panel shows. Placed after the router, its effect is the last of the first commit's.
 */
function MarkHydrated() {
  useEffect(() => {
    performance.mark('hydrated');
  }, []);
  return null;
}

/**
 * What the server and the browser both render around the router. React's useId derives an id from where a
 * component sits in this tree, so the two trees must have one shape: otherwise the ids in the server's HTML
 * (a field's) are not the ones the browser computes (an error summary's link to that field), and the link
 * leads nowhere once the page has hydrated.
 */
export function AppRoot({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      {router}
      <MarkHydrated />
    </StrictMode>
  );
}
