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
import { OlderPageForm } from './older-page-form';
import { Icon } from '../primitives/icon';

type AuditFilterField = 'actor' | 'action' | 'target' | 'from' | 'to';
type AuditFilterValues = Partial<Record<AuditFilterField, string>>;

type AuditFilterFormProps = Omit<ComponentProps<'form'>, 'children' | 'method' | 'action' | 'onSubmit'> & {
  /** Where the form posts: the who is an email, which never rides in a URL. */
  action: string;
  /** What was done, in words, with '' for anything. */
  actionOptions: readonly NativeSelectOption[];
  values?: AuditFilterValues;
  /** Why the filter was refused, by field ('Give the date as YYYY-MM-DD'), or for the whole form. */
  errors?: Partial<Record<AuditFilterField | 'form', string>>;
  busy?: boolean;
  formAs?: FormAs;
};

const fieldOrder = ['actor', 'action', 'target', 'from', 'to'] as const satisfies readonly AuditFilterField[];

/** The audit log's filters: who, what was done, what it was done to, and between which days. */
function AuditFilterForm({
  action,
  actionOptions,
  values = {},
  errors = {},
  busy = false,
  formAs: Form = 'form',
  className,
}: AuditFilterFormProps) {
  const ids = useFieldIds([...fieldOrder, 'title']);
  const summary: ErrorSummaryItem[] = busy
    ? []
    : errorSummaryItems(
        errors.form,
        fieldOrder.map((name) => [ids[name], errors[name]] as const),
      );
  const errorOf = (name: AuditFilterField) => (busy ? undefined : errors[name]);
  return (
    <Form
      method="post"
      action={action}
      noValidate
      aria-labelledby={ids.title}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5', className)}
    >
      <h2 id={ids.title} className="sr-only">
        Filter the log
      </h2>
      <ErrorSummary titleAs="h3" errors={summary} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field
          id={ids.actor}
          label="Who"
          hint="Their email, or part of it ('cli': the terminal)"
          error={errorOf('actor')}
        >
          <Input
            name="actor"
            type="search"
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.actor}
          />
        </Field>
        <Field id={ids.action} label="What was done" error={errorOf('action')}>
          <NativeSelect name="action" options={actionOptions} defaultValue={values.action ?? ''} />
        </Field>
        <Field
          id={ids.target}
          label="Changed"
          hint="An order's ID or #reference, 'popup' or 'settings'"
          error={errorOf('target')}
        >
          <Input
            name="target"
            type="search"
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.target}
          />
        </Field>
        <Field id={ids.from} label="From" error={errorOf('from')}>
          <Input name="from" type="date" defaultValue={values.from} />
        </Field>
        <Field id={ids.to} label="To" error={errorOf('to')}>
          <Input name="to" type="date" defaultValue={values.to} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Reading...">
          <Icon name="search" />
          Filter
        </Button>
        <Button type="submit" variant="ghost" name="intent" value="clear">
          Clear filters
        </Button>
      </div>
    </Form>
  );
}

type AuditOlderFormProps = {
  action: string;
  /** the filter the page shows, posted again */
  values: AuditFilterValues;
  /** where the older lines start (the answer's `older`) */
  older: string;
  busy?: boolean;
  formAs?: FormAs;
};

/** 'Older': the next page of the same filter, posted as the filter is. */
function AuditOlderForm({ values, ...props }: AuditOlderFormProps) {
  return (
    <OlderPageForm values={Object.fromEntries(fieldOrder.map((name) => [name, values[name]]))} {...props} />
  );
}

export {
  AuditFilterForm,
  AuditOlderForm,
  type AuditFilterField,
  type AuditFilterFormProps,
  type AuditFilterValues,
  type AuditOlderFormProps,
};
