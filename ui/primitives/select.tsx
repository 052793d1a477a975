import * as SelectPrimitive from '@radix-ui/react-select';
import { type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { controlVariants } from './input';
import { Icon } from './icon';

type SelectOption = {
  /** Must not be '' (Radix reserves it for "nothing chosen": use `placeholder`). */
  value: string;
  label: ReactNode;
  disabled?: boolean;
};

type SelectProps = Omit<
  ComponentProps<typeof SelectPrimitive.Trigger>,
  'value' | 'defaultValue' | 'dir' | 'onChange'
> &
  VariantProps<typeof controlVariants> & {
    options: readonly SelectOption[];
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    /** Shown while nothing is chosen ('Sort by'). */
    placeholder?: string;
    /** For a native form post: Radix renders a hidden <select> with this name. */
    name?: string;
    required?: boolean;
    open?: boolean;
    onOpenChange?: (open: boolean) => void;
  };

/**
 * A dropdown of options on Radix Select (keyboard, typeahead, screen readers). The trigger takes id and aria-*
 * props, so it works inside a Field like an Input.
 */
function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  required,
  disabled,
  open,
  onOpenChange,
  size,
  className,
  ...triggerProps
}: SelectProps) {
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      required={required}
      disabled={disabled}
      open={open}
      onOpenChange={onOpenChange}
    >
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        className={cn(
          controlVariants({ size }),
          'flex items-center justify-between gap-2 text-left data-placeholder:text-muted-foreground',
          className,
        )}
        {...triggerProps}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon asChild>
          <Icon name="chevron-down" className="size-4 shrink-0 text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={6}
          className={cn(
            'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width)',
            'overflow-hidden rounded-lg border border-border bg-card text-foreground shadow-lift',
            'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="select-item"
                className={cn(
                  'relative flex min-h-touch cursor-default items-center rounded-md py-2 pr-10 pl-3 text-base outline-none select-none',
                  'data-highlighted:bg-primary-soft data-disabled:pointer-events-none data-disabled:opacity-50',
                )}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-3 inline-flex items-center text-primary">
                  <Icon name="check" className="size-4" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export { Select, type SelectOption, type SelectProps };
