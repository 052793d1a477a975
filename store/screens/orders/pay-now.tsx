import { useActionData } from 'react-router-dom';
import { isRecord } from '../../../api/guards';
import { PayNowForm } from '../../../ui';
import type { PayNowProblem } from '../../actions/pay-now';
import { useHydrated } from '../../features';
import { usePayNow } from '../../features/pay-now';

/** The refusal a Pay now posted without scripts brought back, if any. */
export function usePayNowRefusal(): PayNowProblem['payNow'] | undefined {
  const posted: unknown = useActionData<PayNowProblem>();
  const payNow = isRecord(posted) ? posted.payNow : undefined;
  return isRecord(payNow) && typeof payNow.orderId === 'string' && typeof payNow.message === 'string'
    ? { orderId: payNow.orderId, message: payNow.message }
    : undefined;
}

function useRefusalFor(orderId: string): string | undefined {
  const refusal = usePayNowRefusal();
  return refusal?.orderId === orderId ? refusal.message : undefined;
}

/**
 * Pay now for an unpaid card order (docs/decisions/049-pay-now.md; api awaitsCardPayment says which), posting to
 * `action` (a page whose action starts the payment) until the scripts run.
 */
export function PayNow({
  orderId,
  action,
  linkKey,
  size,
}: {
  orderId: string;
  action: string;
  linkKey?: string;
  size?: 'sm' | 'md';
}) {
  const hydrated = useHydrated();
  const { busy, problem, pay } = usePayNow();
  const refused = useRefusalFor(orderId);
  return (
    <PayNowForm
      orderId={orderId}
      action={action}
      linkKey={linkKey}
      size={size}
      busy={busy}
      problem={problem ?? refused}
      onPayNow={hydrated ? () => void pay(orderId, linkKey) : undefined}
    />
  );
}
