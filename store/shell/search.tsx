import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isRecord } from '../../api/guards';
import { SearchBar } from '../../ui/storefront/search-bar';

/** The collection's paths (/products, and /menu too): the search bar shows only there. */
export const isCollectionPath = (pathname: string) => pathname.includes('products') || pathname === '/menu';

/**
 * The name search under the header, on the collection only. What is typed goes into the URL (?q=) as it is
 * typed, so the list filters at once, survives a reload and renders on the server. The header's search
 * navigates here with `searchFocus` as the location's state: the box then takes focus.
 */
/** The location state of a navigation that wants the search box focused. */
export const searchFocus = { focusSearch: true } as const;

export const wantsSearchFocus = (state: unknown): boolean =>
  isRecord(state) && state.focusSearch === searchFocus.focusSearch;

export function CollectionSearch() {
  const location = useLocation();
  const focusWanted = wantsSearchFocus(location.state);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const input = useRef<HTMLInputElement>(null);

  // the URL changed under the box (a 'clear filters' button, back and forward): show what it says
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }

  // the header's search asked for the box (PageChange leaves the heading alone for that navigation)
  useEffect(() => {
    if (focusWanted) input.current?.focus();
  }, [focusWanted, location.key]);

  const search = (value: string) => {
    setText(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="border-b border-border bg-surface">
      <div className="mx-auto max-w-page px-gutter py-3 sm:px-6 lg:px-8">
        <SearchBar
          value={text}
          onValueChange={search}
          onSubmit={search}
          onClear={() => {
            search('');
            input.current?.focus();
          }}
          inputRef={input}
          action={location.pathname}
          name="q"
          keep={{
            category: params.getAll('category'),
            ...(params.get('sort') ? { sort: params.get('sort')! } : {}),
          }}
        />
      </div>
    </div>
  );
}
