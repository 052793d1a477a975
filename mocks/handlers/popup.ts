import { answer, handle } from '../handle';
import { shop } from '../state';

export const popupHandlers = [handle('popup', () => answer('popup', { success: true, popup: shop.popup }))];
