import { data } from 'react-router-dom';
import type { MetaFunction } from '../seo/route-meta';
import { NotFoundContent, notFoundTitle } from '../shell/errors';

/** Any path the shop does not have: a 404 for browsers and search engines alike. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = () => ({ title: notFoundTitle, noindex: true });

export function Component() {
  return <NotFoundContent />;
}
