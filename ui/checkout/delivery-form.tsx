import { type ComponentProps, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';

import { type Address } from '../../api';
import { cn } from '../lib/cn';
import { Field } from '../primitives/field';
import { Input, type InputProps } from '../primitives/input';
import { NativeSelect } from '../primitives/native-select';
import { FormMessage } from './form-message';
import { BlockHeading } from './block-heading';

type FieldSpec = {
  name: keyof Address;
  label: string;
  autoComplete: HTMLInputAutoCompleteAttribute;
  /** Chosen from a list the form is given (`choices`), with the browser's own select. */
  select?: boolean;
  type?: InputProps['type'];
  inputMode?: InputProps['inputMode'];
  pattern?: string;
  /** Half a row from sm: up. */
  half?: boolean;
  optional?: boolean;
};

/** The delivery form's fields in the order shown, with the labels the checkout's messages use (api addressFields). */
const deliveryFields = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'street', label: 'Street', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', half: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', half: true, select: true },
  { name: 'area', label: 'Delivery area', autoComplete: 'off', select: true, optional: true },
  // Digits only, with the phone's number pad: the zipcode is numeric.
  {
    name: 'zipcode',
    label: 'Zipcode',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    pattern: '[0-9]*',
    half: true,
  },
  { name: 'country', label: 'Country', autoComplete: 'country-name', half: true },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
] as const satisfies readonly FieldSpec[];

type DeliveryField = (typeof deliveryFields)[number]['name'];
const fieldSpecs: readonly (FieldSpec & { name: DeliveryField })[] = deliveryFields;
type ChoiceField = Extract<(typeof deliveryFields)[number], { select: true }>['name'];

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
        {fieldSpecs.map(({ name, label, half, optional, select, ...input }) => (
          <Field
            key={name}
            id={ids[name]}
            className={half ? undefined : 'sm:col-span-2'}
            label={
              optional ? (
                <>
                  {label} <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              ) : (
                label
              )
            }
            required={!optional}
            error={errors[name]}
            hint={hints[name]}
          >
            {select ? (
              <NativeSelect
                name={name}
                autoComplete={input.autoComplete}
                options={optionsOf(name as ChoiceField, choices, values[name])}
                value={values[name]}
                disabled={disabled}
                onValueChange={(value) => onChange(name, value)}
              />
            ) : (
              <Input
                name={name}
                {...input}
                value={values[name]}
                disabled={disabled}
                onChange={(event) => onChange(name, event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </section>
  );
}

export { deliveryFields, DeliveryForm, type DeliveryField, type DeliveryFormProps };
