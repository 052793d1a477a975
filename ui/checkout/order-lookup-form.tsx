import { useState, type ReactNode } from 'react';

import { Button } from '../primitives/button';
import { errorSummaryItems } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';
import { EmailField } from './email-field';
import { FormCard } from './form-card';
import { Icon } from '../primitives/icon';

type OrderLookupFormProps = {
  /** Both filled and the email well formed (the browser checks first); trimmed. */
  onSubmit: (lookup: { orderId: string; email: string }) => void;
  busy?: boolean;
  /** Why nothing was found ('Order not found'). */
  error?: ReactNode;
  defaultEmail?: string;
  /** The order id typed, kept when the server answered a post made without the page's scripts. */
  defaultOrderId?: string;
  /** Where the form posts before (or without) the page's scripts (method="post"); the server answers. */
  action?: string;
};

/**
 * A guest follows an order placed on another device with its id and email
 * (docs/decisions/028-guest-orders-and-order-mails.md).
 */
function OrderLookupForm({
  onSubmit,
  busy = false,
  error,
  defaultEmail = '',
  defaultOrderId = '',
  action = '/orders',
}: OrderLookupFormProps) {
  const [orderId, setOrderId] = useState(defaultOrderId);
  const [email, setEmail] = useState(defaultEmail);

  return (
    <FormCard
      data-slot="order-lookup-form"
      title="Track an order"
      titleAs="h2"
      description="Ordered without an account? Enter the reference shown on your order (like #2a535483) or its whole ID, and the email you used."
      method="post"
      action={action}
      onSubmit={() => onSubmit({ orderId: orderId.trim().replace(/^#/, ''), email: email.trim() })}
      // nothing found is about the pair, not one box: the summary says it without a link
      errors={busy ? [] : errorSummaryItems(error)}
    >
      <Field label="Order ID" required>
        <Input
          name="orderId"
          autoComplete="off"
          spellCheck={false}
          required
          value={orderId}
          disabled={busy}
          onChange={(event) => setOrderId(event.target.value)}
        />
      </Field>
      <EmailField value={email} onValueChange={setEmail} disabled={busy} />
      <Button type="submit" fullWidth busy={busy} busyLabel="Tracking...">
        <Icon name="search" />
        Track order
      </Button>
    </FormCard>
  );
}

export { OrderLookupForm, type OrderLookupFormProps };
