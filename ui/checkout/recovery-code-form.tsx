import { type FormEvent } from 'react';

import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';

type RecoveryCodeFormProps = {
  /** The recovery code typed, as typed (the shop reads any case, spaces or dashes). */
  onSubmit: (recoveryCode: string) => void;
  busy?: boolean;
  /** Why the code was refused; the form opens to show it. */
  error?: string | null;
  /** Where the form posts before (or without) the page's scripts (method="post"); the server answers. */
  action: string;
};

/**
 * A login's second step without the phone: one of the recovery codes written down when two-step login was
 * turned on. Folded under the app's code (a `<details>`, so it opens without scripts); letters, so a plain
 * text box, never the number pad.
 */
function RecoveryCodeForm({ onSubmit, busy = false, error, action }: RecoveryCodeFormProps) {
  const ids = useFieldIds(['code']);
  const shown = busy ? undefined : (error ?? undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.elements.namedItem('recoveryCode');
    onSubmit(box instanceof HTMLInputElement ? box.value : '');
  };
  return (
    <details
      data-slot="recovery-code-form"
      open={shown ? true : undefined}
      className="w-full justify-self-stretch rounded-lg border border-border px-4 py-3 text-left"
    >
      <summary className="cursor-pointer font-medium text-foreground">
        Lost your phone? Use a recovery code
      </summary>
      <form method="post" action={action} className="mt-4 grid gap-4" onSubmit={submit}>
        <ErrorSummary titleAs="h2" errors={errorSummaryItems(null, [[ids.code, shown]])} />
        <input type="hidden" name="intent" value="recovery" />
        <Field
          id={ids.code}
          label="Recovery code"
          required
          error={shown}
          hint="One of the codes you wrote down, such as 7kq4m-x9trp. It works once."
        >
          <Input
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            required
            disabled={busy}
            className="max-w-56 font-mono tracking-wide"
          />
        </Field>
        <Button type="submit" variant="outline" fullWidth wrap busy={busy} busyLabel="Checking...">
          Log in with a recovery code
        </Button>
      </form>
    </details>
  );
}

export { RecoveryCodeForm, type RecoveryCodeFormProps };
