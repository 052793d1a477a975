import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { HiddenFields } from '../primitives/hidden-fields';
import { Input } from '../primitives/input';
import { Textarea } from '../primitives/textarea';
import { type FormAs } from './form-as';
import { Icon } from '../primitives/icon';

type StatementFormField = 'statement' | 'csv';

type StatementFormProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Where the form posts: the server reads the file or the pasted text and answers with the matches. */
  action: string;
  /** Fields the owner does not see (intent). */
  fields: Readonly<Record<string, string>>;
  /** The statement pasted, kept when the server refused it. */
  defaultCsv?: string;
  /** Why the statement was refused: at the file, at the pasted text, or for the whole form. */
  errors?: Partial<Record<StatementFormField | 'form', string>>;
  busy?: boolean;
  formAs?: FormAs;
};

/**
 * The bank's statement export, uploaded as a CSV file or pasted as its text: the shop matches each credit to an
 * order awaiting payment and changes nothing until the owner confirms. Works without the page's scripts (a
 * multipart post); a file chosen is read instead of the pasted text.
 */
function StatementForm({
  action,
  fields,
  defaultCsv = '',
  errors = {},
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: StatementFormProps) {
  const ids = useFieldIds(['statement', 'csv', 'title']);
  const errorOf = (name: StatementFormField) => (busy ? undefined : errors[name]);
  return (
    <section
      data-slot="statement-form"
      aria-labelledby={ids.title}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5', className)}
      {...props}
    >
      <h2 id={ids.title} className="font-display text-xl text-foreground">
        Bank statement
      </h2>
      <Form method="post" action={action} encType="multipart/form-data" noValidate className="grid gap-4">
        <ErrorSummary
          titleAs="h3"
          errors={
            busy
              ? []
              : errorSummaryItems(errors.form, [
                  [ids.statement, errors.statement],
                  [ids.csv, errors.csv],
                ])
          }
        />
        <HiddenFields fields={fields} />
        <Field
          id={ids.statement}
          label="Statement file"
          hint="The CSV your bank's app or internet banking exports"
          error={errorOf('statement')}
        >
          <Input
            name="statement"
            type="file"
            accept=".csv,text/csv"
            className="h-auto py-2.5 file:mr-3 file:rounded-md file:border-0 file:bg-primary-soft file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-primary"
          />
        </Field>
        <Field
          id={ids.csv}
          label="Or paste the statement"
          hint="Its text, header line and all. A file chosen above is read instead."
          error={errorOf('csv')}
        >
          <Textarea
            name="csv"
            rows={6}
            // a statement's lines read as rows: long ones scroll rather than wrap
            wrap="off"
            spellCheck={false}
            autoComplete="off"
            defaultValue={defaultCsv}
            className="font-mono"
          />
        </Field>
        <Button type="submit" busy={busy} busyLabel="Matching..." className="justify-self-start">
          <Icon name="file-up" />
          Match payments
        </Button>
      </Form>
    </section>
  );
}

export { StatementForm, type StatementFormField, type StatementFormProps };
