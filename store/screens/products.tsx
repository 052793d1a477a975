import { Suspense } from 'react';
import {
  Await,
  useLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { CollectionLoading, CollectionView } from './collection/collection-view';
import { loaded, streamedInBrowser, type Loaded } from './parts/deferred';
import { LoadProblem } from './parts/load-problem';
import { Page } from './parts/page';
import type { Product } from '../../api';

/**
 * The collection (/products, and /menu too): the whole catalogue, newest first (the
 * API lists oldest first), with the category filter, order and name search of the URL. The server renders
 * the filtered list; in the browser the page shows at once and the list streams in.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const catalogue = loaded(apiFrom(context).productList(), (answer) => [...answer.products].reverse());
  return { catalogue: (await streamedInBrowser(catalogue)).value };
}

/** Filters, order and search change only the URL's query: the list already loaded answers them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

const isLoaded = (value: unknown): value is Loaded<Product[]> =>
  typeof value === 'object' && value !== null && 'ok' in value;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const count = isLoaded(data.catalogue) && data.catalogue.ok ? data.catalogue.value.length : null;
  return {
    title: 'Perfumes',
    description: `Our collection of ${count ?? 'handmade'} perfumes, oils and mists, handcrafted in Nigeria. Prices in naira.`,
    canonicalPath: '/products',
  };
};

export function Component() {
  const { catalogue } = useLoaderData<typeof loader>();
  return (
    <Page title="Our Collection" intro="Perfumes, oils and mists, handcrafted in Ibadan.">
      <Suspense fallback={<CollectionLoading />}>
        <Await resolve={catalogue}>
          {(result: Loaded<Product[]>) =>
            result.ok ? (
              <CollectionView products={result.value} />
            ) : (
              <div className="mt-8">
                <LoadProblem message={result.message} />
              </div>
            )
          }
        </Await>
      </Suspense>
    </Page>
  );
}
