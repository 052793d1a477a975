import { type ComponentProps } from 'react';

import { Button } from '../primitives/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../primitives/dialog';
import { Icon } from '../primitives/icon';

type MissingSelectionDialogProps = Omit<ComponentProps<typeof Dialog>, 'children'> & {
  /** 'Please select: Base Scent, size or wrap before adding to cart.' */
  message: string;
  /** The per-field hints ('Please select a base Scent option', ...). */
  hints: readonly string[];
};

/** Explains what is still to choose when ADD TO CART is pressed too early; OK (or Escape) closes it. */
function MissingSelectionDialog({ message, hints, ...rootProps }: MissingSelectionDialogProps) {
  return (
    <Dialog {...rootProps}>
      <DialogContent data-slot="missing-selection-dialog" hideClose>
        <DialogHeader>
          <DialogTitle>Choose your options</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        {hints.length > 0 && (
          <ul className="grid gap-2">
            {hints.map((hint) => (
              <li key={hint} className="flex items-start gap-2 text-sm text-danger">
                <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
                {hint}
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { MissingSelectionDialog, type MissingSelectionDialogProps };
