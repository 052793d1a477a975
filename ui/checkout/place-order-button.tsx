import { Button, type ButtonProps } from '../primitives/button';

type PlaceOrderButtonProps = Omit<ButtonProps, 'busy' | 'busyLabel' | 'children'> & {
  /** The order is being placed: 'PLACING ORDER...'. */
  placing?: boolean;
  /** The review check is still loading: wait, so the review gate is not skipped. */
  checking?: boolean;
};

/** PLACE ORDER, busy while placing and disabled while the review check loads. */
function PlaceOrderButton({ placing = false, checking = false, disabled, ...props }: PlaceOrderButtonProps) {
  return (
    <Button
      data-slot="place-order-button"
      size="lg"
      fullWidth
      busy={placing}
      busyLabel="PLACING ORDER..."
      disabled={disabled || checking}
      {...props}
    >
      PLACE ORDER
    </Button>
  );
}

export { PlaceOrderButton, type PlaceOrderButtonProps };
