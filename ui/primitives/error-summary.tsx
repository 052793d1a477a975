import { useEffect, useId, useRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { Icon } from './icon';

type ErrorSummaryItem = {
  /** The message, word for word as its field shows it ('Subject is required'). */
  text: ReactNode;
  /** The id of the control the message is about: the message links there. None for the whole form's message. */
  fieldId?: string;
};

type ErrorSummaryProps = Omit<ComponentProps<'div'>, 'children' | 'title'> & {
  /** In the order of the fields on the form; none: nothing is rendered. */
  errors: readonly ErrorSummaryItem[];
  title?: ReactNode;
  /** One level under the heading the form sits under: h2 under the page's h1, h3 in a card titled by an h2. */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/** The summary's messages: the whole form's first, then each field's, `[fieldId, message]` in the form's order. */
function errorSummaryItems(
  whole: ReactNode,
  fields: readonly (readonly [fieldId: string, message: ReactNode])[] = [],
): ErrorSummaryItem[] {
  return [
    ...(whole ? [{ text: whole }] : []),
    ...fields.flatMap(([fieldId, text]) => (text ? [{ text, fieldId }] : [])),
  ];
}

/** Ids for a form's fields, unique on the page and the same in the server's HTML, for the summary's links. */
function useFieldIds<const Name extends string>(names: readonly Name[]): Record<Name, string> {
  const prefix = useId();
  // a record of any string is a record of exactly Name, as each name is given its id here
  const ids: Record<string, string> = Object.fromEntries(names.map((name) => [name, `${prefix}-${name}`]));
  return ids;
}

const controls = 'input, select, textarea, button, [tabindex]';

/** The control a link leads to: the field itself, or in a group (the stars) its chosen or first radio. */
function controlOf(id: string): HTMLElement | null {
  const target = document.getElementById(id);
  if (!target || target.matches(controls)) return target;
  return target.querySelector<HTMLElement>('input:checked') ?? target.querySelector<HTMLElement>(controls);
}

/** Focuses the field and brings it to the middle of the screen, its label above it in sight (under a sticky header too). */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = controlOf(id);
  if (!control) return; // the browser follows the link
  event.preventDefault();
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: 'center' });
}

/**
 * 'There is a problem': what stops a form, at its top, each message a link to its field (the GOV.UK design
 * system's error summary; docs/decisions/036-html-first-forms.md). The fields keep their own messages. It takes
 * the focus when it appears and after every submit that leaves it shown, so a tap on a phone far below it is
 * answered where the shopper looks. Put it first in its form.
 *
 * Without the page's scripts the server renders it with `autofocus`: the browser focuses it as the page loads.
 */
function ErrorSummary({
  errors,
  title = 'There is a problem',
  titleAs: Title = 'h2',
  className,
  ...props
}: ErrorSummaryProps) {
  const titleId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    const box = summary.current;
    if (!shown || !box) return;
    // React sets `autofocus` only in the server's HTML: there the browser focused it, unless the shopper has since
    // moved on (typed in a box before the scripts ran), who keeps their place
    const active = document.activeElement;
    if (!box.hasAttribute('autofocus') || active === null || active === document.body) box.focus();
    // the same problem again after a submit changes nothing on screen: the focus comes back all the same
    const form = box.closest('form');
    const again = () => {
      setTimeout(() => {
        if (box.isConnected) box.focus();
      });
    };
    form?.addEventListener('submit', again);
    return () => form?.removeEventListener('submit', again);
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      ref={summary}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a failed post answered without scripts: the summary is what the shopper must read first
      autoFocus
      data-slot="error-summary"
      className={cn(
        'scroll-mt-24 rounded-md border-2 border-danger bg-card p-4 text-sm text-danger',
        'focus:outline-2 focus:outline-offset-2 focus:outline-ring',
        className,
      )}
      {...props}
    >
      <div role="alert" className="grid gap-2">
        <Title id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <Icon name="circle-alert" className="size-5 shrink-0" />
          {title}
        </Title>
        <ul data-slot="error-summary-list" className="grid gap-1.5 pl-7">
          {errors.map(({ text, fieldId }, index) => (
            <li key={fieldId ?? `form-${index}`}>
              {fieldId ? (
                <a
                  href={`#${fieldId}`}
                  onClick={(event) => goToField(event, fieldId)}
                  className="font-medium underline underline-offset-2 hover:no-underline"
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export { ErrorSummary, errorSummaryItems, useFieldIds, type ErrorSummaryItem, type ErrorSummaryProps };
