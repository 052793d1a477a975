import { useId, type ComponentProps, type FormEvent, type Ref } from 'react';

import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';
import { Button } from '../primitives/button';
import { IconButton } from '../primitives/icon-button';
import { HiddenFields, type HiddenFieldsProps } from '../primitives/hidden-fields';
import { Input } from '../primitives/input';
import { Icon } from '../primitives/icon';

type SearchBarProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Enter or the Search button, with the text typed. */
  onSubmit: (value: string) => void;
  /** The clear cross; the store empties the search (and usually keeps the bar open). */
  onClear: () => void;
  /** The text box, so the store can focus it when the search button opens the bar. */
  inputRef?: Ref<HTMLInputElement>;
  /** The box's field in the address (`q`), for a search before (or without) the page's scripts. */
  name?: string;
  /** The rest of the view's query (its categories, its order), kept by such a search. */
  keep?: HiddenFieldsProps['fields'];
};

/**
 * The collection's name search ('Search perfumes'), controlled by the store. A GET form: before (or without) the
 * page's scripts, Enter or Search sends `name` and `keep` in the address. The clear cross needs the scripts and
 * shows once they run.
 */
function SearchBar({
  value,
  onValueChange,
  onSubmit,
  onClear,
  inputRef,
  name,
  keep = {},
  className,
  ...props
}: SearchBarProps) {
  const inputId = useId();
  const hydrated = useHydrated();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(value);
  }

  return (
    <form
      method="get"
      role="search"
      data-slot="search-bar"
      className={cn('flex w-full items-center gap-2', className)}
      onSubmit={submit}
      {...props}
    >
      <HiddenFields fields={keep} />
      <label htmlFor={inputId} className="sr-only">
        Search perfumes
      </label>
      <div className="relative min-w-0 flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground max-sm:hidden"
        />
        <Input
          id={inputId}
          type="search"
          value={value}
          placeholder="Search perfumes"
          autoComplete="off"
          enterKeyHint="search"
          ref={inputRef}
          name={name}
          onChange={(event) => onValueChange(event.target.value)}
          // The browser's own clear cross would duplicate ours; room is kept for ours only while there is text to
          // clear, so that 'Search perfumes' shows whole in the narrow box of a 360 px phone.
          className={cn('sm:pl-10 [&::-webkit-search-cancel-button]:appearance-none', value && 'pr-12')}
        />
        {value && hydrated && (
          <IconButton
            label="Clear search"
            className="absolute top-1/2 right-0.5 -translate-y-1/2"
            onClick={onClear}
          >
            <Icon name="x" />
          </IconButton>
        )}
      </div>
      {/* on a phone the button is its magnifier (the box's own gives way to it), so the box keeps the width */}
      <Button type="submit" className="max-sm:w-12 max-sm:px-0">
        <Icon name="search" className="sm:hidden" />
        <span className="max-sm:sr-only">Search</span>
      </Button>
    </form>
  );
}

export { SearchBar, type SearchBarProps };
