import type { ActionFunctionArgs } from 'react-router-dom';
import { isFailure, POPUP_MAX_CHARS, popupTooLong } from '../../api';
import { apiFrom, onServer } from '../data/api';
import { done, field, refused } from './answer';

/**
 * /admin/popup's form: "Show to shoppers" sets the text, "Remove" (intent=clear) clears it. Answered with a
 * redirect and its sentence on the server (Post/Redirect/Get), with the sentence in the browser. The length is
 * checked here by hand: the api's schema would bring zod to the page's scripts; the server checks it again.
 */

/** The sentence of a change, or why it was refused with the typed text to show again. */
export type PopupFormAnswer = { done: string } | { message: string; at: 'text' | 'form'; text: string };

export async function adminPopupAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  const typed = field(form, 'text');
  const text = field(form, 'intent') === 'clear' ? '' : typed.trim();
  if (text.length > POPUP_MAX_CHARS)
    return refused<PopupFormAnswer & { message: string }>({ message: popupTooLong, at: 'text', text: typed });
  const answer = await apiFrom(context).adminSetPopup({ text });
  if (isFailure(answer))
    return refused<PopupFormAnswer & { message: string }>(
      { message: answer.message, at: answer.status === 400 ? 'text' : 'form', text: typed },
      answer.status,
    );
  return onServer(context)
    ? done('/admin/popup', answer.message)
    : ({ done: answer.message } satisfies PopupFormAnswer);
}
