import { useId } from 'react';

import { cn } from '../lib/cn';
import { NativeSelect, type NativeSelectOption } from '../primitives/native-select';

/** The orders the collection can be sorted in. */
const sortOptions = [
  { value: 'relevant', label: 'Most relevant' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const satisfies readonly NativeSelectOption[];

type SortOrder = (typeof sortOptions)[number]['value'];

type SortSelectProps = {
  value: SortOrder;
  onValueChange: (order: SortOrder) => void;
  /** The field's name in a GET form, and the id of that form when the select stands outside it. */
  name?: string;
  form?: string;
  className?: string;
};

function isSortOrder(value: string): value is SortOrder {
  return sortOptions.some((option) => option.value === value);
}

/** 'Sort by' with its three orders, in the browser's own select (the phone's native picker). */
function SortSelect({ value, onValueChange, name, form, className }: SortSelectProps) {
  const id = useId();
  return (
    <div data-slot="sort-select" className={cn('flex items-center gap-3', className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-foreground">
        Sort by
      </label>
      <NativeSelect
        id={id}
        name={name}
        form={form}
        options={sortOptions}
        value={value}
        onValueChange={(next) => isSortOrder(next) && onValueChange(next)}
        className="min-w-52"
      />
    </div>
  );
}

export { SortSelect, sortOptions, type SortOrder, type SortSelectProps };
