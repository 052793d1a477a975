import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../primitives/dialog';

type AnnouncementDialogProps = Omit<ComponentProps<typeof Dialog>, 'onOpenChange' | 'children'> & {
  message: string;
  /** The cross, Escape or a click outside: the store remembers the text as dismissed. */
  onClose: () => void;
  /** 'Continue to Site': dismisses it the same way. */
  onContinue: () => void;
};

/** The shop's announcement popup, set by the owner in the admin. */
function AnnouncementDialog({ message, onClose, onContinue, ...rootProps }: AnnouncementDialogProps) {
  return (
    <Dialog {...rootProps} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-slot="announcement-dialog" closeLabel="Close announcement">
        <DialogHeader>
          <DialogTitle>{announcementTitle}</DialogTitle>
          <DialogDescription className={announcementMessageClass}>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onContinue}>{continueLabel}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const announcementTitle = 'Announcement';
const continueLabel = 'Continue to Site';
const announcementMessageClass = 'whitespace-pre-line text-foreground';

type AnnouncementPreviewProps = ComponentProps<'div'> & {
  message: string;
  /** One level under the heading the preview sits under. */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/**
 * The same popup drawn in place, not as a dialog: the admin's preview, in the server's HTML too (a dialog's
 * portal renders only in the browser). Its button does nothing here, so it is inert.
 */
function AnnouncementPreview({
  message,
  titleAs: Title = 'h3',
  className,
  ...props
}: AnnouncementPreviewProps) {
  return (
    <div
      data-slot="announcement-preview"
      className={cn(
        'grid w-full max-w-lg gap-5 rounded-xl bg-card p-6 text-foreground shadow-overlay sm:p-8',
        className,
      )}
      {...props}
    >
      <DialogHeader>
        <Title className="font-display text-display-sm text-foreground">{announcementTitle}</Title>
        <p className={cn('text-base', announcementMessageClass)}>{message}</p>
      </DialogHeader>
      <DialogFooter inert>
        <Button type="button">{continueLabel}</Button>
      </DialogFooter>
    </div>
  );
}

export {
  AnnouncementDialog,
  AnnouncementPreview,
  type AnnouncementDialogProps,
  type AnnouncementPreviewProps,
};
