import { useEffect } from 'react';
import type { ShopConfig } from '../../../api';

/**
 * The chat assistant the shop configured (docs/decisions/034-chat-and-map-only-when-configured.md): its script is
 * added once the page is interactive, so it never holds up the first paint. Without a configured widget nothing
 * is rendered or loaded. The server's CSP allows the configured script's origin.
 */
export function ChatWidget({ widget }: { widget: ShopConfig['chatWidget'] }) {
  useEffect(() => {
    if (!widget) return;
    const script = document.createElement('script');
    script.src = widget.scriptUrl;
    script.async = true;
    script.dataset.widgetId = widget.id;
    document.body.append(script);
    return () => script.remove();
  }, [widget]);
  return null;
}
