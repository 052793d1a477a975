import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchBar } from '../../ui/storefront/search-bar';

/** The collection's paths (/products, and /menu by DESIGN.md decision 1): the search bar shows only there. */
export const isCollectionPath = (pathname: string) => pathname.includes('products') || pathname === '/menu';

/**
 * The name search under the header, on the collection only. What is typed goes into the URL (?q=) as it is
 * typed, so the list filters at once, survives a reload and renders on the server. `focusRequestedRef` is set
 * by the header's search button: the box takes focus once the collection is on screen.
 */
export function CollectionSearch({ focusRequestedRef }: { focusRequestedRef: RefObject<boolean> }) {
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

  useEffect(() => {
    if (!focusRequestedRef.current) return;
    focusRequestedRef.current = false;
    // after the page change has put focus on the new page's heading
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  });

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
        />
      </div>
    </div>
  );
}
