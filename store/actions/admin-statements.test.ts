import { describe, expect, it } from 'vitest';
import type { AdminStatementMatchAnswer, ShopClient } from '../../api';
import { noCreditColumn } from '../../api';
import type { LoadContext } from '../data/api';
import { readNotice } from '../data/notice';
import { adminTransfersAction, payValue, type TransfersAnswer } from './admin-statements';

/** A shop whose two statement calls answer as given, remembering what they were sent. */
function shopWith(answers: Partial<Pick<ShopClient, 'adminStatementMatch' | 'adminStatementConfirm'>>) {
  const sent: { match: string[]; confirm: unknown[] } = { match: [], confirm: [] };
  const api = {
    adminStatementMatch: async (body: { csv: string }) => {
      sent.match.push(body.csv);
      return answers.adminStatementMatch!(body);
    },
    adminStatementConfirm: async (body: unknown) => {
      sent.confirm.push(body);
      return answers.adminStatementConfirm!(body as never);
    },
  } as unknown as ShopClient;
  const context: LoadContext = {
    api,
    publicUrl: 'http://shop.test',
    visitor: { loggedIn: true, staff: true },
    notice: null,
  };
  return { context, sent };
}

/** The form posted to /admin/transfers, as the server's render hands it to the page's action. */
function posted(form: FormData, context: LoadContext) {
  const request = new Request('http://shop.test/admin/transfers', { method: 'POST', body: form });
  return adminTransfersAction({
    request,
    context,
    params: {},
    url: new URL(request.url),
    pattern: '/admin/transfers',
  });
}

const nothingMatched: AdminStatementMatchAnswer = {
  success: true,
  credits: [],
  matches: [],
  unmatched: [],
};

describe('/admin/transfers, answered by the server without scripts', () => {
  it('reads the uploaded file rather than the pasted text', async () => {
    const { context, sent } = shopWith({ adminStatementMatch: async () => nothingMatched });
    const form = new FormData();
    form.set('intent', 'match');
    form.set('statement', new File(['Date,Narration,Credit\n'], 'november.csv', { type: 'text/csv' }));
    form.set('csv', 'pasted earlier');
    const answer = (await posted(form, context)) as TransfersAnswer;
    expect(sent.match).toEqual(['Date,Narration,Credit\n']);
    expect(answer).toMatchObject({ matched: { csv: 'Date,Narration,Credit\n', pasted: 'pasted earlier' } });
  });

  it('keeps the pasted text and says where the problem is when the shop cannot read it', async () => {
    const { context } = shopWith({
      adminStatementMatch: async () => ({ success: false, message: noCreditColumn, status: 400 }),
    });
    const form = new FormData();
    form.set('intent', 'match');
    form.set('statement', new File([], ''));
    form.set('csv', 'Date,Narration\n25-Nov-2026,TRF');
    const answer = await posted(form, context);
    expect(answer).toMatchObject({
      init: { status: 400 },
      // a form's post sends its text's line breaks as CRLF
      data: { problem: { message: noCreditColumn, at: 'csv' }, pasted: 'Date,Narration\r\n25-Nov-2026,TRF' },
    });
  });

  it('confirms the ticked boxes and redirects with the sentence, the refusals named', async () => {
    const { context, sent } = shopWith({
      adminStatementConfirm: async () => ({
        success: true,
        message: '1 order marked paid. 1 order refused.',
        paid: ['6b000000000000002a535483'],
        partPaid: [],
        refused: [
          {
            orderId: '6b00000000000000c0ffee12',
            message: 'Order #c0ffee12 was already paid: nothing changed.',
          },
        ],
      }),
    });
    const form = new FormData();
    form.set('intent', 'confirm');
    form.append('pay', payValue('6b000000000000002a535483', 'TRF FROM ADAEZE, #2a535483', 27_500));
    form.append('pay', payValue('6b00000000000000c0ffee12', 'KEMI B c0ffee12', 500));
    const answer = await posted(form, context);
    expect(sent.confirm).toEqual([
      {
        payments: [
          { orderId: '6b000000000000002a535483', reference: 'TRF FROM ADAEZE, #2a535483', amount: 27_500 },
          { orderId: '6b00000000000000c0ffee12', reference: 'KEMI B c0ffee12', amount: 500 },
        ],
      },
    ]);
    expect(answer).toBeInstanceOf(Response);
    const redirect = answer as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe('/admin/transfers');
    expect(readNotice(redirect.headers.get('Set-Cookie'))).toEqual({
      tone: 'success',
      text: '1 order marked paid. 1 order refused: Order #c0ffee12 was already paid: nothing changed.',
    });
  });

  it('nothing ticked: the statement matched again, to show the list with the problem', async () => {
    const { context, sent } = shopWith({
      adminStatementMatch: async () => nothingMatched,
      adminStatementConfirm: async () => ({
        success: false,
        message: 'Tick at least one payment to confirm',
        status: 400,
      }),
    });
    const form = new FormData();
    form.set('intent', 'confirm');
    form.set('csv', 'Date,Narration,Credit\n');
    const answer = await posted(form, context);
    expect(sent.confirm).toEqual([{ payments: [] }]);
    expect(sent.match).toEqual(['Date,Narration,Credit\r\n']);
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: {
        confirmProblem: 'Tick at least one payment to confirm',
        matched: { pasted: 'Date,Narration,Credit\r\n' },
      },
    });
  });
});
