import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix gives focus back to a dialog's Trigger when it closes; the shop opens most dialogs from state (ADD TO
 * CART, PLACE ORDER, the menu button), with no Trigger, so focus fell to the page's start. These handlers
 * (for a Radix Content's onOpenAutoFocus/onCloseAutoFocus) give it back to whatever had it as the dialog
 * opened, unless it has already gone somewhere else (a new page's heading).
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Radix moves focus in after this handler: what has it now opened the dialog
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      const focusLost = !document.activeElement || document.activeElement === document.body;
      if (event.defaultPrevented || !focusLost || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
