import { useEffect, useRef, useState, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Textarea } from '../primitives/textarea';
import { AnnouncementPreview } from '../storefront/announcement-dialog';
import { type FormAs } from './form-as';

type PopupFormProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Where the form posts (/admin/popup); `intent` is 'set' or 'clear'. */
  action: string;
  /** What shoppers see now ('' for no popup): the preview before any typing. */
  savedText: string;
  /** The text in the box: the saved text, or the typed text kept when the server refused it. */
  defaultText?: string;
  /** The most characters the shop takes, told beside the box. */
  maxLength: number;
  /** Why the text was refused ('Keep the announcement to 500 characters or fewer'). */
  error?: string;
  /** Why the whole form failed (the session ended). */
  formError?: string;
  /** Which button was pressed while the post is on its way. */
  busy?: 'set' | 'clear' | null;
  formAs?: FormAs;
};

/**
 * The announcement popup in the admin: the text, "Show to shoppers" and "Remove", and beside them the popup as a
 * shopper sees it. With the page's scripts the preview follows the typing; without them it shows the saved text.
 */
function PopupForm({
  action,
  savedText,
  defaultText = savedText,
  maxLength,
  error,
  formError,
  busy = null,
  formAs: Form = 'form',
  className,
  ...props
}: PopupFormProps) {
  const ids = useFieldIds(['text', 'title', 'preview']);
  const box = useRef<HTMLTextAreaElement>(null);
  // null until the page's scripts run: the server's HTML previews the saved text
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => setTyped(box.current?.value ?? null), []);
  const shown = (typed ?? savedText).trim();
  const working = busy !== null;
  return (
    <div
      data-slot="popup-form"
      className={cn('grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start', className)}
      {...props}
    >
      <section
        aria-labelledby={ids.title}
        className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5"
      >
        <h2 id={ids.title} className="font-display text-xl text-foreground">
          The popup
        </h2>
        <Form method="post" action={action} noValidate className="grid gap-4">
          <ErrorSummary
            titleAs="h3"
            errors={working ? [] : errorSummaryItems(formError, [[ids.text, error]])}
          />
          <Field
            id={ids.text}
            label="Announcement"
            hint={`Shown once to each shopper until it changes. At most ${maxLength} characters.`}
            error={working ? undefined : error}
          >
            <Textarea
              ref={box}
              name="text"
              rows={5}
              defaultValue={defaultText}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              name="intent"
              value="set"
              busy={busy === 'set'}
              busyLabel="Saving..."
              disabled={working}
            >
              Show to shoppers
            </Button>
            <Button
              type="submit"
              name="intent"
              value="clear"
              variant="outline"
              busy={busy === 'clear'}
              busyLabel="Removing..."
              disabled={working}
            >
              Remove
            </Button>
          </div>
        </Form>
      </section>
      <section aria-labelledby={ids.preview} className="grid gap-3">
        <h2 id={ids.preview} className="font-display text-xl text-foreground">
          Preview
        </h2>
        {/* the shop's page dimmed behind it, as shoppers see the popup: a frame, not a dialog */}
        <div
          data-slot="popup-preview-frame"
          className="grid place-items-center rounded-xl bg-aubergine-950/55 p-4 sm:p-8"
        >
          {shown === '' ? (
            <p className="rounded-lg bg-card px-4 py-3 text-sm text-muted-foreground">
              No popup: shoppers see the shop straight away.
            </p>
          ) : (
            <AnnouncementPreview message={shown} titleAs="h3" />
          )}
        </div>
      </section>
    </div>
  );
}

export { PopupForm, type PopupFormProps };
