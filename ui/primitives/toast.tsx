import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';

const toastTones = ['success', 'error', 'info'] as const satisfies readonly string[];
type ToastTone = (typeof toastTones)[number];

/** One notification. The queue lives in the store; Toaster only shows it and reports dismissals. */
type ToastMessage = {
  id: string;
  tone: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** Milliseconds before it closes on its own; the Toaster's `duration` (3000) when absent. */
  duration?: number;
};

const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border border-border border-l-4 bg-card',
    'py-4 pr-12 pl-4 text-foreground shadow-lift',
    'data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
    'data-[swipe=end]:animate-slide-out-right',
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

const toneIcons = {
  success: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />,
  error: <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />,
  info: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />,
} as const satisfies Record<ToastTone, ReactNode>;

type ToastProps = Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title'> & {
  tone: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
};

function Toast({ tone, title, description, closeLabel, className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-tone={tone}
      // Errors interrupt the screen reader; good news waits its turn.
      type={tone === 'error' ? 'foreground' : 'background'}
      className={cn(toastVariants({ tone }), className)}
      {...props}
    >
      {toneIcons[tone]}
      <div className="grid gap-1">
        <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
          {title}
        </ToastPrimitive.Title>
        {description && (
          <ToastPrimitive.Description data-slot="toast-description" className="text-sm text-muted-foreground">
            {description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className="absolute top-1.5 right-1.5 inline-flex size-touch items-center justify-center rounded-pill text-muted-foreground hover:bg-primary-soft hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

type ToasterProps = {
  toasts: readonly ToastMessage[];
  /** Called when a toast times out, is closed or swiped away; the store removes it from its queue. */
  onDismiss: (id: string) => void;
  /** Default lifetime of a toast, ms (DESIGN.md 5.12: 3000). */
  duration?: number;
  /** Name of the notifications region for screen readers. */
  label?: string;
  closeLabel?: string;
  className?: string;
};

/** Shows the store's toasts in the top-right corner (full width at the top on a phone). Mount it once. */
function Toaster({
  toasts,
  onDismiss,
  duration = 3000,
  label = 'Notifications',
  closeLabel = 'Dismiss notification',
  className,
}: ToasterProps) {
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right" label={label}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          tone={toast.tone}
          title={toast.title}
          description={toast.description}
          duration={toast.duration}
          closeLabel={closeLabel}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toaster"
        className={cn(
          'fixed top-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-3 p-4 outline-none sm:max-w-sm',
          className,
        )}
      />
    </ToastPrimitive.Provider>
  );
}

export { Toaster, toastTones, type ToasterProps, type ToastMessage, type ToastTone };
