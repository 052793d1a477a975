import { popupSentence } from '../../api';
import { answer, handleForStaff } from '../handle';
import { shop } from '../state';

/**
 * The announcement popup in the admin as the mock answers it: the same popup the storefront's popup call serves
 * (mocks/state.ts), the server's sentences, and an audit line as the server writes.
 */

// every staff role may (api/routes.ts: the least role of both calls is staff)
export const adminPopupHandlers = [
  handleForStaff('adminPopup', () => answer('adminPopup', { success: true, text: shop.popup })),

  handleForStaff('adminSetPopup', ({ staff, body }) => {
    const before = shop.popup;
    // the schema trimmed it and checked its length, as the server's does
    const text = body.text;
    shop.popup = text;
    shop.audit.push({
      at: Date.now(),
      actor: staff.email,
      action: text === '' ? 'popup.clear' : 'popup.set',
      target: 'popup',
      before: { text: before },
      after: { text },
    });
    return answer('adminSetPopup', { success: true, message: popupSentence(text), text });
  }),
];
