import { type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { controlVariants } from './input';
import { Icon } from './icon';

/** An <option> holds plain text only. */
type NativeSelectOption = { value: string; label: string; disabled?: boolean };

type NativeSelectProps = Omit<ComponentProps<'select'>, 'size' | 'children' | 'onChange'> &
  VariantProps<typeof controlVariants> & {
    options: readonly NativeSelectOption[];
    onValueChange?: (value: string) => void;
  };

/**
 * The browser's own <select>, drawn like our fields: the phone's native picker, the keyboard and screen readers
 * work as they always do, and it costs no JavaScript. Prefer it to Select where a short list of plain text
 * options needs no styling inside the list (sorting, say).
 */
function NativeSelect({ options, onValueChange, size, className, ...props }: NativeSelectProps) {
  return (
    <span data-slot="native-select" className="relative inline-flex w-full">
      <select
        className={cn(controlVariants({ size }), 'cursor-pointer appearance-none pr-10', className)}
        onChange={(event) => onValueChange?.(event.target.value)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </span>
  );
}

export { NativeSelect, type NativeSelectOption, type NativeSelectProps };
