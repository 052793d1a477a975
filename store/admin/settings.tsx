import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import {
  formatNaira,
  isFailure,
  ownerOnlySettings,
  settingVariables,
  shopSettingNames,
  type AdminSettingsAnswer,
  type ShopSettingName,
  type ShopSettings,
} from '../../api';
import { fromKeys } from '../../api/guards';
import { Button, FormMessage, SettingsForm } from '../../ui';
import type { SettingsFormAnswer, TypedSettings } from '../actions/admin-settings';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer, refusedToRole } from './access';
import { adminPaths } from './view';

/**
 * /admin/settings: the shop's bank and contact details, WhatsApp number, delivery fees, online discount and
 * reservation times, the owner's alone. The environment gives the defaults; a save is in force for the next
 * shopper, with no restart.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const result = await apiFrom(context).adminSettings();
  // a staff account: the frame is theirs, this page the owner's
  if (isFailure(result) && result.status === 403) return refusedToRole({ ownerOnly: true as const });
  const answer = adminAnswer(result);
  return answer.ok ? { ownerOnly: false as const, ...answer.data } : null;
}

export const meta: MetaFunction = () => ({ title: 'Settings', noindex: true });

/** '1500', '7.5': numbers as the owner types them back. */
const typedOf = (settings: ShopSettings): TypedSettings =>
  fromKeys(shopSettingNames, (name) => String(settings[name]));

const moneySettings = new Set<ShopSettingName>([
  'localDeliveryFee',
  'elsewhereDeliveryFee',
  'freeDeliveryFrom',
]);

function valueWords(name: ShopSettingName, value: string | number): string {
  if (value === '') return 'none';
  if (typeof value !== 'number') return value;
  if (moneySettings.has(name)) return formatNaira(value);
  return name === 'onlineDiscountPercent' ? `${value}%` : String(value);
}

/** Under each field: saved here (and the environment's value), or the environment variable it comes from. */
function originsOf(answer: AdminSettingsAnswer): Record<ShopSettingName, string> {
  const saved = new Set(answer.saved);
  return fromKeys(shopSettingNames, (name) => {
    const variable = settingVariables[name];
    if (!variable) return saved.has(name) ? 'Saved here.' : 'The shop’s default.';
    return saved.has(name)
      ? `Saved here. The environment’s: ${valueWords(name, answer.defaults[name])}`
      : `From the environment (${variable})`;
  });
}

function OwnerOnly() {
  return (
    <section className="grid max-w-prose gap-4">
      <h1 className="font-display text-display-sm">Settings</h1>
      <p className="text-muted-foreground">{ownerOnlySettings}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <a href={adminPaths.today}>Back to Today</a>
      </Button>
    </section>
  );
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<SettingsFormAnswer>();
  const navigation = useNavigation();
  if (!loaded) return null;
  if (loaded.ownerOnly) return <OwnerOnly />;
  const busy = navigation.state === 'submitting' && navigation.formAction === adminPaths.settings;
  const problem = answer && 'typed' in answer ? answer : null;
  return (
    <>
      <div className="grid gap-3">
        <h1 className="font-display text-display-sm">Settings</h1>
        <p className="text-muted-foreground">
          The environment’s values are the defaults; what you save here is used at once, for the next shopper.
        </p>
        {answer && 'done' in answer && navigation.state === 'idle' && (
          <FormMessage tone="success">{answer.done}</FormMessage>
        )}
        {loaded.warnings.map((warning) => (
          <p key={warning} className="rounded-md bg-danger-soft px-4 py-3 text-sm text-danger">
            {warning}
          </p>
        ))}
      </div>
      <SettingsForm
        // a saved change starts the form afresh from it
        key={JSON.stringify(loaded.settings)}
        action={adminPaths.settings}
        formAs={Form}
        values={problem ? problem.typed : typedOf(loaded.settings)}
        origins={originsOf(loaded)}
        errors={problem?.problems}
        formError={problem?.formError ?? undefined}
        busy={busy}
      />
    </>
  );
}
