import { useId, useLayoutEffect, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { keepEnterFromSubmitting } from '../lib/keep-enter-from-submitting';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration';
import { useControllableState } from '../lib/use-controllable-state';
import { Icon } from './icon';

/** Checked, not, or 'indeterminate' (some of a list chosen): a dash, read out as 'mixed'. */
type CheckedState = boolean | 'indeterminate';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'children'> & {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  label: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
};

/**
 * A checkbox with its label, on the browser's own checkbox; the whole row is the touch target (44 px tall).
 * Controlled with `checked` + `onCheckedChange`, or uncontrolled with `defaultChecked`.
 * `checked="indeterminate"` draws a dash.
 */
function Checkbox({
  label,
  description,
  id,
  className,
  disabled,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const descriptionId = description ? `${boxId}-description` : undefined;
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const indeterminate = checked === 'indeterminate';
  const boxRef = useTypedBeforeHydration<HTMLInputElement>({
    checked: checked === true,
    onChange: (event) => setChecked(event.currentTarget.checked),
  });

  // HTML has no attribute for the dash; only the DOM property draws it (and makes :indeterminate match). Set
  // before the browser paints, so the box never shows empty first.
  useLayoutEffect(() => {
    if (boxRef.current) boxRef.current.indeterminate = indeterminate;
  }, [boxRef, indeterminate]);

  return (
    <div
      data-slot="checkbox-field"
      data-disabled={disabled ? '' : undefined}
      className={cn('flex min-h-touch items-start gap-3 py-2.5 data-disabled:opacity-60', className)}
    >
      {/* The box and its tick share one grid cell; the tick lets clicks through to the box. */}
      <span className="mt-px grid shrink-0 place-items-center">
        <input
          ref={boxRef}
          type="checkbox"
          id={boxId}
          data-slot="checkbox"
          checked={checked === true}
          disabled={disabled}
          aria-checked={indeterminate ? 'mixed' : undefined}
          aria-describedby={descriptionId}
          onChange={(event) => {
            // A click clears the dash at once; put it back until the new state renders, so a parent that
            // keeps 'indeterminate' keeps the dash (as React keeps `checked`).
            event.currentTarget.indeterminate = indeterminate;
            setChecked(event.currentTarget.checked);
            onChange?.(event);
          }}
          onKeyDown={(event) => {
            keepEnterFromSubmitting(event);
            onKeyDown?.(event);
          }}
          className={cn(
            'col-start-1 row-start-1 size-5 appearance-none rounded-sm border border-input bg-card',
            'transition-colors duration-fast hover:border-primary disabled:cursor-not-allowed',
            'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
            // The box is small to the eye; this invisible halo makes it a 44 px target on its own too.
            'relative after:absolute after:-inset-3 after:content-[""]',
          )}
          {...props}
        />
        <span
          data-slot="checkbox-indicator"
          // relative: painted above the box, which is positioned too (for its halo)
          className="pointer-events-none relative col-start-1 row-start-1 text-primary-foreground"
        >
          {indeterminate ? (
            <Icon name="minus" className="size-3.5 stroke-3" />
          ) : (
            checked && <Icon name="check" className="size-3.5 stroke-3" />
          )}
        </span>
      </span>
      <div className="grid gap-0.5">
        <label
          htmlFor={boxId}
          data-slot="checkbox-label"
          className={cn(
            'cursor-pointer text-base leading-snug text-foreground',
            disabled && 'cursor-not-allowed',
          )}
        >
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

export { Checkbox, type CheckboxProps };
