import { useId, type ComponentProps, type MouseEvent } from 'react';

import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';
import { useControllableState } from '../lib/use-controllable-state';
import { Button, buttonVariants } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { HiddenFields, type HiddenFieldsProps } from '../primitives/hidden-fields';
import { Icon } from '../primitives/icon';

type CategoryFilterProps = Omit<ComponentProps<'form'>, 'onChange' | 'method'> & {
  /** The categories to offer, already sorted by the store. */
  categories: readonly string[];
  selected: readonly string[];
  /** The new selection: a category added or removed, or [] for 'Clear all'. */
  onChange: (selected: string[]) => void;
  /** The rest of the view's query (its order, its name search), kept when the form is sent without scripts. */
  keep?: HiddenFieldsProps['fields'];
  /** Where 'Clear all' leads without scripts: the view with no category chosen. */
  clearHref?: string;
  /** Whether the list shows on a phone (always shown from lg: up); the 'Filters' summary toggles it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Tailwind's lg: breakpoint, where the list is always shown. */
const WIDE = '(min-width: 64rem)';

/**
 * The collection's category checkboxes with 'Clear all'; folded under a 'Filters' disclosure (a native
 * <details>) on small screens. A GET form: before (or without) the page's scripts, Apply sends the boxes ticked
 * (and `keep`, the rest of the view's query) in the address; with them each box applies at once and Apply is
 * not shown. Give the form an `id` and the sort select can join it with `form=`.
 */
function CategoryFilter({
  categories,
  selected,
  onChange,
  keep = {},
  clearHref,
  open: openProp,
  onOpenChange,
  className,
  ...props
}: CategoryFilterProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: false,
    onChange: onOpenChange,
  });
  const hydrated = useHydrated();
  const legendId = useId();

  // on a phone the open list stands between the shopper and the results: a choice folds it (the summary keeps
  // the count); from lg: up the list always shows
  const choose = (next: string[]) => {
    onChange(next);
    if (!window.matchMedia(WIDE).matches) setOpen(false);
  };

  function toggle(category: string, checked: boolean) {
    choose(checked ? [...selected, category] : selected.filter((chosen) => chosen !== category));
  }

  const clearAll = (event: MouseEvent) => {
    event.preventDefault();
    choose([]);
  };

  return (
    <form
      method="get"
      data-slot="category-filter"
      onSubmit={(event) => hydrated && event.preventDefault()}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <HiddenFields fields={keep} />
      <details
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        // from lg: up the list always shows, and the summary is not there to fold it (where the browser can
        // show a closed <details>' content; elsewhere the summary stays, to open it)
        className="lg:[&::details-content]:[content-visibility:visible]"
      >
        <summary
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'w-fit cursor-pointer list-none supports-[selector(::details-content)]:lg:hidden [&::-webkit-details-marker]:hidden',
          )}
        >
          <Icon name="sliders-horizontal" />
          Filters
          {selected.length > 0 && <span className="tabular-nums">({selected.length})</span>}
        </summary>
        <div className="mt-3 rounded-lg bg-card p-4 shadow-soft lg:mt-0">
          <fieldset aria-labelledby={legendId}>
            <div className="flex items-center justify-between gap-2">
              <span id={legendId} className="text-xs label-caps text-muted-foreground">
                Categories
              </span>
              {selected.length > 0 && clearHref !== undefined ? (
                <Button asChild variant="link" size="sm">
                  <a href={clearHref} onClick={clearAll}>
                    Clear all
                  </a>
                </Button>
              ) : (
                <Button variant="link" size="sm" disabled={selected.length === 0} onClick={() => choose([])}>
                  Clear all
                </Button>
              )}
            </div>
            {categories.map((category) => (
              <Checkbox
                key={category}
                label={category}
                name="category"
                value={category}
                checked={selected.includes(category)}
                onCheckedChange={(checked) => toggle(category, checked === true)}
              />
            ))}
          </fieldset>
          {!hydrated && (
            <Button type="submit" variant="outline" size="sm" className="mt-3">
              Apply
            </Button>
          )}
        </div>
      </details>
    </form>
  );
}

export { CategoryFilter, type CategoryFilterProps };
