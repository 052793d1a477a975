import { type ReactNode } from 'react';

import { Button } from '../primitives/button';
import { Icon } from '../primitives/icon';
import { type FormAs } from './form-as';

type OlderPageFormProps = {
  action: string;
  /** the filter the page shows, posted again with the page */
  values: Readonly<Record<string, string | undefined>>;
  /** where the older page starts (the answer's `older`) */
  older: string;
  busy?: boolean;
  formAs?: FormAs;
  /** the button's words: 'Older' by default */
  children?: ReactNode;
};

/** The next, older page of a list the admin filters (orders, the audit log): the same filter posted again. */
function OlderPageForm({
  action,
  values,
  older,
  busy = false,
  formAs: Form = 'form',
  children = 'Older',
}: OlderPageFormProps) {
  return (
    <Form method="post" action={action}>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value ?? ''} />
      ))}
      <input type="hidden" name="older" value={older} />
      <Button type="submit" variant="outline" busy={busy} busyLabel="Reading...">
        <Icon name="chevron-down" />
        {children}
      </Button>
    </Form>
  );
}

export { OlderPageForm, type OlderPageFormProps };
