import { useState, type ReactNode } from 'react';

import { Button } from '../primitives/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../primitives/dialog';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { orderWaitingNote, ShopReviewFields } from './shop-review-fields';

type ShopReviewDialogProps = {
  open: boolean;
  /** Skip, the cross, Escape or a click outside: the held order goes ahead (the checkout review gate). */
  onClose: () => void;
  onSubmit: (rating: number, comment: string) => void;
  submitting?: boolean;
  /** Why the review was not saved ('Failed to submit review'). */
  error?: ReactNode;
};

/**
 * 'Review Your Experience': the checkout's one-time question about shopping with us, asked after PLACE ORDER
 * and before the order is placed (it says so first). Sending needs stars and some words (disabled until both);
 * skipping is always allowed.
 */
function ShopReviewDialog({ open, onClose, onSubmit, submitting = false, error }: ShopReviewDialogProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const ids = useFieldIds(['rating', 'comment']);
  const ready = rating !== null && rating > 0 && comment.trim() !== '';

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent data-slot="shop-review-dialog" closeLabel="Skip review">
        <DialogHeader>
          <DialogTitle>Review Your Experience</DialogTitle>
          <DialogDescription>
            <strong data-slot="shop-review-order-waiting" className="block font-semibold text-foreground">
              {orderWaitingNote}
            </strong>
            How was shopping with us? Your words help other perfume lovers.
          </DialogDescription>
        </DialogHeader>
        <form
          method="post"
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !submitting) onSubmit(rating, comment.trim());
          }}
        >
          {/* the stars and words are checked before sending (the button waits for both): only the shop's refusal */}
          <ErrorSummary titleAs="h3" errors={submitting ? [] : errorSummaryItems(error)} />
          <ShopReviewFields
            ids={ids}
            rating={rating}
            onRatingChange={setRating}
            comment={comment}
            onCommentChange={setComment}
            disabled={submitting}
          />
          <DialogFooter>
            <Button variant="ghost" onClick={onClose} disabled={submitting}>
              Skip
            </Button>
            <Button type="submit" disabled={!ready} busy={submitting} busyLabel="SUBMITTING...">
              Submit Review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { ShopReviewDialog, type ShopReviewDialogProps };
