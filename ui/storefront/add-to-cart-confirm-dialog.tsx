import { type ComponentProps, type ReactNode } from 'react';

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
import { Price } from '../primitives/price';

type AddToCartConfirmDialogProps = Omit<ComponentProps<typeof Dialog>, 'onOpenChange' | 'children'> & {
  quantity: number;
  name: string;
  /** The chosen options in words ('Base: Oud, Size: 50ml'); api/'s describeVariations. Empty when none. */
  optionsDescription: string;
  unitPrice: number;
  total: number;
  /** Adding: Confirm shows it is working and nothing can be pressed twice. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, the cross or Escape. */
  onCancel: () => void;
};

function SummaryRow({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-6 text-muted-foreground', className)}>
      <dt>{term}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

/** The order confirmation before a perfume goes into the cart: quantity, name, options, total and unit price. */
function AddToCartConfirmDialog({
  quantity,
  name,
  optionsDescription,
  unitPrice,
  total,
  busy = false,
  onConfirm,
  onCancel,
  ...rootProps
}: AddToCartConfirmDialogProps) {
  return (
    <Dialog {...rootProps} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent data-slot="add-to-cart-confirm-dialog">
        <DialogHeader>
          <DialogTitle>Add to cart?</DialogTitle>
          <DialogDescription>
            {quantity} × {name}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2 text-sm">
          {optionsDescription && (
            <SummaryRow term="Options">
              <span className="text-right">{optionsDescription}</span>
            </SummaryRow>
          )}
          <SummaryRow term="Unit price">
            <Price amount={unitPrice} size="sm" />
          </SummaryRow>
          <SummaryRow term="Quantity">
            <span className="tabular-nums">{quantity}</span>
          </SummaryRow>
          <SummaryRow term="Total" className="border-t border-border pt-3 font-semibold text-foreground">
            <Price amount={total} size="lg" />
          </SummaryRow>
        </dl>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button busy={busy} busyLabel="Adding..." onClick={onConfirm}>
            Confirm
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { AddToCartConfirmDialog, type AddToCartConfirmDialogProps };
