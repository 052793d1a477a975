import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { useReturnFocus } from '../lib/use-return-focus';
import { Icon } from './icon';

/* Radix Dialog does the hard parts: focus trap, Escape, return of focus, scroll lock, aria-modal, labelling. */

function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed page behind a dialog or a sheet. */
function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-aubergine-950/55 backdrop-blur-[2px]',
        'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
        className,
      )}
      {...props}
    />
  );
}

/** The cross in the corner of a dialog or a sheet. */
function DialogCloseCross({ label, className }: { label: string; className?: string }) {
  return (
    <DialogPrimitive.Close
      data-slot="dialog-close-cross"
      aria-label={label}
      className={cn(
        'absolute top-2 right-2 inline-flex size-touch items-center justify-center rounded-pill text-muted-foreground',
        'transition-colors duration-fast hover:bg-primary-soft hover:text-foreground',
        className,
      )}
    >
      <Icon name="x" className="size-5" />
    </DialogPrimitive.Close>
  );
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** The close cross's accessible name. */
  closeLabel?: string;
  /** Leave out the cross when the dialog must be answered with its own buttons. */
  hideClose?: boolean;
};

/**
 * The dialog box, centred, in a portal above an overlay. Give it a DialogTitle (required by screen readers) and
 * usually a DialogDescription; without a description pass aria-describedby={undefined}.
 */
function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-5 overflow-y-auto rounded-xl bg-card p-6 text-foreground shadow-overlay sm:p-8',
          'data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out',
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        {!hideClose && <DialogCloseCross label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('grid gap-2 pr-8', className)} {...props} />;
}

/** Buttons at the bottom: stacked full width on a phone (main action on top), in a row from sm: up. */
function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end [&>*]:max-sm:w-full', className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-display text-display-sm text-foreground', className)}
      {...props}
    />
  );
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-base text-muted-foreground', className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogCloseCross,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
};
