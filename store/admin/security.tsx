import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { isRecord } from '../../api/guards';
import { FEW_RECOVERY_CODES, RECOVERY_CODE_COUNT } from '../../api/second-factor-rules';
import {
  FormMessage,
  RecoveryCodesPanel,
  RecoveryCodesShown,
  SecondFactorPanel,
  type SecondFactorState,
} from '../../ui';
import type { SecurityFormAnswer } from '../actions/admin-security';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { adminPaths } from './view';

/**
 * /admin/security: the account's own two-step login (a TOTP code after the password), for the owner and for
 * staff who want it. Turning it on shows a QR code drawn by the server; nothing is saved until a code is right.
 * Once on, its recovery codes: new ones are shown once, in the answer to the form that made them.
 */
export const meta: MetaFunction = () => ({ title: 'Security', noindex: true });

export async function loader({ context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminSecurity());
  return answer.ok ? { totp: answer.data.totp, recoveryCodesLeft: answer.data.recoveryCodesLeft } : null;
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<SecurityFormAnswer>();
  const navigation = useNavigation();
  // a login by recovery code comes here with its sentence (how many are left); without scripts, a notice says it
  const { state: arrived } = useLocation();
  const notice = isRecord(arrived) && typeof arrived.notice === 'string' ? arrived.notice : null;
  if (!loaded) return null;
  const busy = navigation.state === 'submitting' && navigation.formAction === adminPaths.security;
  // which of the page's forms is being sent: only its button says so
  const makingCodes = navigation.formData?.get('intent') === 'recovery';
  const setup = answer && 'setup' in answer ? answer.setup : null;
  // a finished change reloads the page's data: the saved state shows, not the last step's
  const state: SecondFactorState =
    setup && !(answer && 'done' in answer)
      ? { step: 'setup', ...setup }
      : { step: loaded.totp ? 'on' : 'off' };
  const refused = answer && 'message' in answer ? answer.message : undefined;
  const refusedStep = answer && 'step' in answer ? answer.step : undefined;
  const codes = answer && 'codes' in answer ? answer.codes : undefined;
  const left = loaded.recoveryCodesLeft;
  return (
    <>
      <div className="grid gap-3">
        <h1 className="font-display text-display-sm">Security</h1>
        {answer && 'done' in answer && navigation.state === 'idle' && (
          <FormMessage tone="success">{answer.done}</FormMessage>
        )}
        {!answer && notice && <FormMessage tone="success">{notice}</FormMessage>}
      </div>
      {codes ? (
        <RecoveryCodesShown codes={codes} doneHref={adminPaths.security} />
      ) : (
        <>
          <SecondFactorPanel
            // each step starts its form afresh (the code box empty)
            key={`${state.step}-${refusedStep === 'recovery' ? '' : (refused ?? '')}`}
            state={state}
            action={adminPaths.security}
            formAs={Form}
            error={refusedStep === 'recovery' ? undefined : refused}
            busy={busy && !makingCodes}
          />
          {state.step === 'on' && (
            <RecoveryCodesPanel
              key={`recovery-${refusedStep === 'recovery' ? refused : ''}`}
              left={left}
              total={RECOVERY_CODE_COUNT}
              few={left <= FEW_RECOVERY_CODES}
              action={adminPaths.security}
              formAs={Form}
              error={refusedStep === 'recovery' ? refused : undefined}
              busy={busy && makingCodes}
            />
          )}
        </>
      )}
    </>
  );
}
