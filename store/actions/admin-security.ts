import type { ActionFunctionArgs } from 'react-router-dom';
import { isFailure } from '../../api';
import { apiFrom, onServer } from '../data/api';
import { done, field, refused } from './answer';

/*
 * /admin/security's forms: 'Turn on' answers the page with a QR code to scan (the secret rides in the form's
 * body, never an address, and is saved only once a code from it is right); 'Confirm' and 'Turn off' send a code.
 * A refused code shows the same step again: the QR code is drawn again from the same secret.
 * 'Confirm' and 'Make new recovery codes' answer the page itself with the new codes, never a redirect: the codes
 * are in this one answer, and in no address, cookie or later page.
 */

export type SecurityFormAnswer =
  | { done: string; codes?: string[] }
  | { setup: { secret: string; qrSvg: string }; message?: string }
  | { message: string; step: 'on' | 'off' | 'recovery' };

export async function adminSecurityAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  const api = apiFrom(context);
  const intent = field(form, 'intent');
  const finished = (message: string) =>
    onServer(context) ? done('/admin/security', message) : ({ done: message } satisfies SecurityFormAnswer);

  if (intent === 'start') {
    const started = await api.adminTotpStart({});
    if (isFailure(started))
      return refused<SecurityFormAnswer & { message: string }>(
        { message: started.message, step: 'off' },
        started.status,
      );
    return { setup: { secret: started.secret, qrSvg: started.qrSvg } } satisfies SecurityFormAnswer;
  }

  const code = field(form, 'code');
  const shown = (answer: { message: string; recoveryCodes: string[] }) =>
    answer.recoveryCodes.length > 0
      ? ({ done: answer.message, codes: answer.recoveryCodes } satisfies SecurityFormAnswer)
      : finished(answer.message);
  if (intent === 'on') {
    const secret = field(form, 'secret');
    const answer = await api.adminTotpOn({ secret, code });
    if (!isFailure(answer)) return shown(answer);
    const again = await api.adminTotpStart({ secret });
    if (isFailure(again))
      return refused<SecurityFormAnswer & { message: string }>(
        { message: answer.message, step: 'off' },
        answer.status,
      );
    return refused<SecurityFormAnswer & { message: string }>(
      { setup: { secret: again.secret, qrSvg: again.qrSvg }, message: answer.message },
      answer.status,
    );
  }

  if (intent === 'recovery') {
    const answer = await api.adminRecoveryCodes({ code });
    if (isFailure(answer))
      return refused<SecurityFormAnswer & { message: string }>(
        { message: answer.message, step: 'recovery' },
        answer.status,
      );
    return shown(answer);
  }

  const answer = await api.adminTotpOff({ code });
  if (isFailure(answer))
    return refused<SecurityFormAnswer & { message: string }>(
      { message: answer.message, step: 'on' },
      answer.status,
    );
  return finished(answer.message);
}
