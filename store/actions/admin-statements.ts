import type { ActionFunctionArgs } from 'react-router-dom';
import {
  isFailure,
  type AdminStatementConfirmAnswer,
  type AdminStatementConfirmRequest,
  type AdminStatementMatchAnswer,
  type ShopClient,
} from '../../api';
import { apiFrom, onServer } from '../data/api';
import { field, redirectWith, refused } from './answer';

/**
 * /admin/transfers' two forms: the bank statement, read from its file or its pasted text and matched to the
 * orders awaiting payment (nothing changes), and the ticked matches, confirmed in one step. Confirming is
 * answered with a redirect and its sentence on the server (Post/Redirect/Get), with the sentence in the browser.
 */

/** Where a problem with the statement is shown: at the file, at the pasted text, or for the whole form. */
export type StatementProblemAt = 'statement' | 'csv' | 'form';

/** The statement read and matched: the pasted text is kept for the form, the text read for a second try. */
export type StatementMatched = AdminStatementMatchAnswer & { csv: string; pasted: string };

export type TransfersAnswer =
  | { matched: StatementMatched; confirmProblem?: string }
  | { problem: { message: string; at: StatementProblemAt }; pasted: string }
  | { confirmed: Pick<AdminStatementConfirmAnswer, 'message' | 'paid' | 'refused'> };

export const nothingToMatch = 'Choose the bank statement (a CSV file) or paste its text';

/** What a ticked box posts as `pay`: the order, the transfer's reference and its amount, read back by `paymentOf`. */
export const payValue = (orderId: string, reference: string, amount: number) =>
  JSON.stringify([orderId, reference, amount]);

function paymentOf(value: FormDataEntryValue): AdminStatementConfirmRequest['payments'][number] | null {
  if (typeof value !== 'string') return null;
  try {
    const posted: unknown = JSON.parse(value);
    if (!Array.isArray(posted) || posted.length !== 3) return null;
    const [orderId, reference, amount]: unknown[] = posted;
    return typeof orderId === 'string' && typeof reference === 'string' && typeof amount === 'number'
      ? { orderId, reference, amount }
      : null;
  } catch {
    return null;
  }
}

/** A file the owner chose: a form without one still sends an empty part with no name. */
function chosenFile(form: FormData): File | null {
  const file = form.get('statement');
  return file !== null && typeof file !== 'string' && (file.size > 0 || file.name !== '') ? file : null;
}

async function matchStatement(api: ShopClient, csv: string, pasted: string, at: StatementProblemAt) {
  const answer = await api.adminStatementMatch({ csv });
  if (isFailure(answer))
    return refused<{ message: string } & TransfersAnswer>(
      {
        message: answer.message,
        problem: { message: answer.message, at: answer.status === 400 ? at : 'form' },
        pasted,
      },
      answer.status,
    );
  return { matched: { ...answer, csv, pasted } } satisfies TransfersAnswer;
}

/** The statement form: a file chosen is read instead of the pasted text. */
async function matchAction(form: FormData, api: ShopClient) {
  const pasted = field(form, 'csv');
  const file = chosenFile(form);
  if (!file && pasted.trim() === '')
    return refused<{ message: string } & TransfersAnswer>({
      message: nothingToMatch,
      problem: { message: nothingToMatch, at: 'statement' },
      pasted,
    });
  return file
    ? matchStatement(api, await file.text(), pasted, 'statement')
    : matchStatement(api, pasted, pasted, 'csv');
}

/** 'Marked 3 orders paid; 1 refused' and why each was refused: the sentence a redirect carries. */
function confirmedSentence({ message, refused: refusals }: AdminStatementConfirmAnswer): string {
  if (refusals.length === 0) return message;
  const whys = refusals.map((refusal) => refusal.message.replace(/\.$/, '')).join('; ');
  return `${message.replace(/\.$/, '')}: ${whys}.`;
}

/**
 * The ticked matches: marked paid, or the statement matched again to show the list with what was wrong. The
 * shop checks them (none ticked, too many): its schema stays out of the page's scripts, whose shared file would
 * otherwise carry zod to every page of the shop.
 */
async function confirmAction(form: FormData, api: ShopClient, context: unknown) {
  const payments = form.getAll('pay').flatMap((value) => paymentOf(value) ?? []);
  const answer = await api.adminStatementConfirm({ payments });
  if (!isFailure(answer)) {
    if (onServer(context))
      return redirectWith('/admin/transfers', {
        tone: answer.paid.length > 0 ? 'success' : 'error',
        text: confirmedSentence(answer),
      });
    const { message, paid, refused: refusals } = answer;
    return { confirmed: { message, paid, refused: refusals } } satisfies TransfersAnswer;
  }
  const confirmProblem = answer.message;
  // the list again as it was, with the problem: the statement rides along in the confirm form
  const csv = field(form, 'csv');
  const again = csv.trim() ? await api.adminStatementMatch({ csv }) : null;
  if (!again || isFailure(again))
    return refused<{ message: string } & TransfersAnswer>(
      { message: confirmProblem, problem: { message: confirmProblem, at: 'form' }, pasted: csv },
      answer.status,
    );
  return refused<{ message: string } & TransfersAnswer>(
    { message: confirmProblem, matched: { ...again, csv, pasted: csv }, confirmProblem },
    answer.status,
  );
}

export async function adminTransfersAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  const api = apiFrom(context);
  return field(form, 'intent') === 'confirm' ? confirmAction(form, api, context) : matchAction(form, api);
}
