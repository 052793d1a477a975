import { useId, type ComponentProps } from 'react';

import { type CartVariations, type ProductVariations } from '../../api';
import { cn } from '../lib/cn';
import { keepEnterFromSubmitting } from '../lib/keep-enter-from-submitting';
import { useChosenBeforeHydration } from '../lib/use-typed-before-hydration';
import { Checkbox } from '../primitives/checkbox';
import { Icon } from '../primitives/icon';
import { Price } from '../primitives/price';
import { RadioGroup } from '../primitives/radio-group';
import { RequiredLabel, SelectionMessage } from './selection-message';
import { currentlyUnavailable } from './words';

/** The per-field messages the missing-selection check gives (api/messages.ts). */
type VariationErrors = { base?: string; side?: string; sizeOrWrap?: string };

type VariationSelectorsProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  variations: ProductVariations;
  /** What the shopper has chosen. */
  value: CartVariations;
  onBaseChange: (base: string) => void;
  onSideChange: (side: string) => void;
  /** A size button pressed (the product-options machine unchecks wrap). */
  onSizeChange: (size: string) => void;
  /** The wrap box (the machine clears the size when it is checked). */
  onWrapChange: (wrap: boolean) => void;
  errors?: VariationErrors;
  /** Nothing can be chosen (a preview of the page). */
  disabled?: boolean;
  /**
   * The perfume is out of stock: nothing can be chosen, and words above the greyed choices say so (each group's
   * description), so that they do not read as merely faint.
   */
  outOfStock?: boolean;
};

/** The ids that describe a group: its hint, and the out-of-stock words, when shown. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function ScentChoiceGroup({
  choice,
  name,
  fallbackName,
  value,
  onChange,
  error,
  disabled,
  unavailableId,
}: {
  choice: ProductVariations['base'];
  /** the form field: 'base' or 'side' */
  name: string;
  fallbackName: string;
  value: string | undefined;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
  /** the out-of-stock words' id, when they are shown */
  unavailableId: string | undefined;
}) {
  const errorId = useId();
  if (choice.options.length === 0) return null;
  return (
    <div className="grid gap-1">
      <RadioGroup
        label={<RequiredLabel>{choice.name || fallbackName}</RequiredLabel>}
        options={choice.options.map((option) => ({ value: option, label: option }))}
        name={name}
        value={value ?? ''}
        onValueChange={onChange}
        disabled={disabled}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, unavailableId)}
        className="grid-cols-1 gap-x-6 min-[420px]:grid-cols-2"
      />
      <SelectionMessage id={errorId} message={error} />
    </div>
  );
}

/**
 * The product page's choices: base and side scents, a size or the 'Wrap it yourself' option. Native radios and
 * a checkbox named base, side, size and wrap, so the choices post with their form before (or without) scripts.
 */
function VariationSelectors({
  variations,
  value,
  onBaseChange,
  onSideChange,
  onSizeChange,
  onWrapChange,
  errors = {},
  disabled: disabledProp = false,
  outOfStock = false,
  className,
  ...props
}: VariationSelectorsProps) {
  const sizeLabelId = useId();
  const sizeErrorId = useId();
  const unavailableWordsId = useId();
  const { sizes, wrap, base, side } = variations;
  const sizeError = errors.sizeOrWrap;
  const disabled = disabledProp || outOfStock;
  const choices = base.options.length + side.options.length + sizes.length > 0 || wrap.available;
  const unavailableId = outOfStock && choices ? unavailableWordsId : undefined;
  const sizesRef = useChosenBeforeHydration<HTMLDivElement>(value.size, onSizeChange);

  return (
    <div data-slot="variation-selectors" className={cn('grid gap-6', className)} {...props}>
      {unavailableId && (
        <p
          id={unavailableId}
          data-slot="variation-unavailable"
          className="-mb-2 flex items-start gap-1.5 text-sm font-medium text-foreground"
        >
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          <span>{currentlyUnavailable}: nothing can be chosen for now</span>
        </p>
      )}
      <ScentChoiceGroup
        choice={variations.base}
        name="base"
        fallbackName="Base Scent"
        value={value.base}
        onChange={onBaseChange}
        error={errors.base}
        disabled={disabled}
        unavailableId={unavailableId}
      />
      <ScentChoiceGroup
        choice={variations.side}
        name="side"
        fallbackName="Side Scent"
        value={value.side}
        onChange={onSideChange}
        error={errors.side}
        disabled={disabled}
        unavailableId={unavailableId}
      />
      {(sizes.length > 0 || wrap.available) && (
        <div className="grid gap-2">
          {sizes.length > 0 && (
            <>
              <span id={sizeLabelId} className="text-sm font-medium text-foreground">
                <RequiredLabel>Size</RequiredLabel>
              </span>
              <div
                ref={sizesRef}
                role="radiogroup"
                aria-labelledby={sizeLabelId}
                aria-describedby={describedBy(sizeError && sizeErrorId, unavailableId)}
                className="flex flex-wrap gap-2"
              >
                {sizes.map(({ size, price }) => {
                  const chosen = value.size === size;
                  return (
                    <label
                      key={size}
                      className={cn(
                        'flex min-h-touch min-w-24 cursor-pointer flex-col items-center justify-center rounded-md border px-4 py-2',
                        'transition-colors duration-fast has-disabled:cursor-not-allowed has-disabled:opacity-50',
                        'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2',
                        'has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-checked:[&_[data-slot=price]]:text-primary-foreground',
                        'border-input bg-card text-foreground hover:border-primary',
                        sizeError && !chosen && 'border-danger',
                      )}
                    >
                      <input
                        type="radio"
                        name="size"
                        value={size}
                        checked={chosen}
                        disabled={disabled}
                        onChange={() => onSizeChange(size)}
                        onKeyDown={keepEnterFromSubmitting}
                        className="sr-only"
                      />
                      <span className="text-sm font-semibold">{size}</span>
                      <Price amount={price} size="sm" />
                    </label>
                  );
                })}
              </div>
            </>
          )}
          {wrap.available && (
            <Checkbox
              label={
                <span className="inline-flex flex-wrap items-baseline gap-x-2">
                  Wrap it yourself
                  <Price amount={wrap.price} size="sm" />
                </span>
              }
              name="wrap"
              value="yes"
              checked={value.wrap === true}
              onCheckedChange={(checked) => onWrapChange(checked === true)}
              disabled={disabled}
              aria-describedby={describedBy(sizeError && sizeErrorId, unavailableId)}
            />
          )}
          <SelectionMessage id={sizeErrorId} message={sizeError} />
        </div>
      )}
    </div>
  );
}

export { VariationSelectors, type VariationErrors, type VariationSelectorsProps };
