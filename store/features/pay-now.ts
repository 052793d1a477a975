import { useState } from 'react';
import { isFailure } from '../../api';
import { browserApi } from '../data/api';

/**
 * Pay now with the page's scripts: the same call the form's action makes, then the provider's page. Only
 * "sending" and the refusal are kept; a refusal leaves the order as it was (docs/decisions/049-pay-now.md).
 */
export function usePayNow() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pay = async (orderId: string, key?: string) => {
    setBusy(true);
    setProblem(null);
    const answer = await browserApi().payNow(key ? { orderId, key } : { orderId });
    if (isFailure(answer)) {
      setBusy(false);
      setProblem(answer.message);
      return;
    }
    // busy until the provider's page replaces this one
    window.location.assign(answer.url);
  };
  return { busy, problem, pay };
}
