import * as ToastPrimitive from '@radix-ui/react-toast';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import {
  closeButtonClass,
  closeIcon,
  ToastBody,
  toasterPlace,
  toastVariants,
  type ToasterProps,
  type ToastMessage,
  withToasterDefaults,
} from './toast-card';

const motion = [
  'data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out',
  'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
  'data-[swipe=end]:animate-slide-out-right',
];

type ToastProps = Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title'> &
  Pick<ToastMessage, 'tone' | 'title' | 'description'> & {
    closeLabel: string;
  };

function Toast({ tone, title, description, closeLabel, className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-tone={tone}
      // Errors interrupt the screen reader; good news waits its turn.
      type={tone === 'error' ? 'foreground' : 'background'}
      className={cn(toastVariants({ tone }), motion, className)}
      {...props}
    >
      <ToastBody
        tone={tone}
        title={title}
        description={description}
        Title={ToastPrimitive.Title}
        Description={ToastPrimitive.Description}
      />
      <ToastPrimitive.Close aria-label={closeLabel} className={closeButtonClass}>
        {closeIcon}
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Shows the store's toasts in the top-right corner (full width at the bottom on a phone). Mount it once. */
function Toaster(props: ToasterProps) {
  const { toasts, onDismiss, duration, label, closeLabel, className } = withToasterDefaults(props);
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
      <ToastPrimitive.Viewport data-slot="toaster" className={cn(toasterPlace, className)} />
    </ToastPrimitive.Provider>
  );
}

export { Toaster };
