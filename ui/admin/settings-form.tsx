import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';
import { type FormAs } from './form-as';

/** The shop's settings the form edits, by the names it posts. */
type SettingsFormField =
  | 'bankName'
  | 'bankAccountName'
  | 'bankAccountNumber'
  | 'contactPhone'
  | 'contactEmail'
  | 'contactAddress'
  | 'whatsAppNumber'
  | 'localDeliveryFee'
  | 'freeDeliveryFrom'
  | 'elsewhereDeliveryFee'
  | 'onlineDiscountPercent'
  | 'transferHoldHours'
  | 'cardReservationMinutes'
  | 'newOrderAlert'
  | 'lowStockAlert'
  | 'alertEmails';

type SettingsFormValues = Record<SettingsFormField, string>;

type FieldSpec = {
  name: SettingsFormField;
  label: string;
  hint: string;
  /** 'switch': a box ticked for 'on' (an unticked box sends nothing, which the shop reads as off) */
  type?: 'text' | 'email' | 'tel' | 'switch';
  inputMode?: 'numeric' | 'decimal' | 'email';
  autoComplete?: string;
};

type SectionSpec = { title: string; about: string; fields: readonly FieldSpec[] };

const whole = { inputMode: 'numeric' } as const;

/** The sections in the order the owner reads them, each field with what it changes for shoppers. */
const sections = [
  {
    title: 'Bank details',
    about:
      'Where shoppers who pay before delivery send their transfer: shown after they order and in their mail. Leave all three blank to use the environment’s.',
    fields: [
      {
        name: 'bankName',
        label: 'Bank',
        hint: 'As shoppers know it: GTBank, Zenith Bank',
        autoComplete: 'off',
      },
      { name: 'bankAccountName', label: 'Account name', hint: 'As the bank shows it', autoComplete: 'off' },
      { name: 'bankAccountNumber', label: 'Account number', hint: '10 digits (NUBAN)', ...whole },
    ],
  },
  {
    title: 'Contact',
    about:
      'Shown on the contact page and in the footer; contact messages are mailed here, and the alerts unless they have addresses of their own.',
    fields: [
      { name: 'contactPhone', label: 'Phone', hint: 'Such as 0803 123 4567', type: 'tel' },
      { name: 'contactEmail', label: 'Email', hint: 'Such as hello@oorun.ng', type: 'email' },
      { name: 'contactAddress', label: 'Address', hint: 'The shop’s address as shoppers should read it' },
    ],
  },
  {
    title: 'WhatsApp',
    about: 'Shoppers’ chats and proofs of payment open a WhatsApp chat with this number.',
    fields: [
      {
        name: 'whatsAppNumber',
        label: 'WhatsApp number',
        hint: 'A Nigerian mobile number, such as 0803 123 4567',
        type: 'tel',
      },
    ],
  },
  {
    title: 'Delivery',
    about: 'In naira. The cart, the checkout and the orders placed from now on use them.',
    fields: [
      { name: 'localDeliveryFee', label: 'Local delivery fee (₦)', hint: 'Within the local areas', ...whole },
      {
        name: 'freeDeliveryFrom',
        label: 'Free local delivery from (₦)',
        hint: 'An order of this much or more is delivered locally for free',
        ...whole,
      },
      {
        name: 'elsewhereDeliveryFee',
        label: 'Delivery fee elsewhere in Nigeria (₦)',
        hint: 'Outside the local areas',
        ...whole,
      },
    ],
  },
  {
    title: 'Online discount',
    about: 'Taken off the subtotal of an order paid by card.',
    fields: [
      {
        name: 'onlineDiscountPercent',
        label: 'Discount for paying online (%)',
        hint: 'From 0 to 50; 0 for none',
        inputMode: 'decimal',
      },
    ],
  },
  {
    title: 'Reservation times',
    about: 'How long an unpaid order keeps its items off the shelf before it is cancelled.',
    fields: [
      {
        name: 'transferHoldHours',
        label: 'Pay before delivery (hours)',
        hint: 'Time to make the bank transfer',
        ...whole,
      },
      {
        name: 'cardReservationMinutes',
        label: 'Card payment (minutes)',
        hint: 'Time to finish paying by card',
        ...whole,
      },
    ],
  },
  {
    title: 'Alerts',
    about: 'Mails to the shop about what needs doing. Each goes to the addresses below.',
    fields: [
      {
        name: 'newOrderAlert',
        label: 'Mail each new order',
        hint: 'A transfer order when it is placed, a card order once it is paid',
        type: 'switch',
      },
      {
        name: 'lowStockAlert',
        label: 'Mail when a perfume runs low',
        hint: 'Once when its stock falls to the low-stock mark, and when it sells out',
        type: 'switch',
      },
      {
        name: 'alertEmails',
        label: 'Send alerts to',
        hint: 'Up to 5 email addresses, separated by commas; blank: the shop’s email',
        // several addresses as typed: an email box would rewrite the spaces after the commas
        inputMode: 'email',
      },
    ],
  },
] as const satisfies readonly SectionSpec[];

const fieldOrder = sections.flatMap((section) => section.fields.map((field) => field.name));

/** Each setting's label, as the form shows it: the audit log names a change by it. */
const settingsFieldLabels: Readonly<Record<string, string>> = Object.fromEntries(
  sections.flatMap((section) => section.fields.map((field) => [field.name, field.label])),
);

/** A field's hint, with where its value comes from on a line of its own. */
function withOrigin(hint: string, origin: ReactNode) {
  if (!origin) return hint;
  return (
    <>
      {hint}{' '}
      <span data-slot="settings-origin" className="block text-xs">
        {origin}
      </span>
    </>
  );
}

type SettingsFormProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Where the form posts (/admin/settings). */
  action: string;
  /** What the boxes hold: the settings in force, or what was typed when the shop refused it. */
  values: SettingsFormValues;
  /** A line under a field's hint: where its value comes from ('From the environment (BANK_NAME)'). */
  origins?: Partial<Record<SettingsFormField, ReactNode>>;
  /** Why a field was refused ('Enter the 10-digit account number (NUBAN)'). */
  errors?: Partial<Record<SettingsFormField, string>>;
  /** Why the whole form failed (the session ended). */
  formError?: string;
  busy?: boolean;
  formAs?: FormAs;
};

/**
 * The shop's settings in the admin, in sections (bank details, contact, WhatsApp, delivery, online discount,
 * reservation times, alerts), saved together with one button. Each field says where its value comes from.
 */
function SettingsForm({
  action,
  values,
  origins = {},
  errors = {},
  formError,
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: SettingsFormProps) {
  const ids = useFieldIds(fieldOrder);
  const summary = busy
    ? []
    : errorSummaryItems(
        formError,
        fieldOrder.map((name) => [ids[name], errors[name]] as const),
      );
  return (
    <div data-slot="settings-form" className={cn('grid gap-6', className)} {...props}>
      <Form method="post" action={action} noValidate className="grid gap-6">
        <ErrorSummary errors={summary} />
        {sections.map((section) => (
          <fieldset
            key={section.title}
            data-slot="settings-section"
            className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5 lg:grid-cols-2"
          >
            <legend className="float-left w-full font-display text-xl text-foreground lg:col-span-2">
              {section.title}
            </legend>
            <p className="text-sm text-muted-foreground lg:col-span-2">{section.about}</p>
            {section.fields.map((field: FieldSpec) =>
              field.type === 'switch' ? (
                <Checkbox
                  key={field.name}
                  id={ids[field.name]}
                  name={field.name}
                  value="on"
                  label={field.label}
                  description={withOrigin(field.hint, origins[field.name])}
                  defaultChecked={values[field.name] === 'on'}
                />
              ) : (
                <Field
                  key={field.name}
                  id={ids[field.name]}
                  label={field.label}
                  hint={withOrigin(field.hint, origins[field.name])}
                  error={busy ? undefined : errors[field.name]}
                >
                  <Input
                    name={field.name}
                    type={field.type ?? 'text'}
                    inputMode={field.inputMode}
                    autoComplete={field.autoComplete ?? 'off'}
                    spellCheck={false}
                    defaultValue={values[field.name]}
                  />
                </Field>
              ),
            )}
          </fieldset>
        ))}
        <Button type="submit" busy={busy} busyLabel="Saving..." className="justify-self-start">
          Save settings
        </Button>
      </Form>
    </div>
  );
}

export {
  SettingsForm,
  settingsFieldLabels,
  type SettingsFormField,
  type SettingsFormProps,
  type SettingsFormValues,
};
