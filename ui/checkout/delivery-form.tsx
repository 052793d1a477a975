import { type ComponentProps, type ReactNode } from 'react';

import { addressFields, type Address, type AddressField } from '../../api/rules/address';
import { cn } from '../lib/cn';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';
import { NativeSelect } from '../primitives/native-select';
import { FormMessage } from './form-message';
import { BlockHeading } from './block-heading';

// The fields, in the order shown, with their labels, autofill names and keyboards, are api's `addressFields`.
type DeliveryField = AddressField;
type ChoiceField = Extract<(typeof addressFields)[number], { choice: true }>['name'];

/** The fields that share a row in twos from sm: up; any other has a row of its own. */
const halfRow: ReadonlySet<DeliveryField> = new Set([
  'firstName',
  'lastName',
  'city',
  'state',
  'zipcode',
  'country',
]);

type DeliveryFormProps = Omit<ComponentProps<'section'>, 'onChange' | 'children'> & {
  values: Address;
  onChange: (field: DeliveryField, value: string) => void;
  /** Per-field messages (api validateAddress's `fields`). */
  errors?: Partial<Record<DeliveryField, ReactNode>>;
  /** The form's own message ('Please fill in all required fields: City, Phone'); leave out where an error
   *  summary at the top of the form says it. */
  message?: ReactNode;
  /** The fields' ids, for an error summary's links (ui/primitives/error-summary's useFieldIds). */
  ids?: Partial<Record<DeliveryField, string>>;
  disabled?: boolean;
  title?: ReactNode;
  /** What State and Delivery area offer (the shop's states and delivery areas). */
  choices: Record<ChoiceField, readonly string[]>;
  /** Under a field: Delivery area says what it decides ('Ibadan ₦1,500 ...'). */
  hints?: Partial<Record<DeliveryField, ReactNode>>;
};

const placeholders: Record<ChoiceField, string> = { state: 'Choose your state', area: 'Choose your area' };

/** A select's options: the prompt, the choices, and a value the shopper brought that is not one of them
 *  (an address from before the list existed), so nothing they gave is silently dropped. */
function optionsOf(field: ChoiceField, choices: DeliveryFormProps['choices'], value: string) {
  const list = choices[field];
  const kept = value !== '' && !list.includes(value) ? [value] : [];
  return [
    { value: '', label: placeholders[field] },
    ...[...kept, ...list].map((choice) => ({ value: choice, label: choice })),
  ];
}

/**
 * DELIVERY INFORMATION: the address fields, controlled by the checkout, with each field's error under it. It is a
 * section, not a <form>, so the checkout can wrap one form around it, the payment choice and PLACE ORDER.
 */
function DeliveryForm({
  values,
  onChange,
  errors = {},
  message,
  ids = {},
  disabled = false,
  title = 'DELIVERY INFORMATION',
  choices,
  hints = {},
  className,
  ...props
}: DeliveryFormProps) {
  return (
    <section data-slot="delivery-form" className={cn('grid gap-5', className)} {...props}>
      <BlockHeading>{title}</BlockHeading>
      {message && <FormMessage>{message}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        {addressFields.map((field) => (
          <Field
            key={field.name}
            id={ids[field.name]}
            className={halfRow.has(field.name) ? undefined : 'sm:col-span-2'}
            label={
              field.required ? (
                field.label
              ) : (
                <>
                  {field.label} <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              )
            }
            required={field.required}
            error={errors[field.name]}
            hint={hints[field.name]}
          >
            {'choice' in field ? (
              <NativeSelect
                name={field.name}
                autoComplete={field.autoComplete}
                options={optionsOf(field.name, choices, values[field.name])}
                value={values[field.name]}
                disabled={disabled}
                onValueChange={(value) => onChange(field.name, value)}
              />
            ) : (
              <Input
                name={field.name}
                autoComplete={field.autoComplete}
                type={'type' in field ? field.type : undefined}
                inputMode={'inputMode' in field ? field.inputMode : undefined}
                pattern={'pattern' in field ? field.pattern : undefined}
                maxLength={field.maxLength}
                value={values[field.name]}
                disabled={disabled}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </section>
  );
}

export { DeliveryForm, type DeliveryField, type DeliveryFormProps };
