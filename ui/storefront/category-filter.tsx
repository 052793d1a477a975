import { SlidersHorizontal } from 'lucide-react';
import { useId, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';

type CategoryFilterProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** The categories to offer, already sorted by the store. */
  categories: readonly string[];
  selected: readonly string[];
  /** The new selection: a category added or removed, or [] for 'Clear all'. */
  onChange: (selected: string[]) => void;
  /** Whether the list shows on a phone (always shown from lg: up); the 'Filters' button toggles it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The collection's category checkboxes with 'Clear all'; folded behind a 'Filters' button on small screens. */
function CategoryFilter({
  categories,
  selected,
  onChange,
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
  const panelId = useId();
  const legendId = useId();

  function toggle(category: string, checked: boolean) {
    onChange(checked ? [...selected, category] : selected.filter((chosen) => chosen !== category));
  }

  return (
    <div data-slot="category-filter" className={cn('grid gap-3', className)} {...props}>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {selected.length > 0 && <span className="tabular-nums">({selected.length})</span>}
      </Button>
      <div
        id={panelId}
        className={cn('rounded-lg bg-card p-4 shadow-soft max-lg:hidden', open && 'max-lg:block')}
      >
        <fieldset aria-labelledby={legendId}>
          <div className="flex items-center justify-between gap-2">
            <span id={legendId} className="text-xs label-caps text-muted-foreground">
              Categories
            </span>
            <Button variant="link" size="sm" disabled={selected.length === 0} onClick={() => onChange([])}>
              Clear all
            </Button>
          </div>
          {categories.map((category) => (
            <Checkbox
              key={category}
              label={category}
              checked={selected.includes(category)}
              onCheckedChange={(checked) => toggle(category, checked === true)}
            />
          ))}
        </fieldset>
      </div>
    </div>
  );
}

export { CategoryFilter, type CategoryFilterProps };
