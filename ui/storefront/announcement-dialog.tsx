import { type ComponentProps } from 'react';

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

/** The shop's announcement popup (specification: Announcement popup). */
function AnnouncementDialog({ message, onClose, onContinue, ...rootProps }: AnnouncementDialogProps) {
  return (
    <Dialog {...rootProps} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-slot="announcement-dialog" closeLabel="Close announcement">
        <DialogHeader>
          <DialogTitle>Announcement</DialogTitle>
          <DialogDescription className="whitespace-pre-line text-foreground">{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onContinue}>Continue to Site</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { AnnouncementDialog, type AnnouncementDialogProps };
