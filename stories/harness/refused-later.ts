// Not a story file: the stand-ins for a form's owner that several stories share.
import { useState } from 'react';

/**
 * A form's owner whose shop refuses what is sent, as a machine on a slow network: `sending` while the call is out,
 * then `refused` holds the refusal. Each `send()` starts again, the last refusal cleared meanwhile.
 */
export function useRefusedAfterSending<Refusal>(refusal: Refusal) {
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const send = () => {
    setSending(true);
    setRefused(null);
    setTimeout(() => {
      setSending(false);
      setRefused(refusal);
    }, 50);
  };
  return { sending, refused, send };
}
