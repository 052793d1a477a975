import { useState } from 'react';
import { useActionData } from 'react-router-dom';
import type { TrackProblem } from '../../actions/orders';
import { isFailure } from '../../../api';
import { OrderLookupForm } from '../../../ui';
import { browserApi } from '../../data/api';
import { rememberGuestOrder } from '../../features/guest-orders';

/**
 * A guest tracks an order placed elsewhere (another phone, before clearing the browser) by its id and email.
 * A found order is remembered on this device and joins the list beside it.
 */
export function TrackOrder({ onFound, className }: { onFound: () => void; className?: string }) {
  // a post the server refused (without the page's scripts) comes back with what was typed
  const refused = useActionData<Partial<TrackProblem>>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(refused?.message ?? null);

  const track = async (lookup: { orderId: string; email: string }) => {
    setBusy(true);
    setError(null);
    const answer = await browserApi().trackOrder(lookup);
    setBusy(false);
    if (isFailure(answer)) {
      setError(answer.message);
      return;
    }
    rememberGuestOrder({ orderId: answer.order._id, email: lookup.email });
    onFound();
  };

  return (
    <div className={className}>
      <OrderLookupForm
        busy={busy}
        error={error}
        defaultOrderId={refused?.orderId}
        defaultEmail={refused?.email}
        onSubmit={(lookup) => void track(lookup)}
      />
    </div>
  );
}
