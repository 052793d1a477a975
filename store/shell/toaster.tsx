import { useEffect, useState, type ComponentType } from 'react';
import { toast, useToasts } from '../toasts';
import { PlainToaster, type ToasterProps } from '../../ui/primitives/toast-card';

const loadToaster = () => import('../../ui/primitives/toast');

/**
 * Radix's toast code (swipe, pause on hover, the F8 shortcut) is not fetched with every page: the shopper's
 * first tap or key fetches it, or else the first toast. Null until it has come; it stays null if it cannot be
 * fetched (a dropped connection).
 */
function useRadixToaster(wanted: boolean): ComponentType<ToasterProps> | null {
  const [toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);
  useEffect(() => {
    if (asked) return;
    const events = ['pointerdown', 'keydown'] as const;
    const ask = () => setAsked(true);
    events.forEach((type) => window.addEventListener(type, ask, { capture: true, once: true }));
    return () => events.forEach((type) => window.removeEventListener(type, ask, true));
  }, [asked]);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    loadToaster().then(
      (code) => live && setToaster(() => code.Toaster),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [asked]);
  return toaster;
}

/**
 * The store's toasts, below the sticky header so that the cart badge a toast talks about stays in sight; on a
 * phone at the bottom of the screen (over the page's heading they would hide where the shopper is), above the
 * product page's ADD TO CART bar when it is there.
 * PlainToaster shows them until Radix's code has come; the two change places only while no toast is on
 * screen, so a toast is never drawn twice.
 */
const place =
  'sm:top-16 max-sm:[body:has([data-slot=purchase-bar])_&]:bottom-[calc(3.75rem+max(0.75rem,env(safe-area-inset-bottom)))]';
export function ShopToaster() {
  const toasts = useToasts();
  const idle = toasts.length === 0;
  const radix = useRadixToaster(!idle);
  const [Shown, setShown] = useState<ComponentType<ToasterProps>>(() => PlainToaster);
  const wanted = radix ?? PlainToaster;
  if (idle && Shown !== wanted) setShown(() => wanted);
  return <Shown toasts={toasts} onDismiss={toast.dismiss} duration={3000} className={place} />;
}
