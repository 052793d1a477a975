import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { useReturnFocus } from '../lib/use-return-focus';
import {
  Dialog,
  DialogClose,
  DialogCloseCross,
  DialogDescription,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
} from './dialog';

/* A sheet is a Radix dialog that slides in from an edge (the mobile menu, the cart drawer, filters). */

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card p-6 text-foreground shadow-overlay',
  {
    variants: {
      side: {
        right:
          'inset-y-0 right-0 h-dvh w-[min(24rem,88vw)] data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right',
        left: 'inset-y-0 left-0 h-dvh w-[min(24rem,88vw)] data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
        top: 'inset-x-0 top-0 max-h-[85dvh] rounded-b-xl data-[state=open]:animate-slide-in-top data-[state=closed]:animate-slide-out-top',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl pb-[max(1.5rem,env(safe-area-inset-bottom))] data-[state=open]:animate-slide-in-bottom data-[state=closed]:animate-slide-out-bottom',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

// The root, trigger and close are the dialog's own; only the panel and its layout differ.
const Sheet = Dialog;
const SheetTrigger = DialogTrigger;
const SheetClose = DialogClose;

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    closeLabel?: string;
  };

/** The sliding panel. Like DialogContent it needs a SheetTitle; `side` picks the edge (right by default). */
function SheetContent({
  side,
  className,
  children,
  closeLabel = 'Close',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
        {...returnFocus}
      >
        {children}
        <DialogCloseCross label={closeLabel} className="top-3 right-3" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('grid gap-1.5 pr-10', className)} {...props} />;
}

function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('mt-auto grid gap-3 pt-4', className)} {...props} />;
}

function SheetTitle({ className, ...props }: ComponentProps<typeof DialogTitle>) {
  return <DialogTitle data-slot="sheet-title" className={cn('text-2xl', className)} {...props} />;
}

function SheetDescription({ className, ...props }: ComponentProps<typeof DialogDescription>) {
  return <DialogDescription data-slot="sheet-description" className={cn('text-sm', className)} {...props} />;
}

export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
};
