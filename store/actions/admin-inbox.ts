import type { ActionFunctionArgs } from 'react-router-dom';
import {
  isFailure,
  REPLY_MAX_CHARS,
  replyMissing,
  replyTooLong,
  reviewFilters,
  reviewKinds,
} from '../../api';
import { isOneOf } from '../../api/guards';
import { apiFrom, onServer } from '../data/api';
import { done, field, refused } from './answer';

/*
 * The reviews and contact messages screens' forms. Each is answered with a redirect and its sentence on the
 * server (Post/Redirect/Get), and with the sentence in the browser, where the router reloads the page's data
 * after it. Checked by hand: the api's zod schemas stay out of the page's scripts; the server checks again.
 */

/** A change's sentence, or why it was refused. */
export type ReviewFormAnswer = { done: string } | { message: string; reviewId: string };

/** A review's Hide or Show button: back to the list as it was filtered. */
export async function adminReviewsAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  const kind = field(form, 'kind');
  const reviewId = field(form, 'reviewId');
  // the form posts to the list as it is filtered (?show=hidden): back to that list
  const show = new URL(request.url).searchParams.get('show') ?? '';
  const back = isOneOf(reviewFilters, show) ? `/admin/reviews?show=${show}` : '/admin/reviews';
  if (!isOneOf(reviewKinds, kind) || reviewId === '')
    return refused<ReviewFormAnswer & { message: string }>({
      message: 'Choose a review to hide or show',
      reviewId,
    });
  const answer = await apiFrom(context).adminHideReview({
    kind,
    reviewId,
    hidden: field(form, 'hidden') === 'true',
  });
  if (isFailure(answer))
    return refused<ReviewFormAnswer & { message: string }>(
      { message: answer.message, reviewId },
      answer.status,
    );
  return onServer(context)
    ? done(back, answer.message)
    : ({ done: answer.message } satisfies ReviewFormAnswer);
}

/** Which of a message's forms a refusal is about, and the reply to show again. */
export type MessageFormProblem = {
  form: 'reply' | 'answered';
  message: string;
  at: 'reply' | 'form';
  reply: string;
};
export type MessageFormAnswer = { done: string } | MessageFormProblem;

/** A contact message's forms: "Mark answered", and "Send reply" (mailed; marks it answered too). */
export async function adminMessageAction({ request, context, params }: ActionFunctionArgs): Promise<unknown> {
  const messageId = params.messageId ?? '';
  const form = await request.formData();
  const api = apiFrom(context);
  const changed = (message: string) =>
    onServer(context)
      ? done(`/admin/messages/${messageId}`, message)
      : ({ done: message } satisfies MessageFormAnswer);

  if (field(form, 'intent') === 'answered') {
    const answer = await api.adminMarkAnswered({ messageId });
    if (isFailure(answer))
      return refused<MessageFormProblem>(
        { form: 'answered', message: answer.message, at: 'form', reply: '' },
        answer.status,
      );
    return changed(answer.message);
  }

  const reply = field(form, 'reply');
  const problem =
    reply.trim() === '' ? replyMissing : reply.trim().length > REPLY_MAX_CHARS ? replyTooLong : null;
  if (problem) return refused<MessageFormProblem>({ form: 'reply', message: problem, at: 'reply', reply });
  const answer = await api.adminReply({ messageId, reply: reply.trim() });
  if (isFailure(answer))
    return refused<MessageFormProblem>(
      { form: 'reply', message: answer.message, at: answer.status === 400 ? 'reply' : 'form', reply },
      answer.status,
    );
  return changed(answer.message);
}
