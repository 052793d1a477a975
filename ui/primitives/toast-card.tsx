import { cva } from 'class-variance-authority';
import { useEffect, useEffectEvent, type ComponentProps, type ElementType, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { Icon } from './icon';

const toastTones = ['success', 'error', 'info'] as const satisfies readonly string[];
type ToastTone = (typeof toastTones)[number];

/** One notification. The queue lives in the store; a toaster only shows it and reports dismissals. */
type ToastMessage = {
  id: string;
  tone: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** Milliseconds before it closes on its own; the toaster's `duration` (3000) when absent. */
  duration?: number;
};

type ToasterProps = {
  toasts: readonly ToastMessage[];
  /** Called when a toast times out, is closed or swiped away; the store removes it from its queue. */
  onDismiss: (id: string) => void;
  /** Default lifetime of a toast, ms: 3000, the shop's one default (docs/decisions/032-one-notification-default.md). */
  duration?: number;
  /** Name of the notifications region for screen readers. */
  label?: string;
  closeLabel?: string;
  className?: string;
};

/** A toaster's props with the defaults filled in: 3000 ms and the English labels. */
function withToasterDefaults({
  duration = 3000,
  label = 'Notifications',
  closeLabel = 'Dismiss notification',
  ...props
}: ToasterProps) {
  return { ...props, duration, label, closeLabel };
}

const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border border-border border-l-4 bg-card',
    'py-4 pr-12 pl-4 text-foreground shadow-lift',
  ],
  {
    variants: {
      tone: {
        success: 'border-l-success-dot',
        error: 'border-l-danger-dot',
        info: 'border-l-info-dot',
      } satisfies Record<ToastTone, string>,
    },
  },
);

/** Where the toasts stack: top-right, full width at the top on a phone. */
// top-right from sm up; on a phone, full width at the bottom, where it covers no page's heading
const toasterPlace =
  'fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-3 p-4 outline-none sm:top-0 sm:bottom-auto sm:max-w-sm';

const closeButtonClass =
  'absolute top-1.5 right-1.5 inline-flex size-touch items-center justify-center rounded-pill text-muted-foreground hover:bg-primary-soft hover:text-foreground';

const toneIcons = {
  success: <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-success" />,
  error: <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-danger" />,
  info: <Icon name="info" className="mt-0.5 size-5 shrink-0 text-info" />,
} as const satisfies Record<ToastTone, ReactNode>;

const closeIcon = <Icon name="x" className="size-4" />;

type ToastBodyProps = Pick<ToastMessage, 'tone' | 'title' | 'description'> & {
  /** the element of the title and of the description: Radix's, where Radix announces them */
  Title?: ElementType<ComponentProps<'div'>>;
  Description?: ElementType<ComponentProps<'div'>>;
};

/** What a toast shows: its tone's icon, its title and its description. */
function ToastBody({ tone, title, description, Title = 'div', Description = 'div' }: ToastBodyProps) {
  return (
    <>
      {toneIcons[tone]}
      <div className="grid gap-1">
        <Title data-slot="toast-title" className="text-sm font-semibold">
          {title}
        </Title>
        {description && (
          <Description data-slot="toast-description" className="text-sm text-muted-foreground">
            {description}
          </Description>
        )}
      </div>
    </>
  );
}

function PlainToast({
  toast,
  duration,
  closeLabel,
  onDismiss,
}: {
  toast: ToastMessage;
  duration: number;
  closeLabel: string;
  onDismiss: (id: string) => void;
}) {
  const lifetime = toast.duration ?? duration;
  const timeUp = useEffectEvent(() => onDismiss(toast.id));
  useEffect(() => {
    const timer = setTimeout(timeUp, lifetime);
    return () => clearTimeout(timer);
  }, [lifetime]);
  return (
    <li
      data-slot="toast"
      data-tone={toast.tone}
      className={cn(toastVariants({ tone: toast.tone }), 'animate-slide-in-right')}
    >
      {/* errors interrupt the screen reader; good news is read by the list's polite live region */}
      <div role={toast.tone === 'error' ? 'alert' : undefined} className="flex flex-1 items-start gap-3">
        <ToastBody tone={toast.tone} title={toast.title} description={toast.description} />
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        className={closeButtonClass}
        onClick={() => onDismiss(toast.id)}
      >
        {closeIcon}
      </button>
    </li>
  );
}

/**
 * The same toasts without Radix's code: no swipe, no pause on hover, no F8 shortcut. Shown while that code
 * loads, and in its place if it cannot be fetched, so that no notification waits on the network.
 */
function PlainToaster(props: ToasterProps) {
  const { toasts, onDismiss, duration, label, closeLabel, className } = withToasterDefaults(props);
  return (
    <section aria-label={label} aria-live="polite">
      <ol data-slot="toaster" className={cn(toasterPlace, className)}>
        {toasts.map((toast) => (
          <PlainToast
            key={toast.id}
            toast={toast}
            duration={duration}
            closeLabel={closeLabel}
            onDismiss={onDismiss}
          />
        ))}
      </ol>
    </section>
  );
}

export {
  closeButtonClass,
  closeIcon,
  PlainToaster,
  ToastBody,
  toasterPlace,
  toastTones,
  toastVariants,
  type ToasterProps,
  type ToastMessage,
  type ToastTone,
  withToasterDefaults,
};
