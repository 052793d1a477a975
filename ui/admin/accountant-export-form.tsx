import { type ComponentProps } from 'react';

import type { ExportDay } from '../../api';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Icon } from '../primitives/icon';
import { Input } from '../primitives/input';

type AccountantExportFormProps = Omit<
  ComponentProps<'form'>,
  'children' | 'method' | 'action' | 'onSubmit'
> & {
  /** The orders placed in the range, as a CSV file: the form's own address. */
  ordersAction: string;
  /** The payments received in the range, as a CSV file: the second button's address. */
  paymentsAction: string;
  /** The days the form starts with ('2026-11-01', '2026-11-29'): this month so far, usually. */
  values: { from: string; to: string };
  /** Why the server refused the days sent (kept in `values` as typed), and which day it is about. */
  refused?: { problem: string; day: ExportDay };
};

/**
 * Two CSV files for the accountant over a range of days: a plain GET form, so the browser downloads the file
 * without any script; each button sends the same two days to its own file.
 */
function AccountantExportForm({
  ordersAction,
  paymentsAction,
  values,
  refused,
  className,
  ...props
}: AccountantExportFormProps) {
  const errorOf = (day: ExportDay) => (refused?.day === day ? refused.problem : undefined);
  const ids = useFieldIds(['title', 'from', 'to'] as const);
  return (
    <form
      {...props}
      method="get"
      action={ordersAction}
      aria-labelledby={ids.title}
      data-slot="accountant-export-form"
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5', className)}
    >
      <div className="grid gap-1">
        <h2 id={ids.title} className="font-medium">
          Export for the accountant
        </h2>
        <p className="text-sm text-muted-foreground">
          Orders placed and payments received, first and last day included, in Lagos time.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={ids.from} label="First day" error={errorOf('from')}>
          <Input name="from" type="date" required defaultValue={values.from} />
        </Field>
        <Field id={ids.to} label="Last day" error={errorOf('to')}>
          <Input name="to" type="date" required defaultValue={values.to} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline">
          <Icon name="download" />
          Orders CSV
        </Button>
        <Button type="submit" variant="outline" formAction={paymentsAction}>
          <Icon name="download" />
          Payments CSV
        </Button>
      </div>
    </form>
  );
}

export { AccountantExportForm, type AccountantExportFormProps };
