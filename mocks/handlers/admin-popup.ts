import { messages, popupSentence, staffRoles, type StaffRole } from '../../api';
import { answer, handle, refuse } from '../handle';
import { shop } from '../state';

/**
 * The announcement popup in the admin (issue 18) as the mock answers it: the same popup the storefront's
 * popup call serves (mocks/state.ts), the server's sentences, and an audit line as the server writes.
 */

// every staff role may (api/routes.ts: the least role of both calls is staff)
const refusal = (name: 'adminPopup' | 'adminSetPopup', role: StaffRole | undefined) =>
  role !== undefined && staffRoles.includes(role) ? null : refuse(name, 403, messages.staffOnly);

export const adminPopupHandlers = [
  handle('adminPopup', ({ shopper }) => {
    if (!shopper) return refuse('adminPopup', 401, messages.loginRequired);
    return refusal('adminPopup', shopper.role) ?? answer('adminPopup', { success: true, text: shop.popup });
  }),

  handle('adminSetPopup', ({ shopper, body }) => {
    if (!shopper) return refuse('adminSetPopup', 401, messages.loginRequired);
    const refused = refusal('adminSetPopup', shopper.role);
    if (refused) return refused;
    const before = shop.popup;
    // the schema trimmed it and checked its length, as the server's does
    const text = body.text;
    shop.popup = text;
    shop.audit.push({
      at: Date.now(),
      actor: shopper.email,
      action: text === '' ? 'popup.clear' : 'popup.set',
      target: 'popup',
      before: { text: before },
      after: { text },
    });
    return answer('adminSetPopup', { success: true, message: popupSentence(text), text });
  }),
];
