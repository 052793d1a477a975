import type { ActionFunctionArgs } from 'react-router-dom';
import {
  isFailure,
  readShopSettingsForm,
  settingProblems,
  shopSettingNames,
  type ShopSettingName,
  type ShopSettingsProblems,
} from '../../api';
import { fromKeys } from '../../api/guards';
import { apiFrom, onServer } from '../data/api';
import { done, field, refused } from './answer';

/**
 * /admin/settings's form: every setting saved at once. Checked here by hand with the rules of
 * api/admin-settings-rules.ts (the api's schema would bring zod to the page's scripts); the server checks again.
 * Answered with a redirect and its sentence on the server (Post/Redirect/Get), with the sentence in the browser;
 * a refusal gives back everything typed.
 */

export type TypedSettings = Record<ShopSettingName, string>;

/** The sentence of a save, or why it was refused with what was typed to show again. */
export type SettingsFormAnswer =
  | { done: string }
  | { message: string; problems: ShopSettingsProblems; formError: string | null; typed: TypedSettings };

/** The field a server's sentence is about, when it is one of the form's own. */
const fieldOf = (message: string): ShopSettingName | undefined =>
  shopSettingNames.find((name) => settingProblems[name] === message) ??
  (message === settingProblems.bankIncomplete ? 'bankName' : undefined);

export async function adminSettingsAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const form = await request.formData();
  const typed: TypedSettings = fromKeys(shopSettingNames, (name) => field(form, name));
  const read = readShopSettingsForm(typed);
  type Refusal = Extract<SettingsFormAnswer, { message: string }>;
  if ('problems' in read)
    return refused<Refusal>({
      message: Object.values(read.problems)[0] ?? settingProblems.bankIncomplete,
      problems: read.problems,
      formError: null,
      typed,
    });
  const answer = await apiFrom(context).adminSaveSettings(read.settings);
  if (isFailure(answer)) {
    const at = answer.status === 400 ? fieldOf(answer.message) : undefined;
    return refused<Refusal>(
      {
        message: answer.message,
        problems: at ? { [at]: answer.message } : {},
        formError: at ? null : answer.message,
        typed,
      },
      answer.status,
    );
  }
  return onServer(context)
    ? done('/admin/settings', answer.message)
    : ({ done: answer.message } satisfies SettingsFormAnswer);
}
