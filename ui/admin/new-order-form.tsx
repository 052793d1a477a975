import type { ComponentProps, ReactNode } from 'react';

import { addressFields, type Address, type AddressField } from '../../api/rules/address';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { HiddenFields } from '../primitives/hidden-fields';
import { Input } from '../primitives/input';
import { NativeSelect, type NativeSelectOption } from '../primitives/native-select';
import { RadioGroup, type RadioOption } from '../primitives/radio-group';
import { type FormAs } from './form-as';

/** The fields a keyed-in order is refused by: its lines, where from, how paid, and the address's fields. */
type NewOrderField = 'lines' | 'from' | 'pay' | AddressField;

/** What the form shows: empty at first, or what the owner typed when the server refused it. */
type NewOrderDraft = {
  from: string;
  pay: string;
  delivery: 'pickup' | 'address';
  /** one row per line the form offers: the chosen perfume with its options (its cart key), and how many */
  lines: readonly { choice: string; quantity: string }[];
  address: Address;
};

type NewOrderFormProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Where the form posts; the server answers it, with or without scripts. */
  action: string;
  formAs?: FormAs;
  /** Fields the owner does not see (the form's own mark, so sending it twice places one order). */
  fields: Readonly<Record<string, string>>;
  /** Each perfume with each set of its options, priced, as one choice ('Ọba Oud · 50ml · ₦30,000.00'). */
  perfumes: readonly NativeSelectOption[];
  sources: readonly RadioOption[];
  payments: readonly RadioOption[];
  /** What State and Delivery area offer. */
  choices: { state: readonly string[]; area: readonly string[] };
  /** The delivery fee's rule, said beside the choice of delivery. */
  feeRule: ReactNode;
  draft: NewOrderDraft;
  errors?: Partial<Record<NewOrderField, string>>;
  formError?: string;
  busy?: boolean;
};

const customerFields = ['firstName', 'lastName', 'phone', 'email'] as const satisfies readonly AddressField[];
/** The rest of the address, in the checkout's order: where a delivery goes. */
const placeFields: readonly AddressField[] = addressFields
  .map(({ name }) => name)
  .filter((name) => !customerFields.some((customer) => customer === name));
const fieldOf = (name: AddressField) => addressFields.find((field) => field.name === name)!;

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <fieldset
      aria-labelledby={id}
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-card p-5 shadow-card"
    >
      <h2 id={id} className="font-display text-xl text-foreground">
        {title}
      </h2>
      {children}
    </fieldset>
  );
}

/** A choice's refusal under it (a radio group or the list of lines has no one field to put it beside). */
const Problem = ({ children }: { children?: string }) =>
  children ? <p className="text-sm text-danger">{children}</p> : null;

/**
 * An order the shop keys in for a customer who asked on WhatsApp, on the phone or at the counter: the perfumes
 * with their options and how many, the customer, pickup or a delivery address, and how they pay. A plain form
 * that works before any script; the server prices it and charges the fee.
 */
function NewOrderForm({
  action,
  formAs: Form = 'form',
  fields,
  perfumes,
  sources,
  payments,
  choices,
  feeRule,
  draft,
  errors = {},
  formError,
  busy = false,
  className,
  ...props
}: NewOrderFormProps) {
  const ids = useFieldIds([
    'lines',
    'customer',
    'from',
    'pay',
    'delivery',
    ...customerFields,
    ...placeFields,
  ]);
  const shown = busy ? {} : errors;
  const addressField = (name: AddressField, hint?: string) => {
    const field = fieldOf(name);
    const required = field.required && name !== 'email';
    const options = name === 'state' || name === 'area' ? choices[name] : null;
    return (
      <Field
        key={name}
        id={ids[name]}
        label={
          required ? (
            field.label
          ) : (
            <>
              {field.label} <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          )
        }
        hint={hint}
        error={shown[name]}
        required={required}
      >
        {options ? (
          <NativeSelect
            name={name}
            options={[
              { value: '', label: `Choose the ${field.label.toLowerCase()}` },
              ...options.map((value) => ({ value, label: value })),
            ]}
            defaultValue={draft.address[name]}
          />
        ) : (
          <Input
            name={name}
            autoComplete="off"
            type={'type' in field ? field.type : undefined}
            inputMode={'inputMode' in field ? field.inputMode : undefined}
            maxLength={field.maxLength}
            defaultValue={draft.address[name]}
          />
        )}
      </Field>
    );
  };
  return (
    <section data-slot="new-order-form" className={cn('grid gap-6', className)} {...props}>
      <Form method="post" action={action} noValidate className="grid gap-6">
        <ErrorSummary
          errors={
            busy
              ? []
              : errorSummaryItems(formError, [
                  [ids.lines, shown.lines],
                  [ids.from, shown.from],
                  ...customerFields.map((name) => [ids[name], shown[name]] as const),
                  ...placeFields.map((name) => [ids[name], shown[name]] as const),
                  [ids.pay, shown.pay],
                ])
          }
        />
        <HiddenFields fields={fields} />
        <Card title="Perfumes" id={ids.lines}>
          <Problem>{shown.lines}</Problem>
          <ol className="grid gap-3">
            {draft.lines.map((line, index) => (
              <li key={index} className="grid grid-cols-[minmax(0,1fr)_5rem] items-end gap-3">
                <Field label={`Line ${index + 1}`}>
                  <NativeSelect
                    name="line"
                    options={[{ value: '', label: 'Choose a perfume' }, ...perfumes]}
                    defaultValue={line.choice}
                  />
                </Field>
                <Field label="How many">
                  <Input
                    name="quantity"
                    inputMode="numeric"
                    autoComplete="off"
                    defaultValue={line.quantity}
                  />
                </Field>
              </li>
            ))}
          </ol>
        </Card>
        <Card title="Customer" id={ids.customer}>
          <RadioGroup
            id={ids.from}
            label="Where the order came from"
            name="from"
            options={sources}
            defaultValue={draft.from}
            className="sm:grid-cols-3"
          />
          <Problem>{shown.from}</Problem>
          <div className="grid gap-4 sm:grid-cols-2">
            {customerFields.map((name) =>
              addressField(name, name === 'email' ? 'The confirmation is mailed when given' : undefined),
            )}
          </div>
        </Card>
        <Card title="Delivery" id={ids.delivery}>
          <RadioGroup
            aria-label="Pickup or delivery"
            name="delivery"
            appearance="cards"
            options={[
              { value: 'pickup', label: 'Pickup at the shop', description: 'No delivery fee, no address' },
              { value: 'address', label: 'Deliver to the customer', description: feeRule },
            ]}
            defaultValue={draft.delivery}
          />
          <p className="text-sm text-muted-foreground">The address is not needed for a pickup.</p>
          <div className="grid gap-4 sm:grid-cols-2">{placeFields.map((name) => addressField(name))}</div>
        </Card>
        <Card title="Payment" id={ids.pay}>
          <RadioGroup
            aria-label="How the customer pays"
            name="pay"
            appearance="cards"
            options={payments}
            defaultValue={draft.pay}
          />
          <Problem>{shown.pay}</Problem>
        </Card>
        <Button type="submit" busy={busy} busyLabel="Placing the order..." className="justify-self-start">
          Place the order
        </Button>
      </Form>
    </section>
  );
}

export { NewOrderForm, type NewOrderDraft, type NewOrderField, type NewOrderFormProps };
