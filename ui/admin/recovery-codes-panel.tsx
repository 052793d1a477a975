import { type ComponentProps } from 'react';

import { CodeField } from '../checkout/code-field';
import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Badge } from '../primitives/badge';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Icon } from '../primitives/icon';
import { type FormAs } from './form-as';

const card = 'grid max-w-2xl gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5';

type RecoveryCodesPanelProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** How many of the account's codes are unused, of how many a set holds. */
  left: number;
  total: number;
  /** Few are left: the panel says to make new ones. */
  few: boolean;
  /** Where 'Make new recovery codes' posts, with `intent` 'recovery' and a code from the app. */
  action: string;
  /** Why the app's code was refused. */
  error?: string;
  busy?: boolean;
  formAs?: FormAs;
};

/**
 * Two-step login's recovery codes while it is on: how many are unused, a warning when few are, and a new set
 * made with a current code from the app (the codes stand in for the phone, so the phone's holder makes them).
 */
function RecoveryCodesPanel({
  left,
  total,
  few,
  action,
  error,
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: RecoveryCodesPanelProps) {
  const ids = useFieldIds(['title', 'code']);
  const shown = busy ? undefined : error;
  return (
    <section
      data-slot="recovery-codes-panel"
      aria-labelledby={ids.title}
      className={cn(card, className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={ids.title} className="font-display text-xl">
          Recovery codes
        </h2>
        <Badge tone={few ? 'warning' : 'neutral'}>
          {left} of {total} left
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        If your phone is lost, a recovery code logs you in instead of the app&apos;s code. Each code works
        once.
      </p>
      {few && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md bg-warning-soft px-4 py-3 text-sm text-warning"
        >
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {left === 0
            ? 'No recovery codes are left: make new ones now, or a lost phone locks you out.'
            : `Only ${left} recovery ${left === 1 ? 'code is' : 'codes are'} left: make new ones soon.`}
        </p>
      )}
      <Form method="post" action={action} className="grid gap-4">
        <ErrorSummary titleAs="h3" errors={errorSummaryItems(null, [[ids.code, shown]])} />
        <input type="hidden" name="intent" value="recovery" />
        <CodeField id={ids.code} label="Current code from your app" disabled={busy} error={shown} />
        <Button type="submit" variant="outline" wrap className="w-fit" busy={busy} busyLabel="Making...">
          <Icon name="refresh-cw" />
          Make new recovery codes
        </Button>
        <p className="text-sm text-muted-foreground">The codes you have now stop working.</p>
      </Form>
    </section>
  );
}

type RecoveryCodesShownProps = Omit<ComponentProps<'section'>, 'children'> & {
  codes: readonly string[];
  /** The security page, shown again without the codes. */
  doneHref: string;
};

/** New recovery codes, shown this once: the shop keeps only their hashes and cannot show them again. */
function RecoveryCodesShown({ codes, doneHref, className, ...props }: RecoveryCodesShownProps) {
  const ids = useFieldIds(['title']);
  return (
    <section
      data-slot="recovery-codes-shown"
      aria-labelledby={ids.title}
      className={cn(card, 'border-warning', className)}
      {...props}
    >
      <h2 id={ids.title} className="font-display text-xl">
        Your recovery codes
      </h2>
      <ul className="grid list-none gap-2 text-sm text-foreground">
        <li>Write them down or print this page now: they are shown only this once.</li>
        <li>Keep them apart from your phone, somewhere safe: a lost phone should not take them with it.</li>
        <li>Each code works once, to log in when your phone cannot give a code.</li>
      </ul>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-muted p-4 font-mono text-base tracking-wide sm:grid-cols-5 sm:text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <Button asChild wrap className="w-fit">
        <ShopLink href={doneHref}>I have written them down</ShopLink>
      </Button>
    </section>
  );
}

export { RecoveryCodesPanel, RecoveryCodesShown, type RecoveryCodesPanelProps, type RecoveryCodesShownProps };
