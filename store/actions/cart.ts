import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { isFailure } from '../../api';
import { apiFrom } from '../data/api';
import { field, redirectWith } from './answer';

/**
 * A cart line's form without JavaScript: a step or the bin posts `setQuantity` (0 removes the line), Enter in the
 * box posts the typed `quantity`. A typed 0, or anything but a whole number, is ignored, as the storefront has
 * always done; the stock rule's refusal comes back as the cart's notice.
 */
export async function cartAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const cartItemKey = field(form, 'cartItemKey');
  const step = field(form, 'setQuantity');
  const typed = field(form, 'quantity').trim();
  const quantity =
    step !== '' ? Number(step) : /^\d+$/.test(typed) && Number(typed) > 0 ? Number(typed) : null;
  if (quantity === null || !Number.isInteger(quantity) || quantity < 0) return redirect('/cart');

  const answer = await apiFrom(context).cartUpdate({ cartItemKey, quantity });
  if (isFailure(answer)) return redirectWith('/cart', { tone: 'error', text: answer.message });
  return redirect('/cart');
}
