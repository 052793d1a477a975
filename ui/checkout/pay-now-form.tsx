import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { FormMessage } from './form-message';

type PayNowFormProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /** The unpaid card order whose payment starts again. */
  orderId: string;
  /** Where the form posts without the page's scripts: a page whose action starts the payment. */
  action: string;
  /** The key of the order's signed link, when the page was opened by it. */
  linkKey?: string;
  /** With the page's scripts: starts the payment instead of the post. */
  onPayNow?: () => void;
  busy?: boolean;
  /** Why the payment could not start ('...no longer in stock...'). */
  problem?: string;
  /** 'sm' beside the order card's other buttons; 'md' as a screen's main button */
  size?: 'sm' | 'md';
};

/**
 * Pay now: a form that starts the payment of an order already placed, so that a cancelled or abandoned card
 * payment is paid on the same order, never a second one. It posts the order's id (and its link's key), never
 * an address or a total: the shop takes those from the order.
 */
function PayNowForm({
  orderId,
  action,
  linkKey,
  onPayNow,
  busy = false,
  problem,
  size = 'sm',
  className,
  ...form
}: PayNowFormProps) {
  return (
    <form
      data-slot="pay-now-form"
      method="post"
      action={action}
      // as a screen's main button it spans a phone's width, as the buttons beside it do
      className={cn(
        'grid gap-2',
        size === 'md' ? 'justify-items-stretch sm:justify-items-center' : 'justify-items-start',
        className,
      )}
      onSubmit={
        onPayNow &&
        ((event) => {
          event.preventDefault();
          onPayNow();
        })
      }
      {...form}
    >
      <input type="hidden" name="orderId" value={orderId} />
      {linkKey && <input type="hidden" name="key" value={linkKey} />}
      <Button
        type="submit"
        name="intent"
        value="pay-now"
        size={size}
        busy={busy}
        busyLabel="Opening payment..."
      >
        Pay now
      </Button>
      {problem && <FormMessage className="text-left">{problem}</FormMessage>}
    </form>
  );
}

export { PayNowForm, type PayNowFormProps };
