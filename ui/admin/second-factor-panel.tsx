import { type ComponentProps } from 'react';

import { CodeField } from '../checkout/code-field';
import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Badge } from '../primitives/badge';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { type FormAs } from './form-as';
import { Icon } from '../primitives/icon';

/** 'off': a Turn on button; 'setup': the QR code, the secret and the code to prove it; 'on': Turn off with a code. */
type SecondFactorState = { step: 'off' } | { step: 'setup'; qrSvg: string; secret: string } | { step: 'on' };

type SecondFactorPanelProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: SecondFactorState;
  /** Where each form posts; `intent` is 'start', 'on' or 'off'. */
  action: string;
  /** Why a code was refused ('That code is not right...'). */
  error?: string;
  busy?: boolean;
  formAs?: FormAs;
};

/** The secret in groups of four, easier to type from the screen into the app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * An admin account's second factor: an authenticator app's code after the password at each login. Turning it
 * on shows a QR code to scan (drawn by the server, so it shows without scripts) and the secret to type instead,
 * and saves nothing until a code from the app proves it; turning it off asks for a current code.
 */
function SecondFactorPanel({
  state,
  action,
  error,
  busy = false,
  formAs: Form = 'form',
  className,
  ...props
}: SecondFactorPanelProps) {
  const ids = useFieldIds(['title', 'code']);
  const shown = busy ? undefined : error;
  const summary = <ErrorSummary titleAs="h3" errors={errorSummaryItems(null, [[ids.code, shown]])} />;
  return (
    <section
      data-slot="second-factor-panel"
      aria-labelledby={ids.title}
      className={cn(
        'grid max-w-2xl gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={ids.title} className="font-display text-xl">
          Two-step login
        </h2>
        <Badge tone={state.step === 'on' ? 'success' : 'neutral'}>{state.step === 'on' ? 'On' : 'Off'}</Badge>
      </div>
      {state.step === 'off' && (
        <>
          <p className="text-sm text-muted-foreground">
            With it on, each login asks for your password and then a 6-digit code from an authenticator app on
            your phone (Google Authenticator, Microsoft Authenticator, 2FAS...). A stolen password alone no
            longer opens the admin.
          </p>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="start" />
            <Button type="submit" busy={busy} busyLabel="Preparing...">
              <Icon name="shield-check" />
              Turn on
            </Button>
          </Form>
        </>
      )}
      {state.step === 'setup' && (
        <Form method="post" action={action} className="grid gap-4">
          {summary}
          <ol className="grid list-decimal gap-3 pl-5 text-sm text-foreground">
            <li>Open your authenticator app and add an account.</li>
            <li>
              Scan this code with the app:
              <span
                role="img"
                aria-label="QR code of your two-step login secret"
                className="mt-2 block size-48 rounded-lg border border-border bg-white p-1 [&_svg]:size-full"
                // the server draws it (qrcode): an SVG of squares, with no script in it
                dangerouslySetInnerHTML={{ __html: state.qrSvg }}
              />
            </li>
            <li>
              Or type this key into the app:{' '}
              <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-sm">
                {grouped(state.secret)}
              </code>
            </li>
            <li>Enter the 6-digit code the app now shows. Two-step login is on only once it is right.</li>
          </ol>
          <input type="hidden" name="intent" value="on" />
          <input type="hidden" name="secret" value={state.secret} />
          <CodeField id={ids.code} disabled={busy} error={shown} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" busy={busy} busyLabel="Checking...">
              Confirm and turn on
            </Button>
            <Button asChild variant="ghost">
              <ShopLink href={action}>Cancel</ShopLink>
            </Button>
          </div>
        </Form>
      )}
      {state.step === 'on' && (
        <Form method="post" action={action} className="grid gap-4">
          {summary}
          <p className="text-sm text-muted-foreground">
            Each login asks for a code from your authenticator app. To turn it off, enter the code it shows
            now.
          </p>
          <input type="hidden" name="intent" value="off" />
          <CodeField id={ids.code} disabled={busy} error={shown} />
          <Button type="submit" variant="outline" className="w-fit" busy={busy} busyLabel="Checking...">
            <Icon name="shield-off" />
            Turn off
          </Button>
        </Form>
      )}
    </section>
  );
}

export { SecondFactorPanel, type SecondFactorPanelProps, type SecondFactorState };
