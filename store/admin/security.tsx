import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { FormMessage, SecondFactorPanel, type SecondFactorState } from '../../ui';
import type { SecurityFormAnswer } from '../actions/admin-security';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { adminPaths } from './view';

/**
 * /admin/security: the account's own two-step login (a TOTP code after the password), for the owner and for
 * staff who want it. Turning it on shows a QR code drawn by the server; nothing is saved until a code is right.
 */
export const meta: MetaFunction = () => ({ title: 'Security', noindex: true });

export async function loader({ context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminSecurity());
  return answer.ok ? { totp: answer.data.totp } : null;
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<SecurityFormAnswer>();
  const navigation = useNavigation();
  if (!loaded) return null;
  const busy = navigation.state === 'submitting' && navigation.formAction === adminPaths.security;
  const setup = answer && 'setup' in answer ? answer.setup : null;
  // a finished change reloads the page's data: the saved state shows, not the last step's
  const state: SecondFactorState =
    setup && !(answer && 'done' in answer)
      ? { step: 'setup', ...setup }
      : { step: loaded.totp ? 'on' : 'off' };
  const refused = answer && 'message' in answer ? answer.message : undefined;
  return (
    <>
      <div className="grid gap-3">
        <h1 className="font-display text-display-sm">Security</h1>
        {answer && 'done' in answer && navigation.state === 'idle' && (
          <FormMessage tone="success">{answer.done}</FormMessage>
        )}
      </div>
      <SecondFactorPanel
        // each step starts its form afresh (the code box empty)
        key={`${state.step}-${refused ?? ''}`}
        state={state}
        action={adminPaths.security}
        formAs={Form}
        error={refused}
        busy={busy}
      />
    </>
  );
}
