import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import {
  ErrorSummary,
  errorSummaryItems,
  useFieldIds,
  type ErrorSummaryItem,
} from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';
import { NativeSelect, type NativeSelectOption } from '../primitives/native-select';
import { type FormAs } from './form-as';
import { Icon } from '../primitives/icon';

type OrdersFilterField = 'status' | 'payment' | 'from' | 'to' | 'search';
type OrdersFilterValues = Partial<Record<OrdersFilterField, string>>;

type OrdersFilterFormProps = Omit<ComponentProps<'form'>, 'children' | 'method' | 'action' | 'onSubmit'> & {
  /** Where the form posts: a search may hold an email or a phone, which never ride in a URL. */
  action: string;
  statusOptions: readonly NativeSelectOption[];
  /** What the list is filtered by now. */
  values?: OrdersFilterValues;
  /** Why the filter was refused, by field ('Give the date as YYYY-MM-DD'), or for the whole form. */
  errors?: Partial<Record<OrdersFilterField | 'form', string>>;
  busy?: boolean;
  formAs?: FormAs;
};

const paymentOptions = [
  { value: '', label: 'Paid or not' },
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
] as const satisfies readonly NativeSelectOption[];

const fieldOrder = [
  'search',
  'status',
  'payment',
  'from',
  'to',
] as const satisfies readonly OrdersFilterField[];

/** The orders' filters: status, payment, a date range, and a search by id, #reference, email, phone or name. */
function OrdersFilterForm({
  action,
  statusOptions,
  values = {},
  errors = {},
  busy = false,
  formAs: Form = 'form',
  className,
}: OrdersFilterFormProps) {
  const ids = useFieldIds(fieldOrder);
  const summary: ErrorSummaryItem[] = busy
    ? []
    : errorSummaryItems(
        errors.form,
        fieldOrder.map((name) => [ids[name], errors[name]] as const),
      );
  const errorOf = (name: OrdersFilterField) => (busy ? undefined : errors[name]);
  return (
    <Form
      method="post"
      action={action}
      noValidate
      aria-labelledby={`${ids.search}-title`}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5', className)}
    >
      <h2 id={`${ids.search}-title`} className="sr-only">
        Find orders
      </h2>
      <ErrorSummary titleAs="h3" errors={summary} />
      <Field
        id={ids.search}
        label="Search"
        hint="An order's ID or #reference, an email, a phone number, or the shopper's name"
        error={errorOf('search')}
      >
        <Input
          name="search"
          type="search"
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.search}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={ids.status} label="Status" error={errorOf('status')}>
          <NativeSelect name="status" options={statusOptions} defaultValue={values.status ?? ''} />
        </Field>
        <Field id={ids.payment} label="Payment" error={errorOf('payment')}>
          <NativeSelect name="payment" options={paymentOptions} defaultValue={values.payment ?? ''} />
        </Field>
        <Field id={ids.from} label="From" error={errorOf('from')}>
          <Input name="from" type="date" defaultValue={values.from} />
        </Field>
        <Field id={ids.to} label="To" error={errorOf('to')}>
          <Input name="to" type="date" defaultValue={values.to} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Finding...">
          <Icon name="search" />
          Find orders
        </Button>
        <Button type="submit" variant="ghost" name="intent" value="clear">
          Clear filters
        </Button>
      </div>
    </Form>
  );
}

export { OrdersFilterForm, type OrdersFilterField, type OrdersFilterFormProps, type OrdersFilterValues };
